// The emitted program as lines of text, each with its indentation and, when known, the source
// position it comes from (what the source map is made of).
import type { Location } from "../common/location.js";

export interface Line {
  readonly indent: number;
  readonly text: string;
  readonly loc: Location | undefined;
}

export class Writer {
  readonly lines: Line[] = [];
  indent = 0;

  line(text: string, loc?: Location): void {
    this.lines.push({ indent: this.indent, text, loc: loc !== undefined && !loc.ghost ? loc : undefined });
  }

  /** `open` then the lines `body` writes one level deeper, then `close`. */
  block(open: string, body: () => void, close = "}"): void {
    this.line(open);
    this.indent++;
    body();
    this.indent--;
    this.line(close);
  }
}
