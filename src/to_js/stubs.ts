// JavaScript stub files, as js_of_ocaml takes them: a file is cut into fragments, each opened by
// a block of annotation comments at the start of a line,
//
//   //Provides: caml_foo [const|mutable|...] [(args)]   the name the fragment defines
//   //Requires: caml_bar, caml_baz                      what it uses: stubs, or the runtime's
//   //Version: >= 4.08, < 5.0                            kept if one such line holds of 4.13.1
//   //If: js-string | !js-string | nodejs | browser      kept or not, as below
//   //Weakdef                                           another definition replaces it silently
//   //Always                                            linked in every program
//
// and running to the next such block; code before the first block is always linked. An
// `external` whose name a fragment provides calls that fragment's function. As js_of_ocaml
// (4.0) does: the kind and argument annotations of `//Provides:` are read and ignored; of two
// fragments providing one name, the one of the later file wins, and within a file the first
// one (js_of_ocaml registers a file's fragments last to first, each replacing the one before,
// with a warning unless that one was `//Weakdef`), and a stub replaces the runtime's primitive
// of its name; `//Always` links a fragment without `//Provides:` into every program (with
// `//Provides:` it is an ordinary primitive); `//Requires:` of a name nothing provides is an
// error ("missing dependency"), as is a fragment with neither `//Provides:` nor `//Always`. `//If: js-string` holds and `//If: !js-string` does not, since
// flambe's strings are JavaScript strings (js_of_ocaml's `--enable use-js-string`); a fragment
// for one target (`//If: nodejs`, `//If: browser`) is left out, as js_of_ocaml does when it
// compiles for both (its default); another flag is ignored (the fragment is kept).
//
// The fragments a program needs (those it calls, what they require, and the `//Always` ones)
// go, in the order given, into one function scope of their own in the emitted program, where
// each runtime function they require is bound under its name (`const caml_failwith =
// R.caml_failwith`): the generated code's names cannot clash with the stubs' names.
import type { Diagnostic } from "../common/diagnostic.js";
import { makeLocation, type Location } from "../common/location.js";

export interface StubSource {
  /** The file name as given (it appears in diagnostics). */
  readonly name: string;
  readonly text: string;
}

export interface Fragment {
  readonly provides: string | undefined;
  readonly requires: readonly { readonly name: string; readonly loc: Location }[];
  readonly weakdef: boolean;
  readonly always: boolean;
  readonly code: string;
  readonly loc: Location;
}

/** The stub files of a program, parsed. */
export interface Stubs {
  /** The fragment providing each name (of two, the later file's, and within a file the first). */
  readonly provided: ReadonlyMap<string, Fragment>;
  /** The fragments linked in every program (`//Always`, and code before a file's first annotation), in order. */
  readonly always: readonly Fragment[];
  /** In file order, every fragment kept (the order the linked ones are written in). */
  readonly order: readonly Fragment[];
}

/** The OCaml version whose runtime flambe's follows, for `//Version:` lines. */
const ocamlVersion = [4, 13, 1];

const annotationPattern = /^\/\/\s*(Provides|Requires|Version|Weakdef|Always|If)\b\s*:?\s*(.*)$/;

function lineLocation(file: string, line: number, text: string): Location {
  return makeLocation(file, { line, col: 0, offset: 0 }, { line, col: text.length, offset: 0 });
}

