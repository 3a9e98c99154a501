// Source maps (version 3): generated lines and columns mapped back to `.ml` positions, encoded
// with base-64 VLQs as the format requires. Written here rather than taken from a package so
// that the compiler core stays small and runs in a browser.

export interface Mapping {
  /** 0-based line and column in the generated file. */
  readonly genLine: number;
  readonly genCol: number;
  /** Undefined for generated code that comes from no source (ends the previous mapping's reach). */
  readonly source: string | undefined;
  /** 0-based line and column in the source (OCaml locations count lines from 1: convert first). */
  readonly srcLine: number;
  readonly srcCol: number;
}

const digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

function vlq(n: number): string {
  let v = n < 0 ? (-n << 1) | 1 : n << 1;
  let out = "";
  do {
    let d = v & 31;
    v >>>= 5;
    if (v > 0) d |= 32;
    out += digits[d];
  } while (v > 0);
  return out;
}

/** The map as JSON text; mappings must be sorted by generated line, then column. */
export function encodeSourceMap(file: string, mappings: readonly Mapping[], sourceText?: (source: string) => string | undefined): string {
  const sources: string[] = [];
  const sourceIndex = new Map<string, number>();
  const lines: string[][] = [];
  let prevSource = 0;
  let prevSrcLine = 0;
  let prevSrcCol = 0;
  let prevGenLine = -1;
  let prevGenCol = 0;
  for (const m of mappings) {
    if (m.source === undefined) {
      while (lines.length <= m.genLine) lines.push([]);
      if (m.genLine !== prevGenLine) {
        prevGenLine = m.genLine;
        prevGenCol = 0;
      }
      lines[m.genLine]!.push(vlq(m.genCol - prevGenCol));
      prevGenCol = m.genCol;
      continue;
    }
    let si = sourceIndex.get(m.source);
    if (si === undefined) {
      si = sources.length;
      sources.push(m.source);
      sourceIndex.set(m.source, si);
    }
    while (lines.length <= m.genLine) lines.push([]);
    if (m.genLine !== prevGenLine) {
      prevGenLine = m.genLine;
      prevGenCol = 0;
    }
    lines[m.genLine]!.push(
      vlq(m.genCol - prevGenCol) + vlq(si - prevSource) + vlq(m.srcLine - prevSrcLine) + vlq(m.srcCol - prevSrcCol),
    );
    prevGenCol = m.genCol;
    prevSource = si;
    prevSrcLine = m.srcLine;
    prevSrcCol = m.srcCol;
  }
  // A mapping to nothing last in the text would be read by some decoders (Node's) as the start
  // of a full one: a line after it ends it.
  if (mappings.length > 0 && mappings[mappings.length - 1]!.source === undefined) lines.push([]);
  const map: Record<string, unknown> = { version: 3, file, sources, names: [], mappings: lines.map((l) => l.join(",")).join(";") };
  // The sources' text, so that a debugger shows the OCaml without finding the files.
  if (sourceText !== undefined) map["sourcesContent"] = sources.map((src) => sourceText(src) ?? null);
  return JSON.stringify(map);
}
