#!/usr/bin/env bash
# The trust properties (docs/security.md, "Shown by properties"): seeded random trees of
# routines, configurations, links out of the root, canaries, hard links, read-only and
# special files; every reading and writing command runs on each tree, twice, and nothing
# outside the root may be read, quoted, created, changed or deleted. Half the trees run
# with SEQC_NO_OPENAT2=1 (seqc's path for kernels without openat2). Every fifth tree of
# each half runs under strace, when strace can be had. Exits non-zero on any violation;
# each printed violation names its seed, and
#   python3 scripts/trust/properties.py --seed SEED --trees 1 --keep --verbose
# rebuilds that tree and shows the commands.
#
# SEQC_BINARY: the seqc to check (default .build/debug/seqc, built when missing).
# SEQC_TRUST_TREES: how many trees (default 60; 0 skips). SEQC_TRUST_SEED: the first seed.
set -euo pipefail
cd "$(dirname "$0")/../.."
trees="${SEQC_TRUST_TREES:-60}"
seed="${SEQC_TRUST_SEED:-1}"
if [ "$trees" = 0 ]; then
  echo "trust: skipped (SEQC_TRUST_TREES=0)"
  exit 0
fi
bin="${SEQC_BINARY:-.build/debug/seqc}"
if [ ! -x "$bin" ]; then
  swift build --product seqc
fi

strace_every=5
if ! command -v strace >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing strace"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq strace >/dev/null || true
  fi
fi
if ! command -v strace >/dev/null 2>&1 || ! strace -qq -o /dev/null true 2>/dev/null; then
  echo "trust: strace is not available here; the trace property is not checked"
  strace_every=0
fi

# The harness first: each property must fire on a stand-in seqc that breaks it.
python3 scripts/trust/selfcheck.py

half=$((trees / 2))
status=0
python3 scripts/trust/properties.py --seqc "$bin" --seed "$seed" --trees "$half" --jobs 2 --strace-every "$strace_every" || status=1
python3 scripts/trust/properties.py --seqc "$bin" --seed $((seed + half)) --trees $((trees - half)) --jobs 2 \
  --strace-every "$strace_every" --no-openat2 || status=1
exit "$status"
