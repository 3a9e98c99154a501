#!/usr/bin/env bash
# Regenerate every expectation of the type-checking corpus with the real ocamlc.
#
#   tests/check/regen.sh            regenerate everything
#   tests/check/regen.sh ok errors  only the named parts (ok ok_multi errors errors_multi warnings mixed tmc)
#
# Idempotent: a file is rewritten only when its content changes, and each change is printed.
# All compilation happens in throw-away folders, never in the repository.
set -u
export LC_ALL=C
unset OCAMLPARAM OCAMLRUNPARAM
here=$(cd "$(dirname "$0")" && pwd)
command -v ocamlc >/dev/null || { echo "regen: ocamlc not found" >&2; exit 1; }
scratch=$(mktemp -d); trap 'rm -rf "$scratch"' EXIT
changed=0; problems=0

# put CONTENT-FILE DEST: install a freshly produced expectation, saying what changed
put() {
  if [ ! -f "$2" ]; then cp "$1" "$2"; echo "new      ${2#$here/}"; changed=$((changed+1))
  elif ! cmp -s "$1" "$2"; then cp "$1" "$2"; echo "changed  ${2#$here/}"; changed=$((changed+1)); fi
}
drop() { if [ -f "$1" ]; then rm -f "$1"; echo "removed  ${1#$here/}"; changed=$((changed+1)); fi; }
problem() { echo "PROBLEM  $*"; problems=$((problems+1)); }
fresh() { rm -rf "$scratch/w"; mkdir "$scratch/w"; }

