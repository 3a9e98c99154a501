// Generates the corpus of format-string cases of format_flags.test.ts (cases.jsonl beside this
// file) from the real OCaml: run `node tests/typing/format_flags/generate.mjs` with ocamlc,
// ocamlrun, js_of_ocaml and node on the PATH (Debian: apt-get install -y ocaml-nox js-of-ocaml).
// It takes a few minutes (one `ocamlc -c` per rejected case); FORMAT_FLAGS_OUT=FILE writes the
// corpus to FILE instead (to compare).
//
// The cases are deterministic: every combination of the flags `-`, `0`, `+`, space and `#` (each
// alone, every ordered pair, a few triples and repetitions), with or without the `_` flag, with
// no width, `5` or `*`, and with no precision, `.3`, `.*`, `.` or `.-2`, for the conversions of
// the first group; the other conversions take a deterministic sample of those combinations; then
// flags misplaced after a width or precision, formats with several errors (which one OCaml
// reports), `@` directives (Format's boxes, breaks and tags), and sub-formats.
//
// For each case: ocamlc's verdict (`ocamlc -c` on `let f = ("FMT" : _ format6)`: the error's
// message, or for the accepted ones the type `ocamlc -i` prints), and, for the accepted ones whose
// arguments can be made up from their type, what `Printf.sprintf` (`Format.asprintf` for the `@`
// cases, as `call` says) returns, or the exception it raises, with two sets of arguments, through
// ocamlc, js_of_ocaml and node (flambe's reference for 32-bit ints and JavaScript floats); where
// the bytecode (ocamlc + ocamlrun) prints otherwise, and not because of the width of ints, the
// bytecode's output is taken (js_of_ocaml's runtime is wrong there: `%#X`, `%.0h`); a run where
// both are wrong for flambe (`%#X` of a negative int) is left out.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const here = new URL(".", import.meta.url).pathname;

// ---------------------------------------------------------------------------------------------
// The cases

const FLAGS = ["-", "0", "+", " ", "#"];
const flagStrings = [""];
for (const a of FLAGS) flagStrings.push(a);
for (const a of FLAGS) for (const b of FLAGS) flagStrings.push(a + b);
flagStrings.push("-0+", "0-#", "+ #", "# -0", "0+-", " +0", "#0-");
const IGN = ["", "_"];
const WIDTHS = ["", "5", "*"];
const PRECS = ["", ".3", ".*", ".", ".-2"];
const CORE = ["d", "x", "u", "s", "S", "c", "f", "F", "B", "a", "t", "%", "{%d%}", "(%d%)", "[a-c]"];
const OTHERS = ["i", "X", "o", "C", "e", "E", "g", "G", "h", "H", "b", "ld", "lx", "Ld", "nd", "ni", "Lu", "!", "@", ",", "l", "n", "L", "N"];

// A deterministic pseudo-random sequence (a linear congruential generator).
let seed = 12345;
const random = (n) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};

/** Each case: the format string and, when it has a sub-format, the sub-format's text. */
const cases = [];
const seen = new Set();
const add = (fmt, sub) => {
  if (seen.has(fmt)) return;
  seen.add(fmt);
  cases.push({ fmt, sub });
};
const subOf = (conv) => (conv.startsWith("{") || conv.startsWith("(") ? conv.slice(1, -2) : undefined);
for (const conv of CORE)
  for (const ign of IGN)
    for (const flags of flagStrings)
      for (const w of WIDTHS) for (const p of PRECS) add(`[%${ign}${flags}${w}${p}${conv}]`, subOf(conv));
for (const conv of OTHERS)
  for (let k = 0; k < 160; k++) {
    const flags = flagStrings[random(flagStrings.length)];
    add(`[%${IGN[random(2)]}${flags}${WIDTHS[random(3)]}${PRECS[random(5)]}${conv}]`, subOf(conv));
  }
// Flags after the width or the precision, a `.` twice, digits after `*`, an unfinished format.
for (const conv of ["d", "s", "f", "c"])
  for (const f of FLAGS.concat(["_", "."]))
    for (const before of ["5", ".2", "5.", "*", ".*", "05"]) add(`[%${before}${f}${conv}]`);
for (const s of ["%", "%5", "%.", "%-", "%_", "%l", "%L", "%n", "a%", "%5.3", "%*", "%.*", "%#", "%0", "%+5.", "%[", "%[a", "%[^", "%[]"])
  add(s);
