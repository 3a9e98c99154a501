// The classes of a bad input's outcome. `diagnostic` and `success` are what the compiler must
// give; every other class is a bug.

/** Every class, the good ones first. */
export const outcomeClasses = [
  "diagnostic", // an OCaml-format error (`File "...", line ...` then `Error: ...`), exit code 2
  "success", // compiled (warnings allowed), exit code 0
  "internal", // the compiler threw an exception that is not a diagnostic
  "stack-trace", // a JavaScript stack trace or "internal error" in the compiler's output
  "too-deep", // the compiler's own recursion ran out of stack ("nesting too deep")
  "bad-diagnostic", // exit code 2 without an error in OCaml's format
  "crash", // the compiler's thread died (out of memory, ...)
  "hang", // no answer within the time limit
];

export const goodClasses = new Set(["diagnostic", "success"]);

const stackTrace = /\n\s+at .*(:\d+:\d+\)?|\(native\))/;
// `Error: ...`, `Error (warning 8 [partial-match]): ...` for a warning made an error, or
// `Error (alert deprecated): ...` for an alert made an error.
const ocamlError = /^File "[^"\n]*", lines? \d+(-\d+)?(, characters -?\d+--?\d+)?:\n([^\n]*\n)*?Error( \(warning \d+ \[[a-z0-9-]+\]\)| \(alert [A-Za-z0-9_'-]+\))?: /m;

/** The class of what the compiler printed (`text`, stdout and stderr) with `exitCode`. */
export function classifyOutput(text, exitCode) {
  if (stackTrace.test(text) || /internal error/i.test(text)) return { outcome: "stack-trace" };
  if (/nesting too deep/.test(text)) return { outcome: "too-deep" };
  if (exitCode === 0) return { outcome: "success" };
  return { outcome: ocamlError.test(text) ? "diagnostic" : "bad-diagnostic" };
}
