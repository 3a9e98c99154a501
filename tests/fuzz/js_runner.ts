// Runs emitted JavaScript programs fast and in isolation: a Worker thread (with the large stack an
// emitted program asks for) evaluates each program as a function of its own whose `process` is a
// stand-in, with the runtime's file system writes to descriptors 1 and 2 captured and
// `process.exit` recorded. An emitted program keeps all its state inside its outermost function,
// so one run leaves nothing behind for the next. A program that runs too long is interrupted by
// the `vm` timeout; one that crashes the Worker (out of memory) kills only the Worker, which is
// started again for the next program. Starting a node process per run costs about 80 ms; a run
// here costs what the program itself costs plus a few milliseconds of parsing.
//
// The program runs in the Worker's own global context, not in a `vm` context of its own: in a
// context made by `vm.createContext`, every read of a global (`Math`, `Object`, `String`) goes
// through the context's interceptor, which made a fuzzed program's hot loop run 5 to 25 times
// slower than under node itself (470 ms against 18 ms), so that the run times the campaign
// compares between levels were mostly that overhead.
import { Worker } from "node:worker_threads";

export interface JsRun {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
  /** Wall time of the run in the Worker, in milliseconds. */
  readonly ms: number;
  /** The run did not end normally: a timeout, an exception escaping the program, a Worker crash. */
  readonly error?: string;
}

/** The Worker's code, as text (evaluated with `eval: true`, so that it needs no file). */
const runnerSource = String.raw`
const { parentPort } = require("node:worker_threads");
const vm = require("node:vm");
const realFs = require("node:fs");
parentPort.on("message", ({ id, js, timeout, argv0 }) => {
  const out = [], err = [];
  let code;
  const fakeFs = { ...realFs,
    writeSync(fd, data, off = 0, len = data.length - off, pos) {
      if (fd === 1 || fd === 2) {
        const s = Buffer.from(data.buffer, data.byteOffset + off, len).toString("latin1");
        (fd === 1 ? out : err).push(s);
        return len;
      }
      return realFs.writeSync(fd, data, off, len, pos);
    },
    readSync(fd, buf, off, len, pos) { return fd === 0 ? 0 : realFs.readSync(fd, buf, off, len, pos); },
  };
  const threads = { isMainThread: false, workerData: { argv: [argv0] } };
  const proc = {
    versions: process.versions, argv: ["node", argv0], env: {}, platform: process.platform,
    cwd: () => process.cwd(), cpuUsage: () => process.cpuUsage(),
    getBuiltinModule: (n) => n === "fs" || n === "node:fs" ? fakeFs
      : n === "worker_threads" || n === "node:worker_threads" ? threads : process.getBuiltinModule(n),
    exit: (c) => { code = c; },
  };
  // The runtime finds its host through \`globalThis.process\`: the stand-in, for the run.
  const realProcess = Object.getOwnPropertyDescriptor(globalThis, "process");
  Object.defineProperty(globalThis, "process", { value: proc, configurable: true, writable: true });
  globalThis.__fuzzRun = { proc, queueMicrotask: (f) => f() };
  let error;
  const t = performance.now();
  try {
    vm.runInThisContext("(function (process, queueMicrotask) {\n" + js + "\n})(__fuzzRun.proc, __fuzzRun.queueMicrotask);", { timeout });
  } catch (e) {
    error = String(e && e.stack ? e.stack : e).split("\n").slice(0, 6).join("\n");
  }
  const ms = performance.now() - t;
  delete globalThis.__fuzzRun;
  Object.defineProperty(globalThis, "process", realProcess);
  if (code === undefined && error === undefined) error = "the program did not exit";
  parentPort.postMessage({ id, stdout: out.join(""), stderr: err.join(""), exitCode: code === undefined ? -1 : code, ms, error });
});
`;

export class JsRunner {
  private worker: Worker | undefined;
  private runs = 0;
  private nextId = 0;

  constructor(private readonly stackMb = 256) {}

  private start(): Worker {
    if (this.worker === undefined || this.runs >= 300) {
      void this.worker?.terminate();
      this.worker = new Worker(runnerSource, { eval: true, resourceLimits: { stackSizeMb: this.stackMb, maxOldGenerationSizeMb: 1024 } });
      this.worker.unref();
      this.runs = 0;
    }
    this.runs++;
    return this.worker;
  }

  /** Runs a program (its `Sys.argv.(0)` is `argv0`); `timeoutMs` bounds its run. */
  run(js: string, timeoutMs: number, argv0 = "main"): Promise<JsRun> {
    const w = this.start();
    const id = this.nextId++;
    return new Promise((resolve) => {
      const cleanup = (): void => {
        w.off("message", onMessage);
        w.off("exit", onExit);
        w.off("error", onError);
        clearTimeout(guard);
      };
      const onMessage = (m: JsRun & { id: number }): void => {
        if (m.id !== id) return;
        cleanup();
        const { id: _id, ...rest } = m;
        resolve(rest.error === undefined ? { stdout: rest.stdout, stderr: rest.stderr, exitCode: rest.exitCode, ms: rest.ms } : rest);
      };
      let crash = "the runner thread stopped";
      const onError = (e: unknown): void => {
        crash = `the runner thread crashed: ${String(e)}`;
      };
      const onExit = (): void => {
        cleanup();
        if (this.worker === w) this.worker = undefined;
        resolve({ stdout: "", stderr: "", exitCode: -1, ms: 0, error: crash });
      };
      // The vm timeout cannot interrupt everything (a huge allocation): a last resort.
      const guard = setTimeout(() => {
        crash = "timeout (the runner thread did not answer)";
        void w.terminate();
      }, timeoutMs + 30_000);
      w.on("message", onMessage);
      w.on("exit", onExit);
      w.on("error", onError);
      w.postMessage({ id, js, timeout: timeoutMs, argv0 });
    });
  }

  close(): Promise<number> | undefined {
    const w = this.worker;
    this.worker = undefined;
    return w?.terminate();
  }
}
