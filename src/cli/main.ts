// The `flambe` command. The compiler runs on a worker thread with a large stack, so that deeply
// nested programs (10,000 levels) compile instead of overflowing; this thread only relays output.
import { Worker } from "node:worker_threads";
import { programStackMb } from "../to_js/index.js";
import type { Output, ProgramToRun } from "./output.js";

/** Stack size of the compiler's thread, in MB (virtual memory: pages are used only if needed). */
const compilerStackMb = 1024;

export function main(argv: readonly string[]): Promise<number> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL("./worker.js", import.meta.url), {
      workerData: { argv },
      resourceLimits: { stackSizeMb: compilerStackMb },
      stdout: false,
      stderr: false,
    });
    let exitCode = 2;
    let program: ProgramToRun | undefined;
    worker.on("message", (message: Output) => {
      program = message.run;
      for (const chunk of message.chunks) {
        (chunk.stream === "stdout" ? process.stdout : process.stderr).write(Buffer.from(chunk.text, "latin1"));
      }
      exitCode = message.exitCode;
    });
    worker.on("error", (error) => {
      process.stderr.write(`flambe: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
      exitCode = 2;
    });
    worker.on("exit", () => {
      if (program === undefined) resolve(exitCode);
      else runProgram(program).then(resolve);
    });
  });
}

/**
 * Runs a compiled program (`flambe run`) on a thread with a large stack, as the program's own
 * launcher would: it finds itself on a worker and runs there, writing its output synchronously,
 * and its exit code becomes ours.
 */
function runProgram(program: ProgramToRun): Promise<number> {
  return new Promise((resolve) => {
    const worker = new Worker(program.js, {
      eval: true,
      workerData: { argv: program.argv },
      resourceLimits: { stackSizeMb: programStackMb },
    });
    let failed = false;
    worker.on("error", (error) => {
      failed = true;
      process.stderr.write(`Fatal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    });
    worker.on("exit", (code) => resolve(failed ? 2 : code));
  });
}
