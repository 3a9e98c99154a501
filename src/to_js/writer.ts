// The emitted program as lines of text, each with its indentation and, when known, the source
// position it comes from (what the source map is made of). The lines are kept in parallel
// arrays rather than one object per line: a large program has hundreds of thousands of lines,
// and the emitter re-indents or inserts lines when a block turns out to need a label.
import type { Location } from "../common/location.js";

export class Writer {
  /** The text of each line, without its indentation. */
  readonly texts: string[] = [];
  /** The indentation level of each line. */
  readonly indents: number[] = [];
  /** The source position of each line, when it has a (non-ghost) one. */
  readonly locs: (Location | undefined)[] = [];
  /** Whether each line is kept only when some code reads another closure's environment. */
  readonly foreign: boolean[] = [];
  /** The OCaml function each line belongs to (an index into \`functions\`), -1 for none. */
  readonly fns: number[] = [];
  /** The OCaml names of the functions written (\`Stdlib__List.map\`), for backtraces. */
  readonly functions: string[] = [];
  private readonly functionIndex = new Map<string, number>();
  private fn = -1;
  indent = 0;

  get length(): number {
    return this.texts.length;
  }

  line(text: string, loc?: Location): void {
    this.texts.push(text);
    this.indents.push(this.indent);
    this.locs.push(loc !== undefined && !loc.ghost ? loc : undefined);
    this.foreign.push(false);
    this.fns.push(this.fn);
  }

  /** Writes with \`body\` the lines of the OCaml function \`name\` (then back to the enclosing one). */
  inFunction(name: string, body: () => void): void {
    let index = this.functionIndex.get(name);
    if (index === undefined) {
      index = this.functions.length;
      this.functions.push(name);
      this.functionIndex.set(name, index);
    }
    const outer = this.fn;
    this.fn = index;
    try {
      body();
    } finally {
      this.fn = outer;
    }
  }

  /** A line kept only when some code reads a slot of a closure other than its own. */
  foreignLine(text: string): void {
    this.line(text);
    this.foreign[this.foreign.length - 1] = true;
  }

  /** `open` then the lines `body` writes one level deeper, then `close`. */
  block(open: string, body: () => void, close = "}"): void {
    this.line(open);
    this.indent++;
    body();
    this.indent--;
    this.line(close);
  }

  /** Inserts lines (with no source position) before line `at`, at indentation `indent`. */
  insert(at: number, indent: number, ...texts: string[]): void {
    this.texts.splice(at, 0, ...texts);
    this.indents.splice(at, 0, ...texts.map(() => indent));
    this.locs.splice(at, 0, ...texts.map(() => undefined));
    this.foreign.splice(at, 0, ...texts.map(() => false));
    const fn = this.fns[at] ?? this.fn;
    this.fns.splice(at, 0, ...texts.map(() => fn));
  }

  /** Indents the lines from line `from` to the last one level deeper. */
  indentFrom(from: number): void {
    const indents = this.indents;
    for (let i = from; i < indents.length; i++) indents[i]!++;
  }
}
