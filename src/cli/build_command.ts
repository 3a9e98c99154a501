// `flambe build FILES -o OUT.js [-g]`: writes one JavaScript file that `node OUT.js` runs with
// nothing else present, and with `-g` its source map beside it.
import type { Command } from "./args.js";
import { buildSources } from "./compile_sources.js";
import type { OutputCollector } from "./output.js";

type BuildCommand = Extract<Command, { kind: "build" }>;

export function runBuild(
  command: BuildCommand,
  output: OutputCollector,
  readFile: (path: string) => Buffer,
  writeFile: (path: string, text: string) => void,
): number {
  const result = buildSources(command.files, command.options, output, readFile, command.output, writeFile);
  if (result === undefined) return 2;
  try {
    writeFile(command.output, result.js);
    if (result.map !== undefined) writeFile(command.output + ".map", result.map);
  } catch (error) {
    const code = (error as { code?: string }).code;
    const reason = code === "ENOENT" ? "No such file or directory" : code === "EISDIR" ? "Is a directory" : code === "EACCES" ? "Permission denied" : String((error as Error).message);
    output.err(`flambe: cannot write ${command.output}: ${reason}\n`);
    return 2;
  }
  return 0;
}
