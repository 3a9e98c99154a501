// `flambe check [-i] FILES`: reads the files (and the `.mli` beside each `.ml`) and prints
// diagnostics, or the inferred interfaces, as ocamlc does.
import type { Command } from "./args.js";
import type { OutputCollector } from "./output.js";
// The driver's modules, not its entry point (which would load the prebuilt library).
import { check } from "../driver/check.js";
import { renderDiagnostic } from "../driver/excerpt.js";
import type { SourceFile } from "../driver/source_file.js";
import { readSources } from "./read_sources.js";

type CheckCommand = Extract<Command, { kind: "check" }>;

export function runCheck(
  command: CheckCommand,
  output: OutputCollector,
  readFile: (path: string) => Buffer,
): number {
  const read = readSources(command.files, readFile);
  if (!read.ok) {
    output.err(read.error);
    return 2;
  }
  const sources: readonly SourceFile[] = read.files;
  const byName = new Map(sources.map((f) => [f.name, f.text]));
  const result = check(sources, command.options, { printInterfaces: command.printInterface });
  for (const d of result.diagnostics) output.err(renderDiagnostic(d, (file) => byName.get(file)));
  for (const s of result.interfaces) output.out(s.text);
  return result.ok ? 0 : 2;
}
