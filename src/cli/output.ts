// What the compiler thread sends back: its output in order, and the exit code.

export interface Output {
  readonly chunks: readonly { readonly stream: "stdout" | "stderr"; readonly text: string }[];
  readonly exitCode: number;
  /** A program to run once the output is printed (`flambe run`): its exit code replaces ours. */
  readonly run?: ProgramToRun;
}

export interface ProgramToRun {
  readonly js: string;
  /** `Sys.argv`: the program's name, then its arguments. */
  readonly argv: readonly string[];
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
  finish(exitCode: number, run?: ProgramToRun): Output {
    return run === undefined ? { chunks: this.chunks, exitCode } : { chunks: this.chunks, exitCode, run };
  }
}
