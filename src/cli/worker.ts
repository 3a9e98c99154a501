// The compiler thread: given a command that compiles (parsed by the main thread), reads the
// files, calls the driver, and sends the output back to the main thread (see main.ts). Each
// command's modules are loaded when it runs: `check` loads no back end and no prebuilt library.
import { readFileSync, writeFileSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import type { CompileCommand } from "./args.js";
import { OutputCollector, type Output } from "./output.js";

async function execute(command: CompileCommand): Promise<Output> {
  const output = new OutputCollector();
  switch (command.kind) {
    case "check": {
      const { runCheck } = await import("./check_command.js");
      return output.finish(runCheck(command, output, readFileSync));
    }
    case "build": {
      const { runBuild } = await import("./build_command.js");
      return output.finish(runBuild(command, output, readFileSync, (path, text) => writeFileSync(path, text)));
    }
    case "run": {
      const { runRun } = await import("./run_command.js");
      return runRun(command, output, readFileSync, (path, text) => writeFileSync(path, text, "latin1"));
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

const { command } = workerData as { command: CompileCommand };
let result: Output;
try {
  result = await execute(command);
} catch (error) {
  // Only a bug in flambe gets here: user mistakes are diagnostics.
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  result = { chunks: [{ stream: "stderr", text: `flambe: internal error, please report it:\n${message}\n` }], exitCode: 2 };
}
parentPort!.postMessage(result);