# ok/NAME.ml must type-check; NAME.i.expected is `ocamlc -i NAME.ml` when it prints no warning.
regen_ok() {
  for f in "$here"/ok/*.ml; do
    [ -e "$f" ] || continue
    n=$(basename "$f" .ml); fresh; cp "$f" "$scratch/w/$n.ml"
    (cd "$scratch/w" && ocamlc -i "$n.ml" >out 2>err); rc=$?
    if [ $rc -ne 0 ]; then problem "ok/$n.ml is rejected by ocamlc:"; sed 's/^/         /' "$scratch/w/err"; continue; fi
    if [ -s "$scratch/w/err" ]; then
      problem "ok/$n.ml warns, so it gets no .i.expected:"; sed 's/^/         /' "$scratch/w/err"
      drop "$here/ok/$n.i.expected"
    else put "$scratch/w/out" "$here/ok/$n.i.expected"; fi
    # Compiling must be clean too, but for weak type variables, which only -i may print, and
    # for [@specialised] on a call, which ocamlc -c always reports as misplaced (warning 53).
    (cd "$scratch/w" && ocamlc -c "$n.ml" >/dev/null 2>err)
    if [ -s "$scratch/w/err" ] && ! grep -q 'cannot be generalized' "$scratch/w/err" \
       && ! grep -q '\[@specialised' "$f"; then
      problem "ok/$n.ml: ocamlc -c fails or warns:"; sed 's/^/         /' "$scratch/w/err"; fi
  done
  for e in "$here"/ok/*.i.expected; do [ -e "$e" ] || continue
    [ -f "${e%.i.expected}.ml" ] || drop "$e"; done
}

# ok_multi/NAME/: ORDER lists the .ml units in dependency order; a unit's .mli (if any) is
# compiled just before it. X.i.expected is `ocamlc -i X.ml` with the earlier units compiled.
regen_ok_multi() {
  for d in "$here"/ok_multi/*/; do
    [ -f "$d/ORDER" ] || continue
    d=${d%/}; n=$(basename "$d"); fresh; cp "$d"/*.ml* "$scratch/w/"
    for e in "$d"/*.i.expected; do [ -e "$e" ] || continue
      b=$(basename "$e" .i.expected); grep -qx "$b.ml" "$d/ORDER" || drop "$e"; done
    for u in $(cat "$d/ORDER"); do
      b=${u%.ml}
      if [ -f "$scratch/w/$b.mli" ]; then
        (cd "$scratch/w" && ocamlc -c "$b.mli" >/dev/null 2>err) || { problem "ok_multi/$n/$b.mli is rejected:"; sed 's/^/         /' "$scratch/w/err"; continue 2; }
      fi
      (cd "$scratch/w" && ocamlc -i "$b.ml" >out 2>err)
      if [ $? -ne 0 ] || [ -s "$scratch/w/err" ]; then problem "ok_multi/$n/$b.ml: ocamlc -i fails or warns:"; sed 's/^/         /' "$scratch/w/err"; continue 2; fi
      put "$scratch/w/out" "$d/$b.i.expected"
      (cd "$scratch/w" && ocamlc -c "$b.ml" >/dev/null 2>err)
      if [ $? -ne 0 ] || [ -s "$scratch/w/err" ]; then problem "ok_multi/$n/$b.ml: ocamlc -c fails or warns:"; sed 's/^/         /' "$scratch/w/err"; continue 2; fi
    done
  done
}

# errors/NAME.ml and warnings/NAME.ml: NAME.expected is the stderr of `ocamlc -c NAME.ml`
# (`ocamlc -c NAME.mli NAME.ml` when a NAME.mli sits beside it), NAME.exit its exit code.
regen_single() { # part
  part=$1
  for f in "$here/$part"/*.ml; do
    [ -e "$f" ] || continue
    n=$(basename "$f" .ml); fresh; cp "$f" "$scratch/w/$n.ml"; srcs="$n.ml"
    [ -f "$here/$part/$n.mli" ] && { cp "$here/$part/$n.mli" "$scratch/w/"; srcs="$n.mli $n.ml"; }
    flags=""; [ -f "$here/$part/$n.flags" ] && flags=$(cat "$here/$part/$n.flags")
    (cd "$scratch/w" && ocamlc -c $flags $srcs >/dev/null 2>err); rc=$?
    echo $rc >"$scratch/w/rc"
    put "$scratch/w/err" "$here/$part/$n.expected"; put "$scratch/w/rc" "$here/$part/$n.exit"
    if [ "$part" = errors ] && [ $rc -eq 0 ]; then problem "errors/$n.ml is accepted by ocamlc"; fi
    if [ "$part" = errors ] && grep -q '^Warning' "$scratch/w/err"; then problem "errors/$n.ml also warns"; fi
    if [ "$part" = warnings ] && { [ $rc -ne 0 ] || [ ! -s "$scratch/w/err" ]; }; then problem "warnings/$n.ml: exit $rc, or no warning"; fi
  done
  for e in "$here/$part"/*.expected "$here/$part"/*.exit; do [ -e "$e" ] || continue
    [ -f "${e%.*}.ml" ] || drop "$e"; done
}

# errors_multi/NAME/: compile the units of ORDER in turn (each .mli before its .ml) with
# `ocamlc -c`, stopping at the first failure; `expected` is the stderr so far, `exit` its code.
regen_errors_multi() {
  for d in "$here"/errors_multi/*/; do
    [ -f "$d/ORDER" ] || continue
    d=${d%/}; n=$(basename "$d"); fresh; cp "$d"/*.ml* "$scratch/w/"; : >"$scratch/w/all"; rc=0
    for u in $(cat "$d/ORDER"); do
      b=${u%.ml}
      for s in "$b.mli" "$b.ml"; do
        [ -f "$scratch/w/$s" ] || continue
        (cd "$scratch/w" && ocamlc -c "$s" >/dev/null 2>err); rc=$?
        cat "$scratch/w/err" >>"$scratch/w/all"
        [ $rc -ne 0 ] && break 2
      done
    done
    echo $rc >"$scratch/w/rc"
    put "$scratch/w/all" "$d/expected"; put "$scratch/w/rc" "$d/exit"
    [ $rc -eq 0 ] && problem "errors_multi/$n is accepted by ocamlc"
  done
}

# tmc/NAME.ml: [@tail_mod_cons] (OCaml 4.14 on), which ocamlc 4.13 ignores: the expectation is
# the stderr of `ocamlc -c NAME.ml` by the ocamlc of OCaml 4.14 named by $OCAMLC_4_14; the part
# is left as it is when that variable is not set. NAME.exit: its exit code (2 for an error).
regen_tmc() {
  if [ -z "${OCAMLC_4_14:-}" ]; then echo "regen: tmc skipped (set OCAMLC_4_14 to the ocamlc of OCaml 4.14)"; return; fi
  "$OCAMLC_4_14" -version | grep -q '^4\.14' || { problem "OCAMLC_4_14 is not OCaml 4.14's ocamlc"; return; }
  for f in "$here"/tmc/*.ml; do
    [ -e "$f" ] || continue
    n=$(basename "$f" .ml); fresh; cp "$f" "$scratch/w/$n.ml"
    (cd "$scratch/w" && "$OCAMLC_4_14" -c "$n.ml" >/dev/null 2>err); rc=$?
    echo $rc >"$scratch/w/rc"
    put "$scratch/w/err" "$here/tmc/$n.expected"; put "$scratch/w/rc" "$here/tmc/$n.exit"
  done
  for e in "$here/tmc"/*.expected "$here/tmc"/*.exit; do [ -e "$e" ] || continue
    [ -f "${e%.*}.ml" ] || drop "$e"; done
}

parts=${*:-ok ok_multi errors errors_multi warnings mixed tmc}
for p in $parts; do
  case $p in
    ok) regen_ok ;; ok_multi) regen_ok_multi ;; errors) regen_single errors ;;
    errors_multi) regen_errors_multi ;; warnings) regen_single warnings ;; mixed) regen_single mixed ;;
    tmc) regen_tmc ;;
    *) echo "regen: unknown part $p" >&2; exit 1 ;;
  esac
done
echo "regen: $changed file(s) changed, $problems problem(s)"
[ $problems -eq 0 ]