function compareVersions(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Whether one `//Version:` line (`>= 4.08, < 5.0`) holds of the version flambe follows; undefined if it does not parse. */
function versionHolds(text: string): boolean | undefined {
  let holds = true;
  for (const part of text.split(",")) {
    const m = /^\s*(<=|>=|<|>|=)\s*(\d+(?:\.\d+)*)\s*$/.exec(part);
    if (m === null) return undefined;
    const c = compareVersions(ocamlVersion, m[2]!.split(".").map(Number));
    const op = m[1]!;
    holds &&= op === "<" ? c < 0 : op === "<=" ? c <= 0 : op === ">" ? c > 0 : op === ">=" ? c >= 0 : c === 0;
  }
  return holds;
}

export class StubError extends Error {
  constructor(readonly diagnostic: Diagnostic) {
    super(diagnostic.message);
  }
}

function stubError(loc: Location, message: string): StubError {
  return new StubError({ severity: "error", location: loc, message });
}

/**
 * A fragment's code that is not JavaScript is an error at link time (js_of_ocaml parses the
 * stubs it links), reported at the fragment's first line with the engine's message. Checked by
 * compiling it, not running it; where the host forbids compiling code, not checked.
 */
function checkSyntax(f: Fragment): void {
  try {
    new Function(f.code);
  } catch (e) {
    if (e instanceof SyntaxError) throw stubError(f.loc, `cannot parse this JavaScript: ${e.message}`);
  }
}

/** Cuts the files into fragments; a malformed annotation, or code that does not parse, is a `StubError`. */
export function parseStubs(files: readonly StubSource[]): Stubs {
  const provided = new Map<string, Fragment>();
  const always: Fragment[] = [];
  const order: Fragment[] = [];
  for (const file of files) {
    const lines = file.text.split("\n");
    const ofFile: Fragment[] = [];
    let i = 0;
    // Code before the first annotation is always linked.
    const head: string[] = [];
    while (i < lines.length && !annotationPattern.test(lines[i]!)) head.push(lines[i++]!);
    // (Comments alone are no code.)
    if (head.join("\n").replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "").trim() !== "") {
      const f: Fragment = { provides: undefined, requires: [], weakdef: false, always: true, code: head.join("\n"), loc: lineLocation(file.name, 1, "") };
      checkSyntax(f);
      always.push(f);
      order.push(f);
    }
    while (i < lines.length) {
      const start = i;
      let provides: string | undefined;
      const requires: { name: string; loc: Location }[] = [];
      const versions: boolean[] = [];
      let weakdef = false;
      let isAlways = false;
      let excluded = false;
      for (; i < lines.length; i++) {
        const m = annotationPattern.exec(lines[i]!);
        if (m === null) break;
        const loc = lineLocation(file.name, i + 1, lines[i]!);
        const arg = m[2]!.trim();
        switch (m[1]) {
          case "Provides": {
            const name = /^([A-Za-z_$][\w$]*)/.exec(arg);
            if (name === null) throw stubError(loc, "a //Provides: line names no primitive");
            provides = name[1]!;
            break;
          }
          case "Requires":
            for (const r of arg.split(",")) if (r.trim() !== "") requires.push({ name: r.trim(), loc });
            break;
          case "Version": {
            const v = versionHolds(arg);
            if (v === undefined) throw stubError(loc, `cannot read the version constraint "${arg}"`);
            versions.push(v);
            break;
          }
          case "Weakdef":
            weakdef = true;
            break;
          case "Always":
            isAlways = true;
            break;
          case "If": {
            const negated = arg.startsWith("!");
            const flag = arg.replace(/^!\s*/, "");
            if (flag === "js-string") excluded ||= negated;
            else if (!negated && (flag === "nodejs" || flag === "browser")) excluded = true;
            break;
          }
        }
      }
      const codeStart = i;
      while (i < lines.length && !annotationPattern.test(lines[i]!)) i++;
      if (excluded || (versions.length > 0 && !versions.some((v) => v))) continue;
      const loc = lineLocation(file.name, start + 1, lines[start]!);
      const fragment: Fragment = { provides, requires, weakdef, always: isAlways, code: lines.slice(codeStart, i).join("\n"), loc };
      if (provides === undefined && !isAlways)
        throw stubError(loc, `Found JavaScript code with neither \`//Provides\` nor \`//Always\` in file "${file.name}"`);
      checkSyntax(fragment);
      order.push(fragment);
      if (provides === undefined) always.push(fragment);
      else ofFile.push(fragment);
    }
    for (const f of ofFile.reverse()) provided.set(f.provides!, f);
  }
  return { provided, always, order };
}

/** The stubs no program uses. */
export const noStubs: Stubs = { provided: new Map(), always: [], order: [] };

/**
 * Where a name a stub requires lives when no stub provides it: the JavaScript variable holding
 * the object it is a property of (the runtime, the Js library's primitives), or undefined.
 */
export type RuntimeHome = (name: string) => string | undefined;

/** Whether JavaScript code declares `name` (a function, variable or class of that name). */
function declares(code: string, name: string): boolean {
  return new RegExp(`(?:function|var|let|const|class)\\s+${name.replace(/\$/g, "\\$")}(?![\\w$])`).test(code);
}

/**
 * The fragments needed by the names called (`roots`, each provided by a stub), with what they
 * require and the `//Always` ones, as the text of one expression evaluating to an object of the
 * provided functions. `home` tells where a required name that no stub provides lives (else: a
 * "missing dependency" error). A runtime name (`caml_...`) a fragment's code uses without
 * requiring it is bound too, when the runtime has it and the fragment does not declare it.
 */
export function linkStubs(stubs: Stubs, rootNames: Iterable<string>, home: RuntimeHome): string {
  const roots = [...rootNames];
  const linked = new Set<Fragment>();
  const bindings = new Map<string, string>();
  const todo: Fragment[] = [...stubs.always];
  for (const r of roots) {
    const f = stubs.provided.get(r);
    if (f !== undefined) todo.push(f);
  }
  while (todo.length > 0) {
    const f = todo.pop()!;
    if (linked.has(f)) continue;
    linked.add(f);
    for (const r of f.requires) {
      const g = stubs.provided.get(r.name);
      if (g !== undefined) {
        todo.push(g);
        continue;
      }
      const h = home(r.name);
      if (h === undefined) throw stubError(r.loc, `missing dependency '${r.name}'`);
      bindings.set(r.name, h);
    }
    for (const m of f.code.matchAll(/\bcaml_[\w$]*/g)) {
      const name = m[0];
      if (stubs.provided.has(name) || bindings.has(name)) continue;
      if (declares(f.code, name)) continue;
      const h = home(name);
      if (h !== undefined) bindings.set(name, h);
    }
  }
  const fragments = stubs.order.filter((f) => linked.has(f));
  // The names called (a fragment may provide a name its code does not declare: then undefined).
  const exported = [...new Set(roots)].filter((r) => stubs.provided.has(r));
  const code = fragments.map((f) => f.code).join("\n");
  const names = exported.map((n) => (declares(code, n) ? n : `${n}: typeof ${n} === "undefined" ? undefined : ${n}`));
  const lines = ["(() => {"];
  for (const [name, h] of bindings) lines.push(`const ${name} = ${h}.${name};`);
  for (const f of fragments) lines.push(`// ${f.loc.file}, line ${f.loc.start.line}`, f.code.trim());
  lines.push(`return { ${names.join(", ")} };`, "})()");
  return lines.join("\n");
}
