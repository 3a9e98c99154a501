// What `flambe run` and `flambe build` share: read the files, build the program, print the
// diagnostics and the dumps asked for (on stderr, as ocamlopt prints its dumps).
import { build, renderDiagnostic, type BuildResult, type Options } from "../driver/index.js";
import type { OutputCollector } from "./output.js";
import { readSources } from "./read_sources.js";

export function buildSources(
  names: readonly string[],
  options: Options,
  output: OutputCollector,
  readFile: (path: string) => Buffer,
  outputFile?: string,
): BuildResult | undefined {
  const read = readSources(names, readFile, true);
  if (!read.ok) {
    output.err(read.error);
    return undefined;
  }
  const byName = new Map(read.files.map((f) => [f.name, f.text]));
  const result = build(read.files, options, outputFile === undefined ? {} : { outputFile });
  for (const d of result.diagnostics) output.err(renderDiagnostic(d, (file) => byName.get(file)));
  const dumps = result.dumps;
  for (const text of [dumps.lambda, dumps.rawflambda, dumps.flambda, dumps.timings]) if (text !== undefined) output.err(text);
  return result.ok ? result : undefined;
}
