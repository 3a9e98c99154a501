// Renders a diagnostic as ocamlc does, including the excerpt of the source it points at:
//
//   File "a.ml", line 1, characters 12-15:
//   1 | let x = 1 + "a"
//                   ^^^
//   Error: This expression has type string but ...
//
// Pure (no I/O): the command line and the playground both use it with the source text at hand.
import { diagnosticLabel, type Diagnostic } from "../common/diagnostic.js";
import { formatLocation, type Location } from "../common/location.js";

/** Source texts by file name, as given to the compiler (byte strings). */
export type SourceLookup = (file: string) => string | undefined;

/** How many lines of a multi-line span ocamlc shows before eliding the middle. */
const maxExcerptLines = 10;

function excerpt(loc: Location, source: string | undefined): string {
  // A whole file (`File "a.ml", line 1:`, a negative column) has no excerpt in ocamlc's output.
  if (source === undefined || loc.start.col < 0) return "";
  const lines = source.split("\n");
  const first = loc.start.line;
  const last = loc.end.line;
  // A location past the end of the text (end of file) has no excerpt.
  if (first < 1 || last > lines.length || (first === last && loc.start.col >= (lines[first - 1] ?? "").length + 1)) return "";
  if (first === last && (lines[first - 1] ?? "") === "" ) return "";
  const width = String(last).length;
  const prefix = (n: number) => `${String(n).padStart(width)} | `;
  const text = (n: number) => (lines[n - 1] ?? "").replace(/\r/g, "");
  if (first === last) {
    const line = text(first);
    const startCol = Math.min(loc.start.col, line.length);
    const endCol = Math.max(Math.min(loc.end.col, line.length), startCol + 1);
    const carets = " ".repeat(prefix(first).length + startCol) + "^".repeat(endCol - startCol);
    return `${prefix(first)}${line}\n${carets}\n`;
  }
  const shown: number[] = [];
  for (let n = first; n <= last; n++) shown.push(n);
  let out = "";
  const render = (n: number) => {
    let line = text(n);
    // What lies outside the span, before it on its first line and after it on its last, is dots.
    if (n === last) line = line.slice(0, loc.end.col) + ".".repeat(Math.max(0, line.length - loc.end.col));
    if (n === first) line = ".".repeat(Math.min(loc.start.col, line.length)) + line.slice(loc.start.col);
    out += `${prefix(n)}${line}\n`;
  };
  if (shown.length <= maxExcerptLines) shown.forEach(render);
  else {
    shown.slice(0, maxExcerptLines / 2).forEach(render);
    out += "...\n";
    shown.slice(-(maxExcerptLines / 2 - 1)).forEach(render);
  }
  return out;
}

/** The full text ocamlc prints for a diagnostic, ending with a newline. */
export function renderDiagnostic(d: Diagnostic, sources: SourceLookup): string {
  let out = "";
  if (d.location) out += formatLocation(d.location) + "\n" + excerpt(d.location, sources(d.location.file));
  out += `${diagnosticLabel(d)}: ${d.message}\n`;
  for (const note of d.notes ?? []) {
    // ocamlc shows the source of the file it compiles only (not of an interface a note names).
    const shown = d.location === undefined || note.location.file === d.location.file;
    out += formatLocation(note.location) + "\n" + (shown ? excerpt(note.location, sources(note.location.file)) : "");
    out += `  ${note.message}\n`;
  }
  return out;
}
