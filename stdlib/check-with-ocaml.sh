#!/usr/bin/env bash
# Checks this standard library with the real OCaml compiler:
#  1. every unit listed in ORDER compiles (interface, then implementation)
#     with -nostdlib -nopervasives, the others opening Stdlib;
#  2. each program in tests/ (a .ml, or a .mll run through ocamllex) is
#     built twice, against the real standard library and against this one
#     (linked with the real bytecode runtime), and the two outputs, with the
#     exit codes, must be identical, as must the signatures ocamlc -i infers;
#  3. where js_of_ocaml and node are installed, the same comparison with both
#     programs run through them, with 32-bit ints as under flambe.
# Ints are 63-bit under the bytecode runtime, so the test programs avoid
# depending on the width of int, except those named js_only_*.
# OCaml 4.13 ignores [@tail_mod_cons]: compiled by it, this library's List functions that
# rely on it (map, init, filter, @, ...) recurse once per element, and under js_of_ocaml's
# stack test_list_array's lists of 300,000 elements overflow (its js_of_ocaml leg fails so;
# the bytecode leg passes).
# Usage: ./check-with-ocaml.sh [test.ml ...]   (all of tests/ by default;
# KEEP_SCRATCH=1 keeps the scratch folder for inspection).
set -u
start_dir=$(pwd)
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -n "${KEEP_SCRATCH:-}" ]; then trap - EXIT; echo "scratch folder: $work"; fi
status=0

