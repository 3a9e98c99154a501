// The `flambe` command. The compiler runs on a worker thread with a large stack, so that deeply
// nested programs (10,000 levels) compile instead of overflowing; this thread only relays output.
import { Worker } from "node:worker_threads";
import type { Output } from "./output.js";

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
    worker.on("message", (message: Output) => {
      for (const chunk of message.chunks) {
        (chunk.stream === "stdout" ? process.stdout : process.stderr).write(Buffer.from(chunk.text, "latin1"));
      }
      exitCode = message.exitCode;
    });
    worker.on("error", (error) => {
      process.stderr.write(`flambe: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
      exitCode = 2;
    });
    worker.on("exit", () => resolve(exitCode));
  });
}
