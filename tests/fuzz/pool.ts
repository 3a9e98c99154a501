// The campaign's pool of worker threads (one per job), each checking one program at a time. A
// compile that runs past the limit cannot be interrupted inside its thread: the thread is ended
// (and another started), and the program's report says which level did not finish.
import { Worker } from "node:worker_threads";
import type { CheckOptions, Observation, ProgramReport } from "./check_program.js";

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  busy: boolean;
}

export class CheckPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: (() => void)[] = [];
  private nextId = 0;

  constructor(
    jobs: number,
    private readonly workerUrl: URL,
    private readonly root: string,
  ) {
    for (let i = 0; i < jobs; i++) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    const worker = new Worker(this.workerUrl, { workerData: { root: this.root }, resourceLimits: { stackSizeMb: 256, maxOldGenerationSizeMb: 4096 } });
    const ready = new Promise<void>((resolve) => {
      const f = (m: { ready?: boolean }): void => {
        if (m.ready === true) {
          worker.off("message", f);
          resolve();
        }
      };
      worker.on("message", f);
    });
    return { worker, ready, busy: false };
  }

  async check(text: string, opts: CheckOptions): Promise<ProgramReport> {
    let slot = this.slots.find((s) => !s.busy);
    while (slot === undefined) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
      slot = this.slots.find((s) => !s.busy);
    }
    slot.busy = true;
    try {
      await slot.ready;
      return await this.checkOn(slot, text, opts);
    } finally {
      slot.busy = false;
      this.waiting.shift()?.();
    }
  }

  private checkOn(slot: Slot, text: string, opts: CheckOptions): Promise<ProgramReport> {
    const id = this.nextId++;
    const { onStage: _drop, ...plain } = opts;
    return new Promise((resolve) => {
      let level: string | undefined;
      let timer: NodeJS.Timeout | undefined;
      const arm = (ms: number, what: () => Observation): void => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          finish({ observations: [what()], compileMs: {}, slow: [] });
          const old = slot.worker;
          Object.assign(slot, this.spawn());
          void old.terminate();
        }, ms);
      };
      const finish = (r: ProgramReport): void => {
        clearTimeout(timer);
        slot.worker.off("message", onMessage);
        slot.worker.off("exit", onExit);
        resolve(r);
      };
      const onMessage = (m: { id: number; stage?: string; report?: ProgramReport; crash?: string }): void => {
        if (m.id !== id) return;
        if (m.stage === "runs") arm(10 * opts.runTimeoutMs + 60_000, () => ({ stage: "O0", kind: "run-timeout", seconds: opts.runTimeoutMs / 1000 }));
        else if (m.stage !== undefined) {
          level = m.stage;
          arm(opts.compileLimitMs, () => ({ stage: level as Observation["stage"], kind: "compile-timeout", seconds: opts.compileLimitMs / 1000 }));
        } else if (m.report !== undefined) finish(m.report);
        else finish({ observations: [{ stage: (level ?? "O0") as Observation["stage"], kind: "internal-error", message: `the checker crashed: ${m.crash ?? "?"}` }], compileMs: {}, slow: [] });
      };
      const onExit = (code: number): void => {
        finish({ observations: [{ stage: (level ?? "O0") as Observation["stage"], kind: "internal-error", message: `the worker thread stopped (exit code ${code}, out of memory?)` }], compileMs: {}, slow: [] });
        Object.assign(slot, this.spawn());
      };
      slot.worker.on("message", onMessage);
      slot.worker.on("exit", onExit);
      arm(opts.compileLimitMs, () => ({ stage: "O0", kind: "compile-timeout", seconds: opts.compileLimitMs / 1000 }));
      slot.worker.postMessage({ id, text, opts: plain });
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
