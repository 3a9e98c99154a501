#!/usr/bin/env bash
# Regenerates NAME.expected (what `ocamlc -c NAME.ml` prints) for each NAME.ml here.
set -u
here=$(cd "$(dirname "$0")" && pwd)
for f in "$here"/*.ml; do
  name=$(basename "$f" .ml)
  w=$(mktemp -d)
  cp "$f" "$w/$name.ml"
  (cd "$w" && ocamlc -c "$name.ml" 2>"$here/$name.expected" >/dev/null)
  rm -rf "$w"
done
