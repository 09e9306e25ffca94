#!/usr/bin/env bash
# `seqc preview`'s pictures in a real browser: headless Chromium renders the SVG and the
# HTML page of a routine whose durations are known, and scripts/ci/preview_browser.py
# checks the picture itself (bars present, their pixel widths proportional to the
# durations, the legend's colours, from the PNG with Pillow) and the rendered DOM (a
# hostile title present as text, no script run). Bounded: each Chromium run has a
# timeout.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v chromium >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
venv="${XDG_CACHE_HOME:-$HOME/.cache}/seqc-ci/venv"
if ! "$venv/bin/python" -c "import PIL" >/dev/null 2>&1; then
  if ! python3 -m venv "$venv" >/dev/null 2>&1; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv python3-pip
    rm -rf "$venv"
    python3 -m venv "$venv"
  fi
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check pillow
fi

seqc=$(swift build --show-bin-path)/seqc
[ -x "$seqc" ] || swift build --product seqc
"$venv/bin/python" scripts/ci/preview_browser.py "$seqc"
