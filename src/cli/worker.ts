// The compiler thread: parses the command line, reads the files, calls the driver, and sends the
// output back to the main thread (see main.ts).
import { readFileSync, writeFileSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { parseArgs, usage } from "./args.js";
import { runBuild } from "./build_command.js";
import { runCheck } from "./check_command.js";
import { runRun } from "./run_command.js";
import { OutputCollector, type Output } from "./output.js";
import { version } from "../driver/index.js";

function execute(argv: readonly string[]): Output {
  const output = new OutputCollector();
  const parsed = parseArgs(argv);
  if (!parsed.ok) {
    output.err(parsed.error);
    return output.finish(2);
  }
  const command = parsed.command;
  switch (command.kind) {
    case "help":
      output.out(usage);
      return output.finish(0);
    case "version":
      output.out(`flambe ${version}\n`);
      return output.finish(0);
    case "check":
      return output.finish(runCheck(command, output, readFileSync));
    case "build":
      return output.finish(runBuild(command, output, readFileSync, (path, text) => writeFileSync(path, text)));
    case "run":
      return runRun(command, output, readFileSync, (path, text) => writeFileSync(path, text, "latin1"));
    default: {
      const never: never = command;
      return never;
    }
  }
}

const { argv } = workerData as { argv: string[] };
let result: Output;
try {
  result = execute(argv);
} catch (error) {
  // Only a bug in flambe gets here: user mistakes are diagnostics.
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  result = { chunks: [{ stream: "stderr", text: `flambe: internal error, please report it:\n${message}\n` }], exitCode: 2 };
}
parentPort!.postMessage(result);
