// The library API of the package (\`import { build, check, compile } from "flambe"\`), shared by its
// entry points for Node (src/cli/api.ts, which reads the library's levels from the files beside
// the compiler) and for browsers (browser.ts, whose host hands it the levels): the driver's
// calls with sources given as text (encoded as UTF-8, as an editor saves it) or as bytes, options
// defaulted to the command line's, and the diagnostics also rendered as ocamlc prints them.
import type { Diagnostic } from "../common/diagnostic.js";
import { byteStringOfArray, caml_flambe_string_of_text } from "../../runtime/index.js";
import { build as buildProgram, type BuildResult } from "./build.js";
import { check as checkProgram, type CheckResult } from "./check.js";
import { compile as compileProgram, type CompileResult } from "./compile.js";
import { renderDiagnostic } from "./excerpt.js";
import { interpret as interpretProgram, type InterpretResult } from "./interpret.js";
import { defaultOptions, type OptimisationLevel, type Options } from "./options.js";
import type { SourceFile } from "./source_file.js";

export { defaultOptions, renderDiagnostic };
export { version } from "./version.js";
export type { BuildResult, CheckResult, CompileResult, Diagnostic, InterpretResult, OptimisationLevel, Options, SourceFile };

/** A file of the program: `name` as diagnostics show it (`src/a.ml`), its contents as text or bytes. */
export interface Source {
  readonly name: string;
  /** Text is encoded as UTF-8 (an OCaml source is bytes); a `.js` stub file is text. */
  readonly text: string | Uint8Array;
}

/** Options as the command line's flags set them; any left out take the command line's defaults. */
export type ApiOptions = Partial<Options>;

/** What `build` and `check` add to the driver's results: the diagnostics as `ocamlc` prints them. */
export interface Rendered {
  /** Every diagnostic rendered with its source excerpt, as the command line prints them on stderr. */
  readonly messages: string;
}

/** The driver's view of a file: one JavaScript char per byte for OCaml (the runtime's own conversions), text for JavaScript stubs. */
function sourceFile(s: Source): SourceFile {
  if (s.name.endsWith(".js")) return { name: s.name, text: typeof s.text === "string" ? s.text : new TextDecoder().decode(s.text) };
  return { name: s.name, text: typeof s.text === "string" ? caml_flambe_string_of_text(s.text) : byteStringOfArray(s.text) };
}

function optionsOf(options: ApiOptions | undefined, stubs: readonly SourceFile[]): Options {
  const merged: Options = { ...defaultOptions, ...options };
  return stubs.length > 0 ? { ...merged, stubs: [...(merged.stubs ?? []), ...stubs] } : merged;
}

function split(files: readonly Source[]): { sources: SourceFile[]; stubs: SourceFile[] } {
  const all = files.map(sourceFile);
  return { sources: all.filter((f) => !f.name.endsWith(".js")), stubs: all.filter((f) => f.name.endsWith(".js")) };
}

function render(diagnostics: readonly Diagnostic[], files: readonly SourceFile[]): string {
  const byName = new Map(files.map((f) => [f.name, f.text]));
  return diagnostics.map((d) => renderDiagnostic(d, (file) => byName.get(file))).join("");
}

/**
 * The program's files (in dependency order, `.mli` beside their `.ml`, `.js` stub files
 * anywhere) to one self-contained JavaScript program, as `flambe build` writes it; `ok` is false
 * when there is an error, which `messages` shows as ocamlc prints it.
 */
export function build(files: readonly Source[], options?: ApiOptions, extras?: { readonly outputFile?: string }): BuildResult & Rendered {
  const { sources, stubs } = split(files);
  const result = buildProgram(sources, optionsOf(options, stubs), extras ?? {});
  return { ...result, messages: render(result.diagnostics, sources) };
}

/** Parses and type-checks the files, as `flambe check` (and, with `printInterfaces`, `ocamlc -i`). */
export function check(files: readonly Source[], options?: ApiOptions, what?: { readonly printInterfaces?: boolean }): CheckResult & Rendered {
  const { sources } = split(files);
  const result = checkProgram(sources, optionsOf(options, []), { printInterfaces: what?.printInterfaces ?? false });
  return { ...result, messages: render(result.diagnostics, sources) };
}

/** The files to Flambda units (the standard library's the program needs, then its own), optimised at the level asked. */
export function compile(files: readonly Source[], options?: ApiOptions): CompileResult & Rendered {
  const { sources, stubs } = split(files);
  const result = compileProgram(sources, optionsOf(options, stubs));
  return { ...result, messages: render(result.diagnostics, sources) };
}

/** Runs the program through the IR interpreter (at the level's IR), with `stdin` as its standard input. */
export function interpret(files: readonly Source[], options?: ApiOptions, stdin = ""): InterpretResult {
  const { sources, stubs } = split(files);
  return interpretProgram(sources, optionsOf(options, stubs), stdin);
}
