// The page's side of the compiler's worker: one compilation at a time, the latest request
// winning (an answer to an older one is dropped). A compilation that must be abandoned (the
// Stop button) ends the worker, and a new one is started for the next request.
import type { CompileRequest, CompileResponse, Level } from "./protocol.js";

export class CompilerClient {
  private worker: Worker | undefined;
  private nextId = 1;
  private pending: { readonly id: number; readonly resolve: (r: CompileResponse | undefined) => void } | undefined;

  private start(): Worker {
    const worker = new Worker(new URL("./compiler_worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (m: MessageEvent<CompileResponse>) => {
      if (this.pending?.id === m.data.id) {
        const { resolve } = this.pending;
        this.pending = undefined;
        resolve(m.data);
      }
    };
    worker.onerror = (e) => {
      e.preventDefault();
      this.settle({ kind: "usage", id: this.pending?.id ?? 0, message: `The compiler's worker failed: ${e.message}\n` });
      this.restart();
    };
    return worker;
  }

  private settle(r: CompileResponse | undefined): void {
    const p = this.pending;
    this.pending = undefined;
    p?.resolve(r);
  }

  /** Compiles; resolves to undefined when a later request or `abandon` superseded this one. */
  compile(source: string, level: Level, flags: string): Promise<CompileResponse | undefined> {
    this.worker ??= this.start();
    this.settle(undefined);
    const request: CompileRequest = { id: this.nextId++, source, level, flags };
    return new Promise((resolve) => {
      this.pending = { id: request.id, resolve };
      this.worker!.postMessage(request);
    });
  }

  get busy(): boolean {
    return this.pending !== undefined;
  }

  /** Ends the compilation under way, if any, with its worker (the next request starts another). */
  abandon(): void {
    if (this.pending === undefined) return;
    this.settle(undefined);
    this.restart();
  }

  private restart(): void {
    this.worker?.terminate();
    this.worker = undefined;
  }
}
