#!/bin/sh
# Regenerates NAME.expected, what `ocamlc -c NAME.ml` prints for each lexer-warning case here.
cd "$(dirname "$0")" || exit 1
tmp=$(mktemp -d)
for f in *.ml; do
  cp "$f" "$tmp/$f"
  (cd "$tmp" && ocamlc -c "$f" > out.txt 2>&1; true)
  cp "$tmp/out.txt" "${f%.ml}.expected"
done
rm -rf "$tmp"
