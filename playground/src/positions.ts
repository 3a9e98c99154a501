// The compiler counts columns in bytes of the UTF-8 source (as OCaml does); the editor counts
// UTF-16 code units. These turn a compiler's span into the editor's offsets.
import type { Text } from "@codemirror/state";
import type { Span } from "./protocol.js";

/** The offset in `line` (a line's text) of the character at byte column `byteCol` (clamped). */
export function charColumn(line: string, byteCol: number): number {
  let bytes = 0;
  for (let i = 0; i < line.length; i++) {
    if (bytes >= byteCol) return i;
    const c = line.codePointAt(i)!;
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
    if (c >= 0x10000) i++;
  }
  return line.length;
}

function offset(doc: Text, line: number, byteCol: number): number {
  const l = doc.line(Math.min(Math.max(line, 1), doc.lines));
  return l.from + charColumn(l.text, byteCol);
}

/** The span's start and end in the document (the end at least the start). */
export function spanRange(doc: Text, span: Span): { from: number; to: number } {
  const from = offset(doc, span.line, span.col);
  const to = offset(doc, span.endLine, span.endCol);
  return { from, to: Math.max(from, to) };
}
