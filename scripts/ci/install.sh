#!/usr/bin/env bash
# Installs seqc the way the README says (`make install PREFIX=...`) into a temporary
# prefix, then checks that what was installed is a tool, not a checkout:
#   - `ldd` shows no shared library at all (the default fully static executable), or
#     with STATIC_EXECUTABLE=no no Swift runtime, no Foundation, and no libyaml when the
#     platform has libyaml.a (only the C/C++ system libraries every Linux has);
#   - `nm` shows that what is linked in statically is FoundationEssentials, without
#     Foundation proper, FoundationInternationalization or ICU's data;
#   - the installed binary works in an empty environment (`env -i`, PATH=/usr/bin:/bin,
#     no Swift toolchain, run from a folder outside the repository): --version, build of
#     every Example matching its committed golden byte for byte, lint, a routine with an
#     error, a template from `seqc new`;
#   - the man page and completions are installed where man and the shells look, and the
#     installed binary prints the same completions;
#   - `make uninstall` removes everything it installed.
# The release build is the slow part (minutes, cold); its time is printed.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix="$work/prefix"
seqc="$prefix/bin/seqc"

fail() { echo "install.sh: $*" >&2; exit 1; }

start=$(date +%s)
make_log="$work/make.log"
set +e
make install PREFIX="$prefix" 2>&1 | tee "$make_log"
status=${PIPESTATUS[0]}
set -e
[ "$status" -eq 0 ] || fail "make install failed (exit $status)"
echo "release build and install: $(( $(date +%s) - start ))s"
[ -x "$seqc" ] || fail "make install did not install $seqc"

# The release build prints no warning of the project's own either (scripts/ci/warnings.sh
# checks the debug build); a build that compiled nothing (current already) shows none.
names=$(sed -n '/package:/!s/.*name: "\([^"]*\)".*/\1/p' Package.swift | sort -u | tr '\n' ' ')
warnings=$(awk -v root="$repo" -v names="$names" -f scripts/ci/project-warnings.awk "$make_log")
[ -z "$warnings" ] || fail "the release build warns about the project's own code:
$warnings"

# Linked libraries: an allow-list, so anything new (libswiftCore, libFoundation,
# libicu, libdispatch, libyaml) fails the check by name.
allowed='^(linux-vdso\.so|libc\.so|libm\.so|libstdc\+\+\.so|libgcc_s\.so|ld-linux[-a-z0-9_]*\.so|libpthread\.so|libdl\.so|librt\.so|libutil\.so)'
yaml_libdir=$(pkg-config --variable=libdir yaml-0.1 2>/dev/null || true)
if [ -z "$yaml_libdir" ] || [ ! -e "$yaml_libdir/libyaml.a" ]; then
  echo "no libyaml.a on this platform: libyaml may stay shared"
  allowed="${allowed%)}|libyaml[-0-9.]*\.so)"
fi
echo "== ldd $seqc"
# `make` links a fully static executable on Linux, which ldd refuses ("not a dynamic
# executable"): no shared library at all passes. STATIC_EXECUTABLE=no gives a dynamic
# one, held to the allow-list.
if ldd "$seqc" > "$work/ldd" 2>&1; then
  cat "$work/ldd"
  bad=$(awk '{print $1}' "$work/ldd" | sed 's|.*/||' | grep -Ev "$allowed" || true)
  [ -z "$bad" ] || fail "the installed binary links shared libraries it should carry itself: $bad"
else
  cat "$work/ldd"
  grep -q "not a dynamic executable" "$work/ldd" || fail "ldd failed on the installed binary"
  echo "statically linked: no shared library at all"
fi

# Statically linked is not enough: the binary must carry FoundationEssentials only, not
# Foundation proper with FoundationInternationalization and ICU's 36 MB of data (one plain
# `import Foundation` in Sources/ brings them back; see docs/performance.md).
size=$(wc -c < "$seqc")
echo "== size $seqc: $size bytes"
full=$(nm "$seqc" | grep -cE 'icudt[0-9]+_dat|\$s10Foundation|30FoundationInternationalization' || true)
[ "$full" -eq 0 ] || fail "the installed binary links Foundation proper or ICU ($full symbols): $(nm "$seqc" | grep -m 3 -E 'icudt[0-9]+_dat|\$s10Foundation|30FoundationInternationalization')"
echo "no Foundation proper, FoundationInternationalization or ICU data in the binary"

