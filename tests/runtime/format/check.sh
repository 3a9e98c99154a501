#!/usr/bin/env bash
# Runs format_boxes.ml with OCaml's own Format and with flambe's stdlib/format.ml
# (both built by the real compiler) and compares their output.
here=$(cd "$(dirname "$0")" && pwd)
exec "$here/../../../stdlib/check-with-ocaml.sh" "$here/format_boxes.ml"
