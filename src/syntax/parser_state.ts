// The parser's cursor over the token stream: lookahead, consumption, locations and OCaml's
// syntax-error messages. The grammar itself lives in the parse_*.ts files.
import { errorAt, type CompileError } from "../common/diagnostic.js";
import type { Location } from "../common/location.js";
import type { Attribute, Longident } from "./ast.js";
import { Docstrings } from "./docstrings.js";
import { Lexer, type WarningSink } from "./lexer.js";
import type { Token } from "./token.js";

export class ParserState {
  private readonly lexer: Lexer;
  /** The current token, read on demand (so that lexical errors come in source order). */
  private current: Token | undefined;
  /** Tokens after the current one, read ahead but not consumed yet (a small queue). */
  private readonly ahead: Token[] = [];
  /** End offset of the last consumed token: the end of the node being built. */
  lastEnd = 0;
  /** Start offset of the last consumed token. */
  lastStart = 0;

  /** The documentation comments and what they document, when warning 50 is wanted. */
  readonly docstrings: Docstrings | undefined;

  constructor(source: string, readonly file: string, warn?: WarningSink, docstrings = false) {
    this.docstrings = docstrings ? new Docstrings() : undefined;
    this.lexer = new Lexer(source, file, warn, this.docstrings);
  }

  /**
   * The doc comments of the file, for the grammar's questions about them, once the token after
   * the last one consumed is read (its gap's comments are filed then); undefined when there are
   * none, or when they are not wanted.
   */
  get docs(): Docstrings | undefined {
    const d = this.docstrings;
    if (d === undefined) return undefined;
    this.tok;
    return d.any ? d : undefined;
  }

  /** The first error found in a tree that parses, reported once the whole file has (OCaml's `Ast_invariants`). */
  deferred: CompileError | undefined;

  deferError(e: CompileError): void {
    this.deferred ??= e;
  }

  /** An item from `start` to the last token consumed takes its doc comments (`symbol_docs`). */
  symbolDocs(start: number): void {
    this.docs?.symbolDocs(start, this.lastEnd);
  }

  /** A constructor, field or tag ending at the last token consumed takes the doc comment after it. */
  info(end = this.lastEnd): boolean {
    return this.docs?.info(end) ?? false;
  }

  /** Floating text before an item starting at `start`: the number of comments it holds. */
  text(start: number): number {
    return this.docs?.text(start) ?? 0;
  }

  get tok(): Token {
    return (this.current ??= this.lexer.next());
  }

  peek(k = 0): Token {
    if (k === 0) return this.tok;
    this.tok;
    while (this.ahead.length < k) this.ahead.push(this.lexer.next());
    return this.ahead[k - 1]!;
  }

  advance(): Token {
    const t = this.tok;
    this.current = this.ahead.length > 0 ? this.ahead.shift() : undefined;
    this.lastStart = t.start;
    this.lastEnd = t.end;
    return t;
  }

  /** Is the current (or k-th next) token the keyword or symbol `text`? */
  is(text: string, k = 0): boolean {
    const t = k === 0 ? this.tok : this.peek(k);
    return (t.kind === "KEYWORD" || t.kind === "OP") && t.text === text;
  }

  accept(text: string): boolean {
    if (this.is(text)) {
      this.advance();
      return true;
    }
    return false;
  }

  expect(text: string): Token {
    if (!this.is(text)) this.error();
    return this.advance();
  }

  /** Consumes the closing `close` of the `open` token, or reports it missing as OCaml does. */
  expectClosing(close: string, open: Token): Token {
    if (!this.is(close)) this.unclosed(open, close);
    return this.advance();
  }

  unclosed(open: Token, close: string): never {
    const t = this.tok;
    throw errorAt(this.location(t.start, t.end), `Syntax error: '${close}' expected`, [
      { location: this.location(open.start, open.end), message: `This '${open.text}' might be unmatched` },
    ]);
  }

  location(start: number, end: number): Location {
    const lines = this.lexer.lines;
    return { file: this.file, start: lines.position(start), end: lines.position(end), ghost: false };
  }

  /** From `start` to the end of the last consumed token. */
  locFrom(start: number): Location {
    return this.location(start, Math.max(start, this.lastEnd));
  }

  tokenLocation(t: Token): Location {
    return this.location(t.start, t.end);
  }

  /** `Error: Syntax error` at the current token. */
  error(message = "Syntax error"): never {
    const t = this.tok;
    throw errorAt(this.location(t.start, t.end), message);
  }

  errorAtToken(t: Token, message: string): never {
    throw errorAt(this.location(t.start, t.end), message);
  }
}

/** The attributes of a node without any, shared (nodes are immutable). */
export const noAttributes: readonly Attribute[] = Object.freeze([]);

export function lident(name: string): Longident {
  return { kind: "Lident", name };
}

export function ldot(prefix: Longident, name: string): Longident {
  return { kind: "Ldot", prefix, name };
}

export function longidentLast(id: Longident): string {
  switch (id.kind) {
    case "Lident":
    case "Ldot":
      return id.name;
    case "Lapply":
      return longidentLast(id.arg);
  }
}

/** Appends attributes to a node's own. */
export function withAttributes<T extends { readonly attributes: readonly Attribute[] }>(node: T, attrs: readonly Attribute[]): T {
  return attrs.length === 0 ? node : { ...node, attributes: [...node.attributes, ...attrs] };
}
