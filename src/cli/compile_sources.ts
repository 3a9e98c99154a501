// What `flambe run` and `flambe build` share: read the files, build the program, print the
// diagnostics and the dumps asked for (on stderr, as ocamlopt prints its dumps), and with
// `-inlining-report` write the inliner's decisions beside each source file, one file per round.
// The library's units come from the files beside the compiler (the level compiled at only, and
// of it the units the program links).
import { build, type BuildResult } from "../driver/build.js";
import { setPrebuiltLibrary } from "../driver/compile.js";
import { renderDiagnostic } from "../driver/excerpt.js";
import type { Options } from "../driver/options.js";
import { unitNameOfFile } from "../driver/source_file.js";
import { printInliningReport } from "../simplify/index.js";
import { readLibraryLevel } from "./library_files.js";
import type { OutputCollector } from "./output.js";
import { readSources } from "./read_sources.js";

setPrebuiltLibrary(readLibraryLevel);

export function buildSources(
  names: readonly string[],
  options: Options,
  output: OutputCollector,
  readFile: (path: string) => Buffer,
  outputFile?: string,
  writeFile?: (path: string, text: string) => void,
): BuildResult | undefined {
  const read = readSources(names, readFile, true);
  if (!read.ok) {
    output.err(read.error);
    return undefined;
  }
  const byName = new Map(read.files.map((f) => [f.name, f.text]));
  // `.js` files are stubs (js_of_ocaml's): passed to the driver as data beside the sources.
  const stubs = read.files.filter((f) => f.name.endsWith(".js"));
  const sources = read.files.filter((f) => !f.name.endsWith(".js"));
  const result = build(sources, stubs.length > 0 ? { ...options, stubs } : options, outputFile === undefined ? {} : { outputFile });
  for (const d of result.diagnostics) output.err(renderDiagnostic(d, (file) => byName.get(file)));
  const dumps = result.dumps;
  for (const text of [dumps.lambda, dumps.rawflambda, dumps.flambda, dumps.timings]) if (text !== undefined) output.err(text);
  if (!result.ok) return undefined;
  if (options.inliningReport === true && writeFile !== undefined && !writeInliningReports(names, result, output, writeFile)) return undefined;
  return result;
}

/** Writes `BASE.N.inlining.org` for each `.ml` file and round N (ocamlopt's names); false if one cannot be written. */
function writeInliningReports(
  names: readonly string[],
  result: BuildResult,
  output: OutputCollector,
  writeFile: (path: string, text: string) => void,
): boolean {
  for (const name of names) {
    if (!name.endsWith(".ml")) continue;
    const unit = unitNameOfFile(name);
    const reports = result.inliningReports?.find((r) => r.unit === unit)?.report ?? [];
    for (const round of reports) {
      const path = `${name.slice(0, -".ml".length)}.${round.round}.inlining.org`;
      try {
        writeFile(path, printInliningReport([round]));
      } catch (error) {
        output.err(`flambe: cannot write ${path}: ${error instanceof Error ? error.message : String(error)}\n`);
        return false;
      }
    }
  }
  return true;
}
