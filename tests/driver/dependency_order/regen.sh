#!/usr/bin/env bash
# Regenerates each case's `expected`: what `ocamldep -sort` prints for the files in the order
# ORDER gives (its output line, then its error, if any, then the exit code).
set -u
here=$(cd "$(dirname "$0")" && pwd)
for d in "$here"/*/; do
  n=$(basename "$d")
  out=$(mktemp); err=$(mktemp)
  (cd "$d" && ocamldep -sort $(cat ORDER) >"$out" 2>"$err"); rc=$?
  { cat "$out"; echo; cat "$err"; echo "exit $rc"; } > "$d/expected.new"
  rm -f "$out" "$err"
  if ! cmp -s "$d/expected.new" "$d/expected" 2>/dev/null; then mv "$d/expected.new" "$d/expected"; echo "changed: $n"; else rm "$d/expected.new"; fi
done
