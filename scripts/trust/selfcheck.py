#!/usr/bin/env python3
"""Checks the property harness itself: every property must fire on a stand-in seqc that
breaks it, and none on a stand-in that does nothing. Without this, a harness that lost a
check (a snapshot that skips a folder, a marker never searched) would pass any seqc.

    python3 scripts/trust/selfcheck.py      # exit 0 when every property fired where it should

The stand-in is this file itself, run as `seqc` with SEQC_FAKE_MODE naming what it breaks.
"""

from __future__ import annotations

import os
import random
import re
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve()
PROPERTIES = HERE.parent / "properties.py"

# mode -> (extra harness flags, the property that must fire). "ok" must fire nothing. Most
# run one command (--only) to keep the check short: the stand-in is a Python process.
TEXT = ["--only", "lint --format text"]
CASES = {
    "ok": ([], None),
    "hang": (["--timeout", "1", *TEXT], "timeout"),
    "signal": (TEXT, "exit"),
    "exit-code": (TEXT, "exit"),
    "big-output": (TEXT, "output-size"),
    "quote-canary": (TEXT, "canary"),
    "quote-environ": (TEXT, "canary"),
    "write-outside": (["--only", "build"], "outside"),
    "write-inside": (TEXT, "inside"),
    "leave-tmp": (TEXT, "tmpdir"),
    "random-output": (TEXT, "determinism"),
    "fix-everything": (["--hostile", "--only", "fix"], "fix-readonly"),
    "fix-grows": (["--only", "fix"], "idempotence"),
    "read-outside-quietly": (["--strace-every", "1", *TEXT], "strace"),
}


def root_of(start: Path) -> Path:
    for folder in (start, *start.parents):
        if (folder / ".git").is_dir():
            return folder
    return start


def fake_seqc(argv: list[str]) -> int:
    mode = os.environ.get("SEQC_FAKE_MODE", "ok")
    if argv[:2] == ["lint", "--help"]:
        print("  --format <format>       How diagnostics are printed. (values: text, json)")
        return 0
    root = root_of(Path.cwd())
    outside = root.parent / "outside"
    command = argv[0] if argv else ""
    if mode == "hang":
        time.sleep(600)
    elif mode == "signal":
        os.kill(os.getpid(), 11)
    elif mode == "exit-code":
        return 7
    elif mode == "big-output":
        sys.stdout.write("x" * (5 << 20))
    elif mode == "quote-canary":
        print((outside / "canary.txt").read_text().splitlines()[0])
    elif mode == "quote-environ":
        print(Path("/proc/self/environ").read_bytes().replace(b"\0", b"\n").decode(errors="replace"))
    elif mode == "write-outside" and command == "build":
        (outside / "stray.json").write_text("{}\n")
    elif mode == "write-inside" and command == "lint":
        (root / "stray.txt").write_text("lint must not write this\n")
    elif mode == "leave-tmp":
        (Path(os.environ["TMPDIR"]) / f"spool-{os.getpid()}").write_text("left\n")
    elif mode == "random-output":
        print(random.random())
    elif mode in ("fix-everything", "fix-grows") and "--fix" in argv and "--diff" not in argv:
        for dirpath, _, files in os.walk(root):
            for name in files:
                path = Path(dirpath) / name
                if name.endswith((".routine.yaml", ".routine.yml")) and path.is_file() and not path.is_symlink():
                    if mode == "fix-everything":
                        os.chmod(path, 0o644)
                    with open(path, "a") as handle:  # in place: a hard link's other name changes too
                        handle.write("# fixed\n")
                    if mode == "fix-everything":
                        os.chmod(path, 0o600)
    elif mode == "read-outside-quietly":
        (outside / "canary.txt").read_bytes()
    return 0


def main() -> int:
    failed = 0
    env = dict(os.environ)
    for mode, (flags, expected) in CASES.items():
        env["SEQC_FAKE_MODE"] = mode
        hostile = "--hostile" in flags
        flags = [f for f in flags if f != "--hostile"]
        command = [sys.executable, str(PROPERTIES), "--seqc", str(HERE), "--trees", "1", "--seed", "3", *flags]
        if not hostile:
            command.append("--plain")
        if "--strace-every" in flags and subprocess.run(["sh", "-c", "command -v strace"], capture_output=True).returncode:
            print(f"selfcheck {mode}: skipped (no strace)")
            continue
        result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
        summary = result.stdout.strip().splitlines()[-1] if result.stdout.strip() else result.stderr.strip()
        fired = set(re.findall(r"'([\w-]+)': \d+", summary))
        good = (result.returncode == 0 and not fired) if expected is None else (result.returncode == 1 and expected in fired)
        print(f"selfcheck {mode}: {'ok' if good else 'FAILED'} (expected {expected or 'nothing'}; {summary})")
        failed += not good
    return 1 if failed else 0


if __name__ == "__main__":
    if os.environ.get("SEQC_FAKE_MODE") is not None and len(sys.argv) > 1:
        sys.exit(fake_seqc(sys.argv[1:]))
    sys.exit(main())
