#!/usr/bin/env bash
# The expectations of the backtrace tests, from ocamlc -g and ocamlrun (Debian: ocaml-nox):
# NAME.expected (stdout), NAME.stderr, NAME.exit; NAME.env holds the environment the run gets.
set -euo pipefail
cd "$(dirname "$0")"
for f in *.ml; do
  n="${f%.ml}"
  dir="$(mktemp -d)"
  cp "$f" "$dir/"
  (cd "$dir" && ocamlc -g "$f" -o prog.byte)
  set +e
  ulimit -s unlimited 2>/dev/null || true
  env $(cat "$n.env" 2>/dev/null || true) ocamlrun "$dir/prog.byte" > "$n.expected" 2> "$n.stderr"
  echo $? > "$n.exit"
  set -e
  rm -rf "$dir"
done