# README states the sizes of the default Linux binary, as `N MB, M MB stripped` (whole
# megabytes, 10^6 bytes). Code changes move them a little, so a stated size holds while
# it is within SIZE_TOLERANCE percent of what `make` built; past that, README is wrong.
SIZE_TOLERANCE=10
if [ "$(uname -s)" = Linux ] && [ "${STATIC_EXECUTABLE:-yes}" = yes ]; then
  stated=$(tr '\n' ' ' < README.md | sed -n 's/.*the binary is \([0-9][0-9]*\) MB, \([0-9][0-9]*\) MB stripped.*/\1 \2/p')
  [ -n "$stated" ] || fail "README.md no longer states the binary's size as 'the binary is N MB, M MB stripped'"
  read -r stated_full stated_stripped <<<"$stated"
  strip -o "$work/seqc.stripped" "$seqc"
  stripped=$(wc -c < "$work/seqc.stripped")
  rm -f "$work/seqc.stripped"
  for pair in "binary:$size:$stated_full" "stripped binary:$stripped:$stated_stripped"; do
    IFS=: read -r what bytes megabytes <<<"$pair"
    difference=$(( bytes - megabytes * 1000000 ))
    [ "${difference#-}" -le $(( megabytes * 10000 * SIZE_TOLERANCE )) ] \
      || fail "README.md says the $what is $megabytes MB; make built $bytes bytes ($(( (bytes + 500000) / 1000000 )) MB)"
  done
  echo "README's sizes hold: $stated_full MB ($size bytes), $stated_stripped MB stripped ($stripped bytes)"
fi

# A clean environment: nothing inherited, only the system's own bin folders on PATH.
clean() { (cd "$work" && env -i PATH=/usr/bin:/bin HOME="$work" "$seqc" "$@"); }
if env -i PATH=/usr/bin:/bin sh -c 'command -v swift' >/dev/null; then
  echo "note: a swift is on /usr/bin:/bin here; the ldd check above is what rules it out"
fi

version=$(clean --version)
echo "$version"
[[ "$version" =~ ^seqc\ [0-9]+\.[0-9]+\.[0-9]+ ]] || fail "--version printed '$version'"

examples=("$repo"/Examples/*.routine.yaml)
clean build "${examples[@]}" --out-dir "$work/out" > "$work/report.txt" \
  || fail "seqc build of the Examples failed: $(cat "$work/report.txt")"
for example in "${examples[@]}"; do
  id=$(basename "$example" .routine.yaml)
  cmp "$work/out/$id.json" "$repo/Examples/expected/$id.json" \
    || fail "installed seqc built $id.json differently from Examples/expected/$id.json"
done
echo "built ${#examples[@]} Examples, each identical to Examples/expected"

clean lint --strict "${examples[@]}" > "$work/lint.txt" || fail "seqc lint of the Examples failed: $(cat "$work/lint.txt")"
tail -n 1 "$work/lint.txt"

printf 'title: Broken\ncards:\n  - countdwon: Warm-up\n    duration: 5m\n' > "$work/broken.routine.yaml"
set +e
clean lint --no-color broken.routine.yaml > "$work/broken.txt"
status=$?
set -e
[ "$status" -eq 1 ] || fail "a routine with an error exited $status, not 1"
grep -q "broken.routine.yaml:3:5: error: unknown kind 'countdwon' \[unknown-kind\]" "$work/broken.txt" \
  || fail "unexpected diagnostics: $(cat "$work/broken.txt")"
echo "a broken routine: exit 1, unknown-kind at 3:5"

clean new morning-hiit started.routine.yaml > /dev/null
clean lint --strict started.routine.yaml > /dev/null || fail "a routine from 'seqc new' does not lint clean"
echo "seqc new wrote a template that lints clean"

# The man page and completions, as checked in (CI checks those against the binary).
for pair in man/seqc.1:share/man/man1/seqc.1 completions/seqc.bash:share/bash-completion/completions/seqc \
  completions/_seqc:share/zsh/site-functions/_seqc completions/seqc.fish:share/fish/vendor_completions.d/seqc.fish; do
  IFS=: read -r source installed <<<"$pair"
  cmp "$repo/$source" "$prefix/$installed" || fail "make install did not install $source as $prefix/$installed"
done
for pair in bash:seqc.bash zsh:_seqc fish:seqc.fish; do
  IFS=: read -r shell file <<<"$pair"
  clean --generate-completion-script "$shell" | cmp - "$repo/completions/$file" \
    || fail "the installed seqc prints a $shell completion script other than completions/$file"
done
echo "man page and bash, zsh and fish completions installed"

make uninstall PREFIX="$prefix"
[ ! -e "$seqc" ] || fail "make uninstall left $seqc"
leftover=$(find "$prefix" -type f)
[ -z "$leftover" ] || fail "make uninstall left $leftover"
echo "install check passed"
