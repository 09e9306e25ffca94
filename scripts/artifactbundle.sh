#!/usr/bin/env bash
# Makes seqc.artifactbundle (SwiftPM's artifact bundle, schema 1.0: info.json and one
# executable per variant), its zip and the zip's checksum, for the binary plugin package
# (BinaryPlugin/) and for a release.
#
#   scripts/artifactbundle.sh OUT-DIR --variant BINARY=TRIPLE[,TRIPLE...]...
#
# writes OUT-DIR/seqc.artifactbundle/, OUT-DIR/seqc.artifactbundle.zip and
# OUT-DIR/seqc.artifactbundle.zip.sha256 (what `swift package compute-checksum` prints,
# the value a `.binaryTarget(url:checksum:)` names). Each variant is one binary and the
# triples it runs on: `make artifactbundle` gives the one this machine builds; a macOS
# universal binary (`lipo -create`) names x86_64-apple-macosx and arm64-apple-macosx.
#
# Exit codes: 0 written, 1 a binary is missing or not executable, 2 bad command-line use.
set -euo pipefail

usage() { echo "usage: scripts/artifactbundle.sh OUT-DIR --variant BINARY=TRIPLE[,TRIPLE...]..." >&2; exit 2; }
repo=$(cd "$(dirname "$0")/.." && pwd)

[ $# -ge 1 ] || usage
out=$1
shift
variants=()
while [ $# -gt 0 ]; do
  case "$1" in
    --variant) [ $# -ge 2 ] || usage; variants+=("$2"); shift 2 ;;
    *) usage ;;
  esac
done
[ ${#variants[@]} -gt 0 ] || usage

version=$(sed -n 's/^    public static let current = "\([^"]*\)"$/\1/p' "$repo/Sources/SeqcCompiler/SeqcVersion.swift")
[ -n "$version" ] || { echo "artifactbundle.sh: no version in Sources/SeqcCompiler/SeqcVersion.swift" >&2; exit 1; }

mkdir -p "$out"
out=$(cd "$out" && pwd)
bundle="$out/seqc.artifactbundle"
rm -rf "$bundle" "$bundle.zip" "$bundle.zip.sha256"
mkdir -p "$bundle"

# One folder per variant, named after its first triple: seqc-TRIPLE/bin/seqc.
entries=()
for variant in "${variants[@]}"; do
  binary=${variant%%=*}
  triples=${variant#*=}
  [[ "$variant" == *=* && -n "$binary" && "$triples" =~ ^[A-Za-z0-9_.-]+(,[A-Za-z0-9_.-]+)*$ ]] || usage
  [ -x "$binary" ] || { echo "artifactbundle.sh: $binary is not an executable file" >&2; exit 1; }
  folder="seqc-${triples%%,*}"
  mkdir -p "$bundle/$folder/bin"
  cp "$binary" "$bundle/$folder/bin/seqc"
  # Without debug symbols: a third of the size, and what `make install-strip` installs.
  "${STRIP:-strip}" "$bundle/$folder/bin/seqc"
  chmod 755 "$bundle/$folder/bin/seqc"
  quoted=$(printf '"%s", ' ${triples//,/ })
  entries+=("        { \"path\": \"$folder/bin/seqc\", \"supportedTriples\": [${quoted%, }] }")
done

{
  printf '{\n  "schemaVersion": "1.0",\n  "artifacts": {\n    "seqc": {\n'
  printf '      "type": "executable",\n      "version": "%s",\n      "variants": [\n' "$version"
  last=$((${#entries[@]} - 1))
  for i in "${!entries[@]}"; do
    printf '%s%s\n' "${entries[$i]}" "$([ "$i" -eq "$last" ] || echo ,)"
  done
  printf '      ]\n    }\n  }\n}\n'
} >"$bundle/info.json"

# The zip holds the bundle folder itself, as SwiftPM unpacks it; stored with fixed times
# (-X drops extra attributes) so that one binary always gives one checksum.
find "$bundle" -exec touch -h -d '1980-01-02 00:00:00' {} +
(cd "$out" && find seqc.artifactbundle | LC_ALL=C sort | zip -q -X -@ seqc.artifactbundle.zip)
# From a folder with no Package.swift: the command needs no package.
checksum=$(cd / && swift package compute-checksum "$bundle.zip")
echo "$checksum" >"$bundle.zip.sha256"
echo "artifactbundle: $bundle (seqc $version; ${#variants[@]} variant(s)); $bundle.zip, checksum $checksum"
