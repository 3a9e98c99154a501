#!/usr/bin/env bash
# Regenerate the expected outputs of the program corpus with the real OCaml toolchain
# (ocamlc, then js_of_ocaml, then node: flambe's reference semantics, 32-bit ints).
#
#   tests/programs/regen.sh                 # every program
#   tests/programs/regen.sh match lists/rev.ml multi/stack_adt   # some topics, files or folders
#
# For tests/programs/<topic>/NAME.ml it writes NAME.expected (stdout), NAME.stderr (only when
# stderr is not empty) and NAME.exit (only when the exit code is not 0); NAME.stdin, when
# present, is fed to the program. For a multi-file program tests/programs/multi/NAME/ the files
# listed in ORDER are compiled in that order (each .mli beside its .ml first) and the results go
# to expected, stderr and exit in the folder. A program whose first line holds the comment
# `(* reference: native *)` goes deeper than js_of_ocaml's stack allows (100,000-deep non-tail
# recursion): its expectation comes from ocamlopt instead (OCaml itself is the reference there;
# such programs must not print anything that depends on the width of int); with
# `(* reference: native, unlimited stack *)` ocamlopt's program runs with `ulimit -s unlimited`
# (OCaml 4.13's List.map and @ recurse once per element: a list of 1,000,000 elements needs more
# than the default 8 MB, which flambe's library does not). A program that uses
# the Str library (it names `Str.`) is compiled by ocamlc with str.cma and its bytecode run by
# ocamlrun: js_of_ocaml's own Str runtime is not OCaml's (in the 4.0 release,
# `Str.string_partial_match` loops until memory runs out, and its invalid-argument message
# differs), and Str prints nothing that depends on the width of int. NAME.bytecode_lines lists
# lines of NAME.expected (a number, then why) that come from the bytecode (ocamlc + ocamlrun)
# where js_of_ocaml's runtime formats otherwise than OCaml and flambe follows OCaml. Running it twice
# changes nothing; it lists what changed. The reference runner is $OCAML_REFERENCE when set, else `ocaml-reference` on the
# PATH, else the equivalent pipeline below.
set -u
here=$(cd "$(dirname "$0")" && pwd)

builtin_reference() {
  # same contract as ocaml-reference: program stdout/stderr through, its exit code out
  local w srcs=() f m rc native=0
  [ "$1" = "--native" ] && { native=1; shift; }
  w=$(mktemp -d)
  for f in "$@"; do
    m="${f%.ml}.mli"
    [ -f "$m" ] && { cp "$m" "$w/"; srcs+=("$(basename "$m")"); }
    cp "$f" "$w/"; srcs+=("$(basename "$f")")
  done
  if [ $native = 1 ]; then
    ( cd "$w" && ocamlopt -w -a -o prog "${srcs[@]}" >compile.log 2>&1 ) ||
      { cat "$w/compile.log" >&2; rm -rf "$w"; return 125; }
    "$w/prog"; rc=$?
    rm -rf "$w"
    return $rc
  fi
  ( cd "$w" &&
    ocamlc -w -a -o prog.byte "${srcs[@]}" >compile.log 2>&1 &&
    js_of_ocaml --quiet prog.byte -o prog.js >>compile.log 2>&1 ) ||
    { cat "$w/compile.log" >&2; rm -rf "$w"; return 125; }
  node --stack-size=7800 "$w/prog.js" 2>"$w/stderr.txt"; rc=$?
  # js_of_ocaml adds an empty line after "Fatal error: exception ..."; OCaml does not
  python3 -c 'import sys,re; b=open(sys.argv[1],"rb").read(); b=re.sub(rb"(Fatal error: exception [^\n]*\n)\n$", rb"\1", b); sys.stderr.buffer.write(b)' "$w/stderr.txt"
  rm -rf "$w"
  return $rc
}

# library_reference FILES...: ocamlc with str.cma and unix.cma, the bytecode run by ocamlrun
# (same contract)
library_reference() {
  local w srcs=() f m rc
  w=$(mktemp -d)
  for f in "$@"; do
    m="${f%.ml}.mli"
    [ -f "$m" ] && { cp "$m" "$w/"; srcs+=("$(basename "$m")"); }
    cp "$f" "$w/"; srcs+=("$(basename "$f")")
  done
  ( cd "$w" && ocamlc -w -a -I +str str.cma unix.cma -o prog.byte "${srcs[@]}" >compile.log 2>&1 ) ||
    { cat "$w/compile.log" >&2; rm -rf "$w"; return 125; }
  ocamlrun "$w/prog.byte"; rc=$?
  rm -rf "$w"
  return $rc
}

uses_library() { grep -Eq '(^|[^A-Za-z0-9_.])(Str|Unix|UnixLabels)\.' "$@"; }

if [ -n "${OCAML_REFERENCE:-}" ]; then reference() { "$OCAML_REFERENCE" "$@"; }
elif command -v ocaml-reference >/dev/null 2>&1; then reference() { ocaml-reference "$@"; }
else reference() { builtin_reference "$@"; }
fi

changed=0; total=0; failed=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

