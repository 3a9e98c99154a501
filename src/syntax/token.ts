// The tokens the lexer hands to the parser. Keywords and punctuation share one kind: the parser
// tells them apart by their text, which is never an identifier's text.

/** Byte offsets of a token in the source: `start` inclusive, `end` exclusive. */
interface Span {
  readonly start: number;
  readonly end: number;
}

export type Token =
  | (Span & { readonly kind: "LIDENT"; readonly text: string })
  | (Span & { readonly kind: "UIDENT"; readonly text: string })
  /** Keywords (`let`, `mod`, ...) and punctuation (`(`, `[|`, `;;`, `->`, `[@@`, ...). */
  | (Span & { readonly kind: "KEYWORD"; readonly text: string })
  /** A user-definable operator: `+`, `|>`, `!`, `~-`, `**`, `@@`, `:=`... */
  | (Span & { readonly kind: "OP"; readonly text: string })
  /** `~label:` (text is the label) */
  | (Span & { readonly kind: "LABEL"; readonly text: string })
  /** `?label:` (text is the label) */
  | (Span & { readonly kind: "OPTLABEL"; readonly text: string })
  /** An integer literal; `modifier` is the letter after it (`l`, `L`, `n`, or another, rejected by the parser). */
  | (Span & { readonly kind: "INT"; readonly text: string; readonly modifier: string })
  | (Span & { readonly kind: "FLOAT"; readonly text: string; readonly modifier: string })
  | (Span & { readonly kind: "CHAR"; readonly text: string; readonly code: number })
  | (Span & { readonly kind: "STRING"; readonly text: string; readonly value: string; readonly delimiter: string | undefined })
  /** A binding operator: `let*`, `let+`, ... (text is the whole, e.g. `let*`) */
  | (Span & { readonly kind: "LETOP"; readonly text: string })
  /** `and*`, `and+`, ... */
  | (Span & { readonly kind: "ANDOP"; readonly text: string })
  /** An index operator's head: `.%` in `a.%{i}` (text is `.%`) */
  | (Span & { readonly kind: "DOTOP"; readonly text: string })
  | (Span & { readonly kind: "EOF"; readonly text: "" });

export type TokenKind = Token["kind"];

export const keywords: ReadonlySet<string> = new Set([
  "and", "as", "assert", "asr", "begin", "class", "constraint", "do", "done", "downto", "else", "end",
  "exception", "external", "false", "for", "fun", "function", "functor", "if", "in", "include",
  "inherit", "initializer", "land", "lazy", "let", "lor", "lsl", "lsr", "lxor", "match", "method",
  "mod", "module", "mutable", "new", "nonrec", "object", "of", "open", "or", "private", "rec", "sig",
  "struct", "then", "to", "true", "try", "type", "val", "virtual", "when", "while", "with",
]);
