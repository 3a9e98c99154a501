#!/usr/bin/env bash
# Regenerate the expected outputs of the interoperability programs with js_of_ocaml, the
# reference for calling JavaScript from OCaml:
#
#   tests/interop/regen.sh                  # every program
#   tests/interop/regen.sh stubs js_basics  # some of them
#
# For programs/NAME.ml (with programs/NAME.js, its stubs, when present) it compiles with
# `ocamlfind ocamlc -no-check-prims -package js_of_ocaml -linkpkg`, links with
# `js_of_ocaml --enable use-js-string` (flambe's strings are JavaScript strings, so stubs'
# `//If: js-string` fragments are the ones that hold) given the same stub file, runs with node,
# and writes NAME.expected (stdout), NAME.stderr (when not empty) and NAME.exit (when not 0).
set -u
here=$(cd "$(dirname "$0")" && pwd)
names=("$@")
[ ${#names[@]} -gt 0 ] || names=($(cd "$here/programs" && ls *.ml | sed 's/\.ml$//'))
for name in "${names[@]}"; do
  src="$here/programs/$name.ml"
  w=$(mktemp -d)
  cp "$src" "$w/"
  stubs=()
  [ -f "$here/programs/$name.js" ] && { cp "$here/programs/$name.js" "$w/"; stubs=("$name.js"); }
  ( cd "$w" &&
    ocamlfind ocamlc -no-check-prims -package js_of_ocaml -linkpkg -w -a "$name.ml" -o prog.byte >compile.log 2>&1 &&
    js_of_ocaml --enable use-js-string --quiet "${stubs[@]}" prog.byte -o prog.js >>compile.log 2>&1 ) ||
    { cat "$w/compile.log" >&2; rm -rf "$w"; echo "regen: $name does not compile" >&2; exit 1; }
  node --stack-size=7800 "$w/prog.js" >"$w/stdout" 2>"$w/stderr"; rc=$?
  # js_of_ocaml prints an empty line after "Fatal error: exception ..."; OCaml (and flambe) do not.
  python3 -c 'import sys,re; b=open(sys.argv[1],"rb").read(); b=re.sub(rb"(Fatal error: exception [^\n]*\n)\n$", rb"\1", b); open(sys.argv[1],"wb").write(b)' "$w/stderr"
  cp "$w/stdout" "$here/programs/$name.expected"
  if [ -s "$w/stderr" ]; then cp "$w/stderr" "$here/programs/$name.stderr"; else rm -f "$here/programs/$name.stderr"; fi
  if [ $rc -ne 0 ]; then echo $rc >"$here/programs/$name.exit"; else rm -f "$here/programs/$name.exit"; fi
  rm -rf "$w"
  echo "regen: $name"
done
