// What the compiler thread sends back: its output in order, and the exit code.

export interface Output {
  readonly chunks: readonly { readonly stream: "stdout" | "stderr"; readonly text: string }[];
  readonly exitCode: number;
}

/** Collects output in order; texts are byte strings (one char per byte). */
export class OutputCollector {
  readonly chunks: { stream: "stdout" | "stderr"; text: string }[] = [];
  out(text: string): void {
    this.chunks.push({ stream: "stdout", text });
  }
  err(text: string): void {
    this.chunks.push({ stream: "stderr", text });
  }
  finish(exitCode: number): Output {
    return { chunks: this.chunks, exitCode };
  }
}
