// Runs a compiled program on a worker of its own, made for that run, so that a program that
// never ends is stopped by ending its worker and the page never waits for it. The program
// writes through the runtime's browser hooks (`flambe_output`, `flambe_exit`), which the
// worker's preamble defines to post the bytes and the exit code to the page.

export type RunEvent =
  | { readonly kind: "output"; readonly fd: 1 | 2; readonly text: string }
  | { readonly kind: "exit"; readonly code: number; readonly ms: number }
  /** An error of the runtime itself (not an OCaml exception), or the run stopped. */
  | { readonly kind: "failed"; readonly message: string };

const preamble = `
const decoders = { 1: new TextDecoder(), 2: new TextDecoder() };
const started = performance.now();
globalThis.flambe_output = (fd, bytes) => postMessage({ kind: "output", fd, text: decoders[fd].decode(bytes, { stream: true }) });
globalThis.flambe_exit = (code) => postMessage({ kind: "exit", code, ms: performance.now() - started });
`;

export class Runner {
  private worker: Worker | undefined;
  private url: string | undefined;

  /** Starts `js`, ending the run before it if any; `onEvent` sees what it does until it ends. */
  run(js: string, onEvent: (e: RunEvent) => void): void {
    this.stop();
    this.url = URL.createObjectURL(new Blob([preamble, "\n", js], { type: "text/javascript" }));
    const worker = new Worker(this.url);
    this.worker = worker;
    worker.onmessage = (m: MessageEvent<RunEvent>) => {
      if (this.worker !== worker) return;
      onEvent(m.data);
      if (m.data.kind !== "output") this.stop();
    };
    worker.onerror = (e) => {
      e.preventDefault();
      if (this.worker !== worker) return;
      onEvent({ kind: "failed", message: e.message || "the program's worker failed" });
      this.stop();
    };
  }

  get running(): boolean {
    return this.worker !== undefined;
  }

  /** Ends the run at once, wherever it is. */
  stop(): void {
    this.worker?.terminate();
    this.worker = undefined;
    if (this.url !== undefined) URL.revokeObjectURL(this.url);
    this.url = undefined;
  }
}
