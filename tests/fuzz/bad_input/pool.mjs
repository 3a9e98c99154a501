// A pool of compiler threads for the bad-input fuzzer: each input is compiled on a thread with
// the command line's 1 GB stack, with a time limit; a thread that hangs or dies is replaced.
import { Worker } from "node:worker_threads";

const workerUrl = new URL("./compile_worker.mjs", import.meta.url);

/** Stack of a compiler thread, in MB: the command line's (src/cli/main.ts). */
export const compilerStackMb = 1024;

export class CompilerPool {
  /** `jobs` threads; an input gets `timeoutMs` to compile. */
  constructor(jobs, timeoutMs) {
    this.timeoutMs = timeoutMs;
    this.slots = Array.from({ length: jobs }, () => ({ worker: undefined, busy: false }));
    this.queue = [];
    this.nextId = 0;
  }

  /** Compiles `text` (building at `level` if it type-checks): resolves to the outcome (outcome.mjs). */
  compile(text, level) {
    return new Promise((resolve) => {
      this.queue.push({ text, level, resolve });
      this.pump();
    });
  }

  pump() {
    for (const slot of this.slots) {
      if (slot.busy || this.queue.length === 0) continue;
      this.start(slot, this.queue.shift());
    }
  }

  spawn() {
    return new Worker(workerUrl, { resourceLimits: { stackSizeMb: compilerStackMb, maxOldGenerationSizeMb: 3072 } });
  }

  start(slot, job) {
    slot.busy = true;
    if (slot.worker === undefined) slot.worker = this.spawn();
    const worker = slot.worker;
    const id = this.nextId++;
    const started = performance.now();
    let done = false;
    let phase = "check";
    const finish = (answer, replace) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      if (replace) {
        slot.worker = undefined;
        void worker.terminate();
      }
      slot.busy = false;
      job.resolve(answer);
      this.pump();
    };
    const onMessage = (m) => {
      if (m.id !== id) return;
      if (m.progress !== undefined) phase = m.progress;
      else finish({ outcome: m.outcome, phase: m.phase, output: m.output, ms: m.ms }, false);
    };
    const onError = (error) =>
      finish({ outcome: "crash", phase, output: error instanceof Error ? (error.stack ?? error.message) : String(error), ms: performance.now() - started }, true);
    const onExit = (code) => finish({ outcome: "crash", phase, output: `the compiler thread exited with code ${code}`, ms: performance.now() - started }, true);
    const timer = setTimeout(
      () => finish({ outcome: "hang", phase, output: `no answer within ${this.timeoutMs} ms`, ms: performance.now() - started }, true),
      this.timeoutMs,
    );
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    worker.postMessage({ id, text: job.text, level: job.level });
  }

  async close() {
    await Promise.all(this.slots.map((s) => s.worker?.terminate()));
  }
}
