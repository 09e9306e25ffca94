"""Shared set-up for the protocol-level suite: the seqc binary under test (SEQC_BIN) and
a scratch folder of routines, each test's own."""

import os
import pathlib
import subprocess

import pytest

SEQC = os.environ.get("SEQC_BIN", str(pathlib.Path(__file__).resolve().parents[2] / ".build/debug/seqc"))


def lint_json(path: pathlib.Path) -> dict:
    """What `seqc lint --format json` says about `path`, run from its folder."""
    import json

    done = subprocess.run([SEQC, "lint", "--format", "json", path.name], cwd=path.parent, capture_output=True, text=True, timeout=60)
    return json.loads(done.stdout)


@pytest.fixture
def workspace(tmp_path: pathlib.Path) -> pathlib.Path:
    # A repository root of its own, so no configuration above it applies.
    (tmp_path / ".git").mkdir()
    return tmp_path