for (const s of ["%99999999999999999999d", "%5*d", "%*5d", "%.3*d", "%.*3d", "%**d", "%..3d", "%.3.3d", "%05.3d", "%-05d", "%0-5d", "%5.3s", "%*.*s", "%5.*s", "%.*5s", "%5c", "%0c", "%-0c", "%00c", "%_0c", "%.3c", "%.*c", "%_*d", "%_.*f", "%_*s", "%_.*s", "%_5.3f", "%_+d", "%_#x", "%ld", "%lu", "%lX", "%lo", "%li", "%l5", "%Lx", "%nX", "%_ld", "%_Lx", "%_nd", "%_l", "%_n", "%_L", "%_N", "%%", "%_%", "%_!", "%_@", "%_,", "%r", "%_r", "%q", "%5q", "% ", "%#", "%y", "%}", "%)", "%5)"])
  add(`[${s}]`);
// Sub-formats: nested, unclosed, mismatched, with flags.
const subs = [
  "%{%d%}", "%{%d %s%}", "%{%}", "%{%{%d%}%}", "%{%(%d%)%}", "%(%d%)", "%(%d %s%)", "%(%)", "%(%(%d%)%)", "%(%{%s%}%)",
  "%{%d", "%(%d", "%{%d%)", "%(%d%}", "%{%_d%}", "%(%_d%)", "%_{%d%}", "%_(%d%)", "%5{%d%}", "%-5(%d%)", "%05{%d%}",
  "%*{%d%}", "%.3{%d%}", "%.*(%d%)", "%{%5.3f%}", "%{%a%t%}", "%(%a%)", "%(%t%)", "%{%[a-z]%}", "%{%%%}", "%{@[%d@]%}",
  "%{%_(%d%)%}", "%(%_{%d%}%)", "%{%_", "%(%", "%{%_{%d%}", "%{%ld%Lx%nd%}", "%{%c%C%s%S%B%}", "%{%e%E%g%G%h%H%F%}",
  "%{%*d%.*f%}", "%(%*d%)", "%{%l%n%L%N%}", "%{%!%@%,%}",
];
for (const s of subs) {
  const m = /^%[^{(]*[{(](.*)%[})]$/.exec(s);
  add(`[${s}]`, m ? m[1] : undefined);
}
// The order in which OCaml finds errors: the checks it makes after parsing the rest of a format
// (`_` unused, a `*` width with `_`) come after the rest's, the last conversion's first; the
// part of `%(...%)` and of `@[<...>` after the rest; control characters in messages.
for (const s of ["%_a%_t", "%_a%(%d", "%(%_a%)%_t", "%{%_a%}%_t", "@[<%_a>%_t", "%_t@[<%_a>", "%_*s%_a", "%(%_t%)%_a", "%_*d%_c",
  "%*c%_a", "%_a%[", "%_.*f@{<%_a>", "@[<%_a>@{<%_t>", "%_(%_a%)", "%_{%_t%}%_a", "%_a%y", "%y%_a", "%(%y%)%_a", "%{%y%}%_a",
  "%\n", "\t%y", "%_\t", "%[\n%]"])
  add(s);
// `@` directives: boxes, breaks, tags, and their sizes; conversions inside a box's or a tag's `<...>`.
const ats = [
  "@[", "@]", "@[<hov 2>", "@[<v 3>a@,b@]", "@[<h>x@ y@]", "@[<hv>a@;b@]", "@[<b 1>", "@[<hov 2>%d@]", "@[<v %d>a@,b@]",
  "@[<%s>a@]", "@[<hov", "@[<", "@[<>", "@[<hov 2%", "@{<t>x@}", "@{<%s>x@}", "@{x@}", "@{<t>", "@{<", "@}", "@ ", "@,",
  "@;", "@;<1 2>", "@;<1>", "@;< 1  2 >", "@;<-1 2>", "@;<1 -2>", "@;<a>", "@;<1 2", "@;<1 a>", "@;<- 1>", "@;<-", "@?",
  "@.", "@\n", "@<3>abc", "@<3", "@<x>", "@< 3 >ab", "@<-3>ab", "@<3>%s", "@@", "@%", "@%%", "@%d", "@", "a@", "@x", "@ @",
  "@[@]", "@[%d@]", "%@", "%@[", "@%@", "@[<v 2>@[<h>a@ b@]@,c@]", "@[<hov 2>%a@]", "@[<v 0>%t@]", "@{<a>%{%d%}@}",
  "@[<v 2>%(%d%)@]", "@[<hv %*d>", "@<%d>ab", "@;<%d 2>",
];
const atCases = new Set();
for (const s of ats) {
  add(`[${s}]`);
  atCases.add(`[${s}]`);
}
for (const s of ["@[<v 2>%_d@]", "@[<%5d>"]) {
  add(s);
  atCases.add(s);
}

// ---------------------------------------------------------------------------------------------
// Running the real OCaml

const work = mkdtempSync(join(tmpdir(), "format-flags-"));
const run = (cmd, args, input) => {
  try {
    return { ok: true, out: execFileSync(cmd, args, { cwd: work, encoding: "latin1", input, stdio: ["pipe", "pipe", "pipe"], maxBuffer: 1 << 28 }) };
  } catch (e) {
    return { ok: false, out: String(e.stdout ?? ""), err: String(e.stderr ?? "") };
  }
};
const ocamlString = (s) => '"' + s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n") + '"';

// 1. Accepted or not, with ocamlc's message: a first pass with ocamlc's own parser of format
// literals (CamlinternalFormat's, in its legacy mode) in one program, then `ocamlc -c` on each
// case it rejects and `ocamlc -i` on all the accepted ones, which are what the corpus records.
writeFileSync(
  join(work, "verdict.ml"),
  "let cases = [|\n" +
    cases.map((c) => "  " + ocamlString(c.fmt) + ";\n").join("") +
    "|]\nlet () = Array.iter (fun s -> match CamlinternalFormat.fmt_ebb_of_string ~legacy_behavior:true s with\n" +
    "  | _ -> print_endline \"ok\" | exception Failure m -> print_endline (String.escaped m)) cases\n",
);
if (!run("ocamlc", ["-o", "verdict.byte", "verdict.ml"]).ok) throw new Error("verdict.ml does not compile");
const verdicts = run("ocamlrun", ["verdict.byte"]).out.split("\n");
const accepted = [];
cases.forEach((c, n) => {
  if (verdicts[n] === "ok") {
    accepted.push(c);
    return;
  }
  writeFileSync(join(work, "r.ml"), `let f = (${ocamlString(c.fmt)} : _ format6)\n`);
  const r = run("ocamlc", ["-c", "r.ml"]);
  if (r.ok) throw new Error(`ocamlc accepts ${JSON.stringify(c.fmt)}`);
  const m = /\nError: ([^]*)$/.exec(r.err);
  if (m === null) throw new Error(`no error for ${JSON.stringify(c.fmt)}: ${r.err}`);
  c.error = m[1].trimEnd();
});
writeFileSync(join(work, "ok.ml"), accepted.map((c, n) => `let f${n} = (${ocamlString(c.fmt)} : _ format6)\n`).join(""));
const iface = run("ocamlc", ["-i", "ok.ml"]);
if (!iface.ok) throw new Error(`ocamlc -i: ${iface.err}`);
const types = iface.out.split(/\n(?=val )/).map((v) => v.replace(/^val f\d+ :\s*/, "").replace(/\s+/g, " ").trim());
if (types.length !== accepted.length) throw new Error("ocamlc -i: not one type per case");
accepted.forEach((c, n) => (c.type = types[n]));

// 2. The outputs, with arguments made up from each accepted case's type.
/** Splits `s` at the top-level occurrences of `sep` (outside parentheses). */
function splitTop(s, sep) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch === "(") depth++;
    else if (ch === ")") depth--;
    else if (depth === 0 && s.startsWith(sep, i)) {
      parts.push(s.slice(start, i).trim());
      start = i + sep.length;
      i += sep.length - 1;
    }
  }
  parts.push(s.slice(start).trim());
  return parts;
}
const ARGS = [
  { int: "1234", star: "6", int32: "1234l", int64: "(-98765L)", nativeint: "77n", float: "12.375", string: '"ab"', char: "'x'", bool: "true" },
  { int: "(-5)", star: "(-3)", int32: "(-7l)", int64: "0L", nativeint: "(-1n)", float: "(-0.000123)", string: '"a\\"b\\n"', char: "'\\n'", bool: "false" },
];
/** The OCaml arguments for the type of a format, or undefined when they cannot be made up. */
function argumentsOf(c, set, directive) {
  const m = /^\((.*)\) format6$/.exec(c.type);
  if (m === null) return undefined;
  const params = splitTop(m[1], ",");
  // A `%r` (Scanf's reader) changes the fourth parameter: Printf does not take it.
  if (params[3] !== params[4]) return undefined;
  const arrows = splitTop(params[0], "->");
  const args = [];
  let pendingStar = true;
  for (let k = 0; k < arrows.length - 1; k++) {
    const t = arrows[k];
    if (t in set) {
      // An int followed by another argument may be a `*` width or precision: a small one.
      args.push(t === "int" && k + 1 < arrows.length - 1 && pendingStar ? set.star : set[t]);
      continue;
    }
    const f = /^\((.*)\)$/.exec(t);
    if (f !== null && / format6$/.test(f[1])) {
      if (c.sub === undefined) return undefined;
      args.push(ocamlString(c.sub));
      continue;
    }
    if (f !== null) {
      const parts = splitTop(f[1], "->");
      const printer = directive ? "Format.pp_print_string" : "(fun () s -> \"<\" ^ s ^ \">\")";
      if (parts.length === 3) args.push(printer);
      else if (parts.length === 2) args.push(directive ? '(fun ppf -> Format.pp_print_string ppf "T")' : '(fun () -> "T")');
      else return undefined;
      continue;
    }
    if (/^'[a-z0-9_]+$/.test(t) && k > 0 && args[args.length - 1].includes("s ->")) {
      args.push('"v"');
      continue;
    }
    if (/^'[a-z0-9_]+$/.test(t) && k > 0 && args[args.length - 1] === "Format.pp_print_string") {
      args.push('"v"');
      continue;
    }
    return undefined;
  }
  return args;
}
const program = ['let show n r = print_string (string_of_int n ^ "\\t" ^ String.escaped r ^ "\\n")'];
program.push('let case n f = match f () with r -> show n ("=" ^ r) | exception e -> show n ("!" ^ Printexc.to_string e)');
let runs = 0;
accepted.forEach((c) => {
  const directive = atCases.has(c.fmt);
  c.outputs = [];
  for (const set of ARGS) {
    const args = argumentsOf(c, set, directive);
    if (args === undefined) break;
    const call = directive ? "Format.asprintf" : "Printf.sprintf";
    program.push(`let () = case ${runs} (fun () -> ${call} ${ocamlString(c.fmt)} ${args.join(" ")})`);
    c.outputs.push({ call, args, run: runs++ });
  }
});
writeFileSync(join(work, "outputs.ml"), program.join("\n") + "\n");
if (!run("ocamlc", ["-w", "-a", "-o", "outputs.byte", "outputs.ml"]).ok) throw new Error(`outputs.ml: ${run("ocamlc", ["-o", "x", "outputs.ml"]).err}`);
if (!run("js_of_ocaml", ["--quiet", "outputs.byte", "-o", "outputs.js"]).ok) throw new Error("js_of_ocaml failed");
const results = new Map();
for (const line of run("node", ["outputs.js"]).out.split("\n")) {
  const tab = line.indexOf("\t");
  if (tab > 0) results.set(Number(line.slice(0, tab)), line.slice(tab + 1));
}
if (results.size !== runs) throw new Error("js_of_ocaml: not one output per run");
// Where the bytecode differs (only the width of ints should make it), js_of_ocaml's is kept.
const bytecode = new Map();
for (const line of run("ocamlrun", ["outputs.byte"]).out.split("\n")) {
  const tab = line.indexOf("\t");
  if (tab > 0) bytecode.set(Number(line.slice(0, tab)), line.slice(tab + 1));
}
// Where they differ, js_of_ocaml's output is kept when the difference is the width of ints
// (63 bits in the bytecode, 32 under js_of_ocaml and flambe: `%x` of -5); otherwise (js_of_ocaml's
// own mistakes, such as "0x4D2" for `%#X` or "0x2.p+3" for `%.0h`) the bytecode's is.
const int64Digits = /7f{14}|7F{14}|92233720368547758|7{20}|f{16}|F{16}/;
// When both differ, as `%#X` of -5 ("0X7FFFFFFFFFFFFFFB" and js_of_ocaml's "0xFFFFFFFB"), neither
// is OCaml's with 32-bit ints: the run is left out.
let differ = 0;
let fromBytecode = 0;
let leftOut = 0;
for (const [k, v] of [...results]) {
  const b = bytecode.get(k);
  if (b === v) continue;
  differ++;
  if (b === undefined) continue;
  if (!int64Digits.test(b.replace(/_/g, ""))) {
    results.set(k, b);
    fromBytecode++;
  } else if (b.includes("0X") && !v.includes("0X")) {
    results.delete(k);
    leftOut++;
  }
}

const lines = cases.map((c) => {
  const o = { fmt: c.fmt };
  if (c.error !== undefined) o.error = c.error;
  else {
    o.type = c.type;
    if (c.sub !== undefined) o.sub = c.sub;
    // Each run: the arguments, and the result ("=" and the string, or "!" and the exception).
    const outputs = c.outputs.flatMap(({ args, run }) => {
      const r = results.get(run);
      return r === undefined ? [] : [[args.join(" "), r]];
    });
    if (outputs.length > 0 && atCases.has(c.fmt)) o.call = "Format.asprintf";
    if (outputs.length > 0) o.runs = outputs;
  }
  return JSON.stringify(o);
});
writeFileSync(process.env.FORMAT_FLAGS_OUT ?? join(here, "cases.jsonl"), lines.join("\n") + "\n");
rmSync(work, { recursive: true, force: true });
console.log(
  `${cases.length} cases: ${accepted.length} accepted, ${cases.length - accepted.length} rejected; ${runs} runs, ${differ} differing between js_of_ocaml and bytecode, of which ${fromBytecode} taken from the bytecode and ${leftOut} left out`,
);
