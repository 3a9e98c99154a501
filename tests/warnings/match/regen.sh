#!/usr/bin/env bash
# Regenerate the expected diagnostics of the pattern-matching warning tests: for each NAME.ml
# here, NAME.expected is what `ocamlc -c NAME.ml` prints on stderr (default warnings) when run
# in a scratch folder holding only that file. Lists what changed; running it twice changes nothing.
set -u
here=$(cd "$(dirname "$0")" && pwd)
changed=0; total=0
for f in "$here"/*.ml; do
  name=$(basename "$f" .ml)
  w=$(mktemp -d)
  cp "$f" "$w/$name.ml"
  (cd "$w" && ocamlc -c "$name.ml" 2>"$w/stderr.txt" >/dev/null)
  total=$((total + 1))
  if [ ! -f "$here/$name.expected" ] || ! cmp -s "$w/stderr.txt" "$here/$name.expected"; then
    cp "$w/stderr.txt" "$here/$name.expected"; echo "changed: $name.expected"; changed=$((changed + 1))
  fi
  rm -rf "$w"
done
echo "$total cases, $changed changed"
