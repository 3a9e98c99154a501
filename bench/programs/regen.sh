#!/usr/bin/env bash
# Regenerates bench/programs/NAME.expected: each OCaml program run by the real OCaml toolchain
# (ocamlc, js_of_ocaml, node) at the small size of sizes.txt, which the output test uses.
#   bench/programs/regen.sh <path of the ocaml-reference script> [NAME...]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
ref="${1:?usage: regen.sh OCAML_REFERENCE [NAME...]}"; shift
grep -v '^#' "$here/sizes.txt" | while read -r name size; do
  [ -n "$name" ] || continue
  if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$name"; then continue; fi
  "$ref" "$here/$name.ml" -- "$size" > "$here/$name.expected"
  echo "$name: $(wc -l < "$here/$name.expected") lines"
done
