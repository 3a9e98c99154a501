// `flambe run FILES [-- ARGS]`: compiles, then hands the program to the main thread, which runs
// it as `node OUT.js ARGS` would (see main.ts) with the program's stdin, stdout, stderr and exit
// code.
import type { Command } from "./args.js";
import { buildSources } from "./compile_sources.js";
import type { Output, OutputCollector } from "./output.js";

type RunCommand = Extract<Command, { kind: "run" }>;

export function runRun(
  command: RunCommand,
  output: OutputCollector,
  readFile: (path: string) => Buffer,
  writeFile?: (path: string, text: string) => void,
): Output {
  const result = buildSources(command.files, command.options, output, readFile, undefined, writeFile);
  if (result === undefined) return output.finish(2);
  // `Sys.argv.(0)` is the program's name, as the executable `ocamlopt a.ml -o a` makes would be.
  const main = command.files.filter((f) => f.endsWith(".ml")).at(-1) ?? "a.ml";
  const name = main.replace(/\.ml$/, "");
  return output.finish(0, { js: result.js, argv: [name, ...command.args] });
}
