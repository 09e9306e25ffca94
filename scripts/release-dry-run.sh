# Sourced by scripts/release.sh for --dry-run: the release in a clone of HEAD, committed
# there, with what would follow printed and nothing tagged, pushed or uploaded.
# Reads version, date, man_page, bundle and keep from release.sh.
if [ -n "$keep" ]; then
  [ ! -e "$keep" ] || refuse "--keep $keep exists already"
  clone=$keep
else
  scratch=$(mktemp -d)
  trap 'rm -rf "$scratch"' EXIT
  clone="$scratch/seqc"
fi
head=$(git rev-parse HEAD)
git clone -q --no-hardlinks --no-checkout . "$clone"
git -C "$clone" checkout -q --detach "$head"
options=()
[ "$man_page" = 1 ] || options+=(--no-man-page)
[ "$bundle" = 1 ] || options+=(--no-bundle)
echo "release.sh: dry run in $clone (a clone of ${head:0:12})"
(cd "$clone" && SEQC_RELEASE_DATE="$date" bash scripts/release.sh "$version" ${options[@]+"${options[@]}"})
git -C "$clone" -c user.name="seqc release dry run" -c user.email="dry-run@invalid" commit -q -am "Release $version"
git -C "$clone" show --stat --format='release.sh: the release commit: %s' HEAD
if [ "$bundle" = 1 ]; then
  echo "release.sh: dry run: would now tag v$version, push it and upload $clone/BinaryPlugin/seqc.artifactbundle.zip ($(cat "$clone/BinaryPlugin/seqc.artifactbundle.zip.sha256")); none of it done"
else
  echo "release.sh: dry run: would now tag v$version and push it; not done"
fi
