#!/usr/bin/env bash
# `seqc lsp` with real clients: the protocol-level suite (Tests/LSPClient, pytest-lsp from
# PyPI, in a virtual environment of its own) and a headless Neovim (Debian's `neovim`,
# 0.7) that applies a code action. Each step is bounded in time.
set -euo pipefail
cd "$(dirname "$0")/../.."

export PYTHONDONTWRITEBYTECODE=1
seqc=${SEQC_BIN:-$(swift build --show-bin-path)/seqc}
if [ ! -x "$seqc" ]; then
  timeout 1200 swift build --product seqc
fi

venv=${SEQC_LSP_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/seqc-ci/lsp-venv}
if ! "$venv/bin/python" -c "import pytest_lsp" >/dev/null 2>&1; then
  echo "installing pytest-lsp into $venv"
  python3 -m venv "$venv"
  timeout 300 "$venv/bin/pip" install --quiet --disable-pip-version-check pytest-lsp
fi
echo "pytest-lsp suite"
SEQC_BIN=$seqc timeout 300 "$venv/bin/python" -m pytest -q -p no:cacheprovider Tests/LSPClient

if ! command -v nvim >/dev/null 2>&1; then
  echo "installing neovim"
  timeout 300 apt-get update -qq
  DEBIAN_FRONTEND=noninteractive timeout 300 apt-get install -y -qq neovim >/dev/null
fi
echo "headless Neovim"
SEQC_BIN=$seqc timeout 120 bash Tests/LSPClient/neovim.sh
