// A pretty-printing engine with the semantics of OCaml's Format module (boxes, break hints, margin
// 78), so that type errors and `-i` output break lines exactly where ocamlc breaks them. Only the
// features the typer's messages use are provided: boxes of the five kinds, breaks, forced newlines.

export type BoxKind = "h" | "v" | "hv" | "hov" | "b";

type Token =
  | { readonly kind: "Text"; readonly text: string }
  | { readonly kind: "Break"; readonly width: number; readonly offset: number }
  | { readonly kind: "Begin"; readonly indent: number; readonly box: BoxKind }
  | { readonly kind: "End" }
  | { readonly kind: "Newline" };

// Queue elements carry a size that is only known once the matching close or next break is seen:
// the size field is mutated in place, as in the algorithm this follows.
interface QueueElem {
  size: number;
  readonly token: Token;
  readonly length: number;
}

type ActiveBox = { readonly box: BoxKind | "fits"; readonly width: number };

const INFINITY = 1000000010;

export class Pretty {
  private out = "";
  private readonly margin = 78;
  private readonly maxIndent = 68;
  private spaceLeft = 78;
  private currentIndent = 0;
  private isNewLine = true;
  private leftTotal = 1;
  private rightTotal = 1;
  private depth = 0;
  private queue: QueueElem[] = [];
  private queueHead = 0;
  private scanStack: { leftTotal: number; elem: QueueElem }[] = [];
  private formatStack: ActiveBox[] = [];

  constructor() {
    this.initScanStack();
    this.openBox(0, "hov");
  }

  private initScanStack(): void {
    this.scanStack = [{ leftTotal: -1, elem: { size: -1, token: { kind: "Text", text: "" }, length: 0 } }];
  }

  private output(s: string): void {
    this.out += s;
  }

  private breakNewLine(offset: number, width: number): void {
    this.output("\n");
    this.isNewLine = true;
    const indent = this.margin - width + offset;
    const real = Math.min(this.maxIndent, indent);
    this.currentIndent = real;
    this.spaceLeft = this.margin - real;
    this.output(" ".repeat(Math.max(0, real)));
  }

  private breakSameLine(width: number): void {
    this.spaceLeft -= width;
    this.output(" ".repeat(Math.max(0, width)));
  }

  private forceBreakLine(): void {
    const top = this.formatStack[this.formatStack.length - 1];
    if (top === undefined) this.output("\n");
    else if (top.width > this.spaceLeft && top.box !== "fits" && top.box !== "h") this.breakNewLine(0, top.width);
  }

  private formatToken(size: number, token: Token): void {
    switch (token.kind) {
      case "Text":
        this.spaceLeft -= size;
        this.output(token.text);
        this.isNewLine = false;
        return;
      case "Begin": {
        const insertion = this.margin - this.spaceLeft;
        if (insertion > this.maxIndent) this.forceBreakLine();
        const width = this.spaceLeft - token.indent;
        const box: BoxKind | "fits" = token.box === "v" ? "v" : size > this.spaceLeft ? token.box : "fits";
        this.formatStack.push({ box, width });
        return;
      }
      case "End":
        if (this.formatStack.length > 1) this.formatStack.pop();
        return;
      case "Newline": {
        const top = this.formatStack[this.formatStack.length - 1];
        if (top) this.breakNewLine(0, top.width);
        else this.output("\n");
        return;
      }
      case "Break": {
        const top = this.formatStack[this.formatStack.length - 1];
        if (!top) return;
        switch (top.box) {
          case "hov":
            if (size > this.spaceLeft) this.breakNewLine(token.offset, top.width);
            else this.breakSameLine(token.width);
            return;
          case "b":
            if (this.isNewLine) this.breakSameLine(token.width);
            else if (size > this.spaceLeft) this.breakNewLine(token.offset, top.width);
            else if (this.currentIndent > this.margin - top.width + token.offset) this.breakNewLine(token.offset, top.width);
            else this.breakSameLine(token.width);
            return;
          case "hv":
          case "v":
            this.breakNewLine(token.offset, top.width);
            return;
          case "fits":
          case "h":
            this.breakSameLine(token.width);
            return;
        }
      }
    }
  }

  private advanceLeft(): void {
    while (this.queueHead < this.queue.length) {
      const e = this.queue[this.queueHead]!;
      const pending = this.rightTotal - this.leftTotal;
      if (!(e.size >= 0 || pending >= this.spaceLeft)) return;
      this.queueHead++;
      this.formatToken(e.size < 0 ? INFINITY : e.size, e.token);
      this.leftTotal += e.length;
    }
    if (this.queueHead > 1024) {
      this.queue = this.queue.slice(this.queueHead);
      this.queueHead = 0;
    }
  }

  private enqueue(e: QueueElem): void {
    this.rightTotal += e.length;
    this.queue.push(e);
  }

  private setSize(isBreak: boolean): void {
    const top = this.scanStack[this.scanStack.length - 1];
    if (!top) return;
    if (top.leftTotal < this.leftTotal) {
      this.initScanStack();
      return;
    }
    const k = top.elem.token.kind;
    if (k === "Break" && isBreak) {
      top.elem.size = this.rightTotal + top.elem.size;
      this.scanStack.pop();
    } else if (k === "Begin" && !isBreak) {
      top.elem.size = this.rightTotal + top.elem.size;
      this.scanStack.pop();
    }
  }

  private scanPush(isBreak: boolean, e: QueueElem): void {
    this.enqueue(e);
    if (isBreak) this.setSize(true);
    this.scanStack.push({ leftTotal: this.rightTotal, elem: e });
  }

  openBox(indent: number, box: BoxKind = "b"): this {
    this.depth++;
    this.scanPush(false, { size: -this.rightTotal, token: { kind: "Begin", indent, box }, length: 0 });
    return this;
  }

  closeBox(): this {
    if (this.depth > 1) {
      this.enqueue({ size: 0, token: { kind: "End" }, length: 0 });
      this.setSize(true);
      this.setSize(false);
      this.depth--;
    }
    return this;
  }

  text(s: string): this {
    if (s.length === 0) return this;
    this.enqueue({ size: s.length, token: { kind: "Text", text: s }, length: s.length });
    this.advanceLeft();
    return this;
  }

  brk(width: number, offset: number): this {
    this.scanPush(true, { size: -this.rightTotal, token: { kind: "Break", width, offset }, length: width });
    return this;
  }

  /** `@ ` */
  space(): this {
    return this.brk(1, 0);
  }

  /** `@,` */
  cut(): this {
    return this.brk(0, 0);
  }

  /** `@\n` */
  newline(): this {
    this.enqueue({ size: 0, token: { kind: "Newline" }, length: 0 });
    this.advanceLeft();
    return this;
  }

  /** Closes every box and returns everything printed. */
  flush(): string {
    while (this.depth > 1) this.closeBox();
    this.rightTotal = INFINITY;
    this.advanceLeft();
    return this.out;
  }
}

/** A document printer: a function that writes into an engine. */
export type Doc = (p: Pretty) => void;

export function render(doc: Doc): string {
  const p = new Pretty();
  doc(p);
  return p.flush();
}
