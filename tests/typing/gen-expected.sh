#!/bin/sh
# Regenerates the expectations of tests/typing/cases from the real OCaml compiler:
# ok/NAME.ml -> NAME.i.expected (stdout of `ocamlc -i`), errors/NAME.ml -> NAME.expected
# (stderr of `ocamlc -c`). Run from anywhere; review the diff before committing.
set -e
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for f in "$here"/cases/ok/*.ml; do
  n=$(basename "$f" .ml)
  cp "$f" "$tmp/$n.ml"
  (cd "$tmp" && ocamlc -i "$n.ml") > "$here/cases/ok/$n.i.expected"
done
# warnings/NAME.ml -> NAME.expected (stderr of `ocamlc -c`, which succeeds)
for f in "$here"/cases/warnings/*.ml; do
  n=$(basename "$f" .ml)
  cp "$f" "$tmp/$n.ml"
  (cd "$tmp" && ocamlc -c "$n.ml" 2> "$here/cases/warnings/$n.expected" || true)
done
# interfaces/NAME.mli + NAME.ml -> NAME.expected (stderr of `ocamlc -c NAME.mli NAME.ml`)
for f in "$here"/cases/interfaces/*.ml; do
  n=$(basename "$f" .ml)
  cp "$f" "$tmp/$n.ml"
  cp "$here/cases/interfaces/$n.mli" "$tmp/$n.mli"
  (cd "$tmp" && ocamlc -c "$n.mli" "$n.ml" 2> "$here/cases/interfaces/$n.expected" || true)
done
for f in "$here"/cases/errors/*.ml; do
  n=$(basename "$f" .ml)
  cp "$f" "$tmp/$n.ml"
  (cd "$tmp" && ocamlc -c "$n.ml" 2> "$here/cases/errors/$n.expected" || true)
done
