#!/usr/bin/env bash
# Runs neovim.lua on a scratch routine whose fix sits after astral characters on its
# line, so a position counted in the wrong encoding would edit the wrong place.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
mkdir "$dir/.git"
printf 'title: Neovim\ncards:\n  - {countdown: "😀🏋️ Warm-up", duration: 45S}\n' > "$dir/edit.routine.yaml"
HOME=$dir XDG_CONFIG_HOME=$dir XDG_DATA_HOME=$dir XDG_STATE_HOME=$dir ROUTINE="$dir/edit.routine.yaml" \
  timeout 60 nvim --headless --clean -n -c "luafile $here/neovim.lua" </dev/null
