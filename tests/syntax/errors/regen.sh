#!/bin/sh
# Regenerates the expected diagnostics of the syntax-error cases with the real OCaml compiler:
# each `NAME.ml` gets `NAME.expected`, holding what `ocamlc -c NAME.ml` prints.
cd "$(dirname "$0")" || exit 1
tmp=$(mktemp -d)
for f in *.ml *.mli; do
  name=${f%.ml}; name=${name%.mli}
  cp "$f" "$tmp/$f"
  (cd "$tmp" && ocamlc -c "$f" > out.txt 2>&1; true)
  cp "$tmp/out.txt" "$name.expected"
done
rm -rf "$tmp"