# update FILE from CONTENT-FILE; KEEP=1 keeps it even when empty
update() {
  local dest=$1 new=$2 keep=$3
  if [ "$keep" = 1 ] || [ -s "$new" ]; then
    if [ ! -f "$dest" ] || ! cmp -s "$dest" "$new"; then
      cp "$new" "$dest"; echo "changed: ${dest#$here/}"; changed=$((changed + 1))
    fi
  elif [ -f "$dest" ]; then
    rm -f "$dest"; echo "removed: ${dest#$here/}"; changed=$((changed + 1))
  fi
}

# take_bytecode_lines LIST STDIN FILES...: the lines of $tmp/out whose numbers LIST holds (one a
# line, then a comment) replaced by those the bytecode (ocamlc + ocamlrun) prints, where
# js_of_ocaml's runtime is wrong and flambe follows OCaml (`%#X` writes "0X")
take_bytecode_lines() {
  local list=$1 in=$2 w srcs=() f m; shift 2
  w=$(mktemp -d)
  for f in "$@"; do
    m="${f%.ml}.mli"
    [ -f "$m" ] && { cp "$m" "$w/"; srcs+=("$(basename "$m")"); }
    cp "$f" "$w/"; srcs+=("$(basename "$f")")
  done
  ( cd "$w" && ocamlc -w -a -o prog.byte "${srcs[@]}" >compile.log 2>&1 ) || { rm -rf "$w"; return; }
  if [ -f "$in" ]; then ocamlrun "$w/prog.byte" <"$in" >"$w/out" 2>/dev/null; else ocamlrun "$w/prog.byte" </dev/null >"$w/out" 2>/dev/null; fi
  python3 -c 'import sys
ns = [int(l.split()[0]) for l in open(sys.argv[1]) if l.strip()]
js = open(sys.argv[2], "rb").read().split(b"\n"); bc = open(sys.argv[3], "rb").read().split(b"\n")
for n in ns: js[n - 1] = bc[n - 1]
open(sys.argv[2], "wb").write(b"\n".join(js))' "$list" "$tmp/out" "$w/out"
  rm -rf "$w"
}

# run_one OUT_EXPECTED OUT_STDERR OUT_EXIT STDIN FILES...
run_one() {
  local oe=$1 os=$2 ox=$3 in=$4 rc; shift 4
  total=$((total + 1))
  if [ -f "$in" ]; then reference "$@" <"$in" >"$tmp/out" 2>"$tmp/err"; rc=$?
  else reference "$@" </dev/null >"$tmp/out" 2>"$tmp/err"; rc=$?; fi
  if [ $rc = 125 ]; then
    echo "FAILED (does not compile): $*" >&2; cat "$tmp/err" >&2; failed=$((failed + 1)); return
  fi
  if [ $rc = 0 ]; then : >"$tmp/exit"; else echo $rc >"$tmp/exit"; fi
  [ -f "${oe%.expected}.bytecode_lines" ] && take_bytecode_lines "${oe%.expected}.bytecode_lines" "$in" "$@"
  update "$oe" "$tmp/out" 1
  update "$os" "$tmp/err" 0
  update "$ox" "$tmp/exit" 0
}

run_single() {
  local f=$1 b=${1%.ml}
  if head -n 1 "$f" | grep -q 'reference: native, unlimited stack'; then
    # Programs that OCaml 4.13's own library runs deeper than its default 8 MB stack (List.map
    # on 1,000,000 elements): the reference runs them with the stack unlimited.
    local saved; saved=$(declare -f reference)
    reference() { ( ulimit -s unlimited && eval "$saved" && reference "$@" ); }
    run_one "$b.expected" "$b.stderr" "$b.exit" "$b.stdin" --native "$f"
    eval "$saved"
  elif head -n 1 "$f" | grep -q 'reference: native'; then
    run_one "$b.expected" "$b.stderr" "$b.exit" "$b.stdin" --native "$f"
  elif uses_library "$f"; then
    local saved; saved=$(declare -f reference)
    reference() { library_reference "$@"; }
    run_one "$b.expected" "$b.stderr" "$b.exit" "$b.stdin" "$f"
    eval "$saved"
  else
    run_one "$b.expected" "$b.stderr" "$b.exit" "$b.stdin" "$f"
  fi
}

run_multi() {
  local d=${1%/} files=() n
  [ -f "$d/ORDER" ] || { echo "FAILED (no ORDER): $d" >&2; failed=$((failed + 1)); return; }
  while read -r n; do [ -n "$n" ] && files+=("$d/$n"); done <"$d/ORDER"
  run_one "$d/expected" "$d/stderr" "$d/exit" "$d/stdin" "${files[@]}"
}

# run_path PATH: a topic folder, a multi-file program folder, or one .ml
run_path() {
  local p=$1 f
  [ -e "$p" ] || p="$here/$1"
  p=$(cd "$(dirname "$p")" && pwd)/$(basename "$p")
  if [ -f "$p" ]; then run_single "$p"
  elif [ -f "$p/ORDER" ]; then run_multi "$p"
  elif [ -d "$p" ]; then
    for f in "$p"/*; do
      if [ -d "$f" ]; then run_path "$f"; elif [[ "$f" == *.ml ]]; then run_single "$f"; fi
    done
  else echo "no such program: $1" >&2; failed=$((failed + 1)); fi
}

if [ $# = 0 ]; then
  for d in "$here"/*/; do run_path "$d"; done
else
  for a in "$@"; do run_path "$a"; done
fi
echo "$total programs, $changed files changed, $failed failed"
[ $failed = 0 ]