cp "$here"/*.mli "$here"/*.ml "$work"/ 2>/dev/null
cd "$work"

# 1. Compile the units in dependency order.
objs=()
while read -r unit; do
  [ -n "$unit" ] || continue
  file=$(echo "${unit:0:1}" | tr 'A-Z' 'a-z')${unit:1}
  if [ ! -f "$file.mli" ] || [ ! -f "$file.ml" ]; then
    echo "skip $unit: $file.mli or $file.ml missing"
    continue
  fi
  if [ "$unit" = Stdlib ]; then flags=(-nostdlib -nopervasives)
  else flags=(-nostdlib -nopervasives -open Stdlib); fi
  # Printf, Format and Scanf belong to the runtime's side of the project:
  # their warnings are theirs.
  case "$unit" in Printf|Format|Scanf) warn=-a ;; *) warn=+a-4-9-40-41-42-44-45-70 ;; esac
  if ocamlc "${flags[@]}" -w "$warn" -c "$file.mli" "$file.ml"; then
    objs+=("$file.cmo")
  else
    echo "FAIL: $unit does not compile"
    status=1
  fi
  if [ "$unit" = CamlinternalLazy ]; then
    # The real compiler turns Lazy.force into a call of this unit's
    # force_lazy_block, which flambe does not need (its runtime forces lazy
    # values): a stand-in is added for the check, and the unit recompiled.
    cat >> camlinternalLazy.mli <<'ML'
val force_lazy_block : 'a lazy_t -> 'a
ML
    cat >> camlinternalLazy.ml <<'ML'
external field : 'a -> int -> 'b = "%obj_field"
external set_field : 'a -> int -> 'b -> unit = "%obj_set_field"
external make_forward : 'a -> 'b -> unit = "caml_obj_make_forward"
let force_lazy_block (blk : 'a lazy_t) : 'a =
  let compute : unit -> 'a = field blk 0 in
  set_field blk 0 (fun () -> raise Undefined);
  match compute () with
  | v -> make_forward blk v; v
  | exception e -> set_field blk 0 (fun () -> raise e); raise e
ML
    ocamlc "${flags[@]}" -c camlinternalLazy.mli camlinternalLazy.ml || exit 1
  fi
done < "$here/ORDER"
[ $status = 0 ] || exit $status

# 1b. Each unit's signature, as ocamlc -i shows it through "include", must be
# OCaml's, up to what does not matter here: attributes ([@@noalloc],
# [@unboxed]), native-code primitive names, the layout of the text, and the
# nested modules left out (Sys.Immediate64, Array.Floatarray, Gc.Memprof).
normalise() {
  tr '\n' ' ' | sed -E \
    -e 's/ +/ /g' \
    -e 's/\(([a-z_]+) \[@[a-z]+\]\)/\1/g' \
    -e 's/ ?\[@@?[a-z_.]+\]//g' \
    -e 's/("[a-z_0-9%]+")( "[a-z_0-9]+")+/\1/g' \
    -e 's/ (val|external|type|exception|module|end) /\n\1 /g' \
    -e 's/ +$//' |
  sed -E -e 's/ +$//' -e "s/'a CamlinternalLazy.t/'a lazy_t/" |
  grep -v -E '^module (Immediate64|Floatarray|Memprof) = '
}
mkdir -p sigcheck
while read -r unit; do
  # (Js_of_ocaml is js_of_ocaml's library, not OCaml's, and a part of it: not compared.)
  case "$unit" in ""|Stdlib|CamlinternalLazy|Printf|Format|Scanf|Js_of_ocaml) continue ;; esac
  file=$(echo "${unit:0:1}" | tr 'A-Z' 'a-z')${unit:1}
  [ -f "$file.cmi" ] || continue
  echo "include $unit" > "sigcheck/ours_$file.ml"
  # Str, Unix and UnixLabels are OCaml's str.cma and unix.cma libraries, not modules of Stdlib;
  # flambe's Unix and UnixLabels have no map_file, which needs Bigarray
  real=(); skip='^$'
  case "$unit" in
    Str) echo "include Str" > "sigcheck/real_$file.ml"; real=(-I +str) ;;
    Unix|UnixLabels) echo "include $unit" > "sigcheck/real_$file.ml"; real=(-I +unix); skip='^val map_file :' ;;
    *) echo "include Stdlib.$unit" > "sigcheck/real_$file.ml" ;;
  esac
  (cd sigcheck &&
    ocamlc -nostdlib -nopervasives -open Stdlib -I .. -i "ours_$file.ml" | normalise > "ours_$file.txt" &&
    ocamlc "${real[@]}" -i "real_$file.ml" | normalise | grep -v -E "$skip" > "real_$file.txt")
  if ! diff -u "sigcheck/real_$file.txt" "sigcheck/ours_$file.txt" > "sigcheck/$file.diff"; then
    cat "sigcheck/$file.diff"
    echo "FAIL: the signature of $unit differs from OCaml's"
    status=1
  fi
done < "$here/ORDER"

# The primitives that only flambe's runtime provides get stand-ins here, so
# that the real bytecode runtime can run programs linked with this library.
cat > flambe_stubs.c <<'C'
#include <string.h>
#include <caml/mlvalues.h>
#include <caml/alloc.h>
#include <caml/memory.h>
#include <caml/fail.h>
#include <caml/printexc.h>
value caml_flambe_format_exception(value exn) {
  CAMLparam1(exn);
  CAMLlocal1(res);
  char *text = caml_format_exception(exn);
  res = caml_copy_string(text);
  caml_stat_free(text);
  CAMLreturn(res);
}
value caml_flambe_lazy_is_val(value v) {
  return Val_bool(!(Is_block(v) && Tag_val(v) == Lazy_tag));
}
value caml_flambe_exn_constructor(value exn) {
  return Tag_val(exn) == 0 ? Field(exn, 0) : exn;
}
value caml_flambe_exn_slot_name(value exn) {
  value slot = Tag_val(exn) == 0 ? Field(exn, 0) : exn;
  return Field(slot, 0);
}
value caml_flambe_exn_slot_id(value exn) {
  value slot = Tag_val(exn) == 0 ? Field(exn, 0) : exn;
  return Field(slot, 1);
}
value caml_flambe_string_concat(value a, value b) {
  CAMLparam2(a, b);
  CAMLlocal1(r);
  mlsize_t la = caml_string_length(a), lb = caml_string_length(b);
  r = caml_alloc_string(la + lb);
  memcpy((char *)Bytes_val(r), String_val(a), la);
  memcpy((char *)Bytes_val(r) + la, String_val(b), lb);
  CAMLreturn(r);
}
value caml_flambe_string_of_format(value fmt) {
  caml_failwith("caml_flambe_string_of_format: not available here");
}
value caml_flambe_format_concat(value f1, value f2) {
  caml_failwith("caml_flambe_format_concat: not available here");
}
C
# Any other flambe primitive gets a stand-in that fails if called.
for prim in $(grep -oh 'caml_flambe_[A-Za-z0-9_]*' ./*.ml ./*.mli | sort -u); do
  grep -q "value $prim(" flambe_stubs.c ||
    printf 'value %s(value a, value b, value c, value d, value e) {\n  caml_failwith("%s: not available here");\n}\n' "$prim" "$prim" >> flambe_stubs.c
done
ocamlc -c flambe_stubs.c || exit 1

# The same stand-ins for js_of_ocaml, which runs the programs with 32-bit
# ints as flambe does (step 3).
cat > flambe_stubs.js <<'JS'
//Provides: caml_flambe_format_exception
//Requires: caml_format_exception, caml_string_of_jsbytes
function caml_flambe_format_exception(e) { return caml_string_of_jsbytes(caml_format_exception(e)); }
//Provides: caml_flambe_string_concat
//Requires: caml_string_of_jsbytes, caml_jsbytes_of_string
function caml_flambe_string_concat(a, b) {
  return caml_string_of_jsbytes(caml_jsbytes_of_string(a) + caml_jsbytes_of_string(b));
}
//Provides: caml_flambe_exn_constructor
function caml_flambe_exn_constructor(e) { return e[0] === 248 ? e : e[1]; }
//Provides: caml_flambe_exn_slot_name
function caml_flambe_exn_slot_name(e) { return (e[0] === 248 ? e : e[1])[1]; }
//Provides: caml_flambe_exn_slot_id
function caml_flambe_exn_slot_id(e) { return (e[0] === 248 ? e : e[1])[2]; }
//Provides: caml_flambe_lazy_is_val
function caml_flambe_lazy_is_val(v) { return (v instanceof Array && (v[0] === 246 || v[0] === 244)) ? 0 : 1; }
JS
for prim in $(grep -oh 'caml_flambe_[A-Za-z0-9_]*' ./*.ml ./*.mli | sort -u); do
  grep -q "Provides: $prim\$" flambe_stubs.js ||
    printf '//Provides: %s\n//Requires: caml_failwith\nfunction %s() { caml_failwith("%s: not available here"); }\n' \
      "$prim" "$prim" "$prim" >> flambe_stubs.js
done
{ ocamlrun -p; grep -oh 'caml_flambe_[A-Za-z0-9_]*' ./*.ml ./*.mli | sort -u; } > primitives.txt
cp "$(ocamlc -where)/camlheader" .
have_jsoo=no
command -v js_of_ocaml > /dev/null && command -v node > /dev/null && have_jsoo=yes
# A program ends with the unit Std_exit, which runs the
# at_exit functions (flushing the channels); -nopervasives leaves it out
# of the link, so this one, over our Stdlib, is linked explicitly.
echo 'let () = do_at_exit ()' > std_exit.ml
ocamlc -nostdlib -nopervasives -open Stdlib -c std_exit.ml || exit 1
# Js_of_ocaml calls JavaScript primitives (runtime/js/), which the bytecode runtime has not, and
# Unix (and UnixLabels, which calls it) the primitives of OCaml's unix library (libunix): compiled
# in step 1, they stay out of the library the programs link with -linkall.
linked=(); for o in "${objs[@]}"; do case "$o" in js_of_ocaml.cmo|unix.cmo|unixLabels.cmo) ;; *) linked+=("$o") ;; esac; done
ocamlc -a -o flambe_stdlib.cma "${linked[@]}" || exit 1

# 2. Run the test programs both ways and compare.
tests=()
for t in "$@"; do tests+=("$(cd "$start_dir" && realpath "$t")"); done
[ ${#tests[@]} -gt 0 ] || tests=("$here"/tests/*.ml "$here"/tests/*.mll)
for t in "${tests[@]}"; do
  name=$(basename "$(basename "$t" .mll)" .ml)
  mkdir -p "t_$name"
  case "$t" in
    *.mll) ocamllex -q -o "t_$name/$name.ml" "$t" || { echo "FAIL: ocamllex $name"; status=1; continue; } ;;
    *) cp "$t" "t_$name/$name.ml" ;;
  esac
  # Programs named js_only_* depend on the width of int: they are only
  # compared in step 3.
  case "$name" in js_only_*) js_only=yes ;; *) js_only=no ;; esac
  (cd "t_$name" &&
    ocamlc -w -a -o real.byte "$name.ml" &&
    ./real.byte > real.out 2>&1; echo "exit $?" >> real.out) ||
    { echo "FAIL: $name does not build with the real library"; status=1; continue; }
  (cd "t_$name" &&
    ocamlc -w -a -custom -nostdlib -nopervasives -open Stdlib -I .. \
      -ccopt "-L$(ocamlc -where)" -o ours.byte ../flambe_stubs.o ../flambe_stdlib.cma -linkall "$name.ml" ../std_exit.cmo 2> build.log) ||
    { cat "t_$name/build.log"; echo "FAIL: $name does not build with this library"; status=1; continue; }
  (cd "t_$name" && ./ours.byte > ours.out 2>&1; echo "exit $?" >> ours.out)
  # The signature ocamlc -i infers must not depend on the library either.
  (cd "t_$name" &&
    ocamlc -i "$name.ml" > real.mli 2>&1 &&
    ocamlc -nostdlib -nopervasives -open Stdlib -I .. -i "$name.ml" > ours.mli 2>&1)
  if ! diff -u "t_$name/real.mli" "t_$name/ours.mli"; then
    echo "FAIL: ocamlc -i prints a different signature for $name"
    status=1
  fi
  if [ $js_only = yes ]; then
    :
  elif diff -u "t_$name/real.out" "t_$name/ours.out" > "t_$name/diff"; then
    echo "ok   $name ($(wc -l < "t_$name/real.out") lines)"
  else
    head -40 "t_$name/diff"
    echo "FAIL: $name prints differently"
    status=1
  fi
  # 3. The same through js_of_ocaml and node: 32-bit ints, JavaScript floats.
  [ $have_jsoo = yes ] || continue
  (cd "t_$name" &&
    js_of_ocaml --quiet real.byte -o real.js &&
    { node --stack-size=7800 real.js > real_js.raw 2>&1; echo "exit $?" >> real_js.raw; } &&
    # js_of_ocaml's runtime adds an empty line after "Fatal error: exception
    # ..."; OCaml does not, nor does this library's Printexc.
    awk 'prev ~ /^Fatal error: exception / && $0 == "" { prev = $0; next } { print; prev = $0 }' \
      real_js.raw > real_js.out &&
    ocamlc -w -a -use-prims ../primitives.txt -nostdlib -nopervasives -open Stdlib -I .. \
      -o ours_js.byte ../flambe_stdlib.cma -linkall "$name.ml" ../std_exit.cmo &&
    js_of_ocaml --quiet ../flambe_stubs.js ours_js.byte -o ours.js &&
    { node --stack-size=7800 ours.js > ours_js.out 2>&1; echo "exit $?" >> ours_js.out; }) ||
    { echo "FAIL: $name does not build with js_of_ocaml"; status=1; continue; }
  if diff -u "t_$name/real_js.out" "t_$name/ours_js.out" > "t_$name/diff_js"; then
    echo "ok   $name under js_of_ocaml ($(wc -l < "t_$name/real_js.out") lines)"
  else
    head -40 "t_$name/diff_js"
    echo "FAIL: $name prints differently under js_of_ocaml"
    status=1
  fi
done
exit $status
