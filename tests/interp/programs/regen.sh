#!/usr/bin/env bash
# Regenerate the expected outputs of the interpreter's programs with the real OCaml toolchain.
# Each NAME.fl (an IR program) has a NAME.ml that does the same in OCaml; this writes
# NAME.expected (stdout), NAME.stderr (when not empty) and NAME.exit (when not 0).
# A program whose first line is `(* reference: native *)` recurses deeper than js_of_ocaml's
# stack allows: OCaml itself (ocamlopt) is the reference there, so it must not print anything
# that depends on the width of int.
# The reference runner is $OCAML_REFERENCE when set, else `ocaml-reference` on the PATH, else
# ocamlc, js_of_ocaml and node directly.
set -u
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

run_reference() {
  local native=()
  [ "$1" = "--native" ] && { native=(--native); shift; }
  if [ -n "${OCAML_REFERENCE:-}" ]; then "$OCAML_REFERENCE" "${native[@]}" "$1"; return $?; fi
  if command -v ocaml-reference >/dev/null 2>&1; then ocaml-reference "${native[@]}" "$1"; return $?; fi
  local w rc; w=$(mktemp -d)
  if [ ${#native[@]} -gt 0 ]; then
    cp "$1" "$w/" && (cd "$w" && ocamlopt -w -a -o prog "$(basename "$1")") >&2 || { rm -rf "$w"; return 125; }
    "$w/prog"; rc=$?
  else
    cp "$1" "$w/" && (cd "$w" && ocamlc -w -a -o prog.byte "$(basename "$1")" && js_of_ocaml --quiet prog.byte -o prog.js) >&2 ||
      { rm -rf "$w"; return 125; }
    node --stack-size=7800 "$w/prog.js"; rc=$?
  fi
  rm -rf "$w"; return $rc
}

for ml in "$here"/*.ml; do
  n=$(basename "$ml" .ml)
  mode=()
  head -1 "$ml" | grep -q '(\* reference: native \*)' && mode=(--native)
  run_reference "${mode[@]}" "$ml" >"$tmp/out" 2>"$tmp/err"; rc=$?
  # js_of_ocaml adds an empty line after "Fatal error: exception ..."; OCaml does not.
  python3 -c 'import sys,re; b=open(sys.argv[1],"rb").read(); b=re.sub(rb"(Fatal error: exception [^\n]*\n)\n$", rb"\1", b); open(sys.argv[1],"wb").write(b)' "$tmp/err"
  cp "$tmp/out" "$here/$n.expected"
  if [ -s "$tmp/err" ]; then cp "$tmp/err" "$here/$n.stderr"; else rm -f "$here/$n.stderr"; fi
  if [ "$rc" -ne 0 ]; then echo "$rc" >"$here/$n.exit"; else rm -f "$here/$n.exit"; fi
  echo "$n: exit $rc"
done
