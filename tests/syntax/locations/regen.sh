#!/bin/sh
# Regenerates NAME.dparsetree, the parse tree that `ocamlc -dparsetree` prints for each NAME.ml
# and NAME.mli here; the location test compares every node's location with flambe's.
cd "$(dirname "$0")" || exit 1
for f in *.ml *.mli; do
  case "$f" in *.mli) mode=-intf ;; *) mode=-impl ;; esac
  ocamlc -stop-after parsing -dparsetree $mode "$f" > "$f.dparsetree" 2>&1
done
