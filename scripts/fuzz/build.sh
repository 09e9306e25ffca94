#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/Package.swift (--sanitize=fuzzer) into the scratch
# path $SEQC_FUZZ_SCRATCH (default .build-fuzz/ at the root), out of the default build, in
# the configuration $SEQC_FUZZ_CONFIG (default release: long runs want the speed; CI's
# short runs use debug, which builds in about half the time). Prints the directory
# holding the binaries on its last line.
#
# SwiftPM names a package by its directory, so a checkout in a directory named "fuzz"
# would clash with Fuzz/ itself; such a checkout is staged in a copy named "seqc" first.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
scratch="${SEQC_FUZZ_SCRATCH:-$root/.build-fuzz}"
config="${SEQC_FUZZ_CONFIG:-release}"

package="$root"
if [ "$(basename "$root" | tr '[:upper:]' '[:lower:]')" = fuzz ]; then
  package="$scratch/stage/seqc"
  # Staged afresh each time: over an old stage, a file deleted from the checkout stayed
  # and a file added to it went unseen by SwiftPM's cached plan (found when a new source
  # file failed the fuzz build). tar keeps modification times, so SwiftPM still rebuilds
  # only what changed.
  rm -rf "$package"
  mkdir -p "$package"
  (cd "$root" && tar --exclude='./.build*' --exclude=./.git --exclude=./Fuzz/.build -cf - .) | tar -xf - -C "$package"
  # Even so, a source file added since the last build went unseen (SpoolFile.swift, in
  # the sixth speed round): the cached build plan is dropped, so SwiftPM plans anew.
  rm -f "$scratch/$config.yaml" "$scratch/$config/description.json"
fi

swift build -c "$config" --sanitize=fuzzer --package-path "$package/Fuzz" --scratch-path "$scratch" >&2
swift build -c "$config" --sanitize=fuzzer --package-path "$package/Fuzz" --scratch-path "$scratch" --show-bin-path
