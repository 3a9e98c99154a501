// The compiler thread: given a command that compiles (parsed by the main thread), reads the
// files, calls the driver, and sends the output back to the main thread (see main.ts). Each
// command's modules are loaded when it runs: `check` loads no back end and no prebuilt library.
import { readFileSync, writeFileSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import type { CompileCommand } from "./args.js";
import { progress, setStageProbe } from "../common/progress.js";
import { internalErrorReport } from "./internal_error.js";
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

// For tests only: FLAMBE_TEST_INTERNAL_ERROR=STAGE makes the compiler fail as a bug would when
// STAGE ("typing", "simplify", "emit", ...) starts; STAGE@N, when that stage enters a function
// at line N.
const failAt = /^([^@]+)(?:@(\d+))?$/.exec(process.env["FLAMBE_TEST_INTERNAL_ERROR"] ?? "");
if (failAt !== null) {
  const [, stage, line] = failAt;
  setStageProbe((p) => {
    if (p.stage === stage && (line === undefined ? p.loc === undefined : p.loc?.start.line === Number(line)))
      throw new Error(`forced internal error (FLAMBE_TEST_INTERNAL_ERROR)`);
  });
}

let result: Output;
try {
  result = await execute(command);
} catch (error) {
  // Only a bug in flambe gets here: user mistakes are diagnostics.
  result = { chunks: [{ stream: "stderr", text: internalErrorReport(error, progress()) }], exitCode: 2 };
}
parentPort!.postMessage(result);
