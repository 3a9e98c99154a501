// Source maps (version 3): generated lines and columns mapped back to `.ml` positions, encoded
// with base-64 VLQs as the format requires. Written here rather than taken from a package so
// that the compiler core stays small and runs in a browser.

export interface Mapping {
  /** 0-based line and column in the generated file. */
  readonly genLine: number;
  readonly genCol: number;
  readonly source: string;
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
export function encodeSourceMap(file: string, mappings: readonly Mapping[]): string {
  const sources: string[] = [];
  const sourceIndex = new Map<string, number>();
  const lines: string[][] = [];
  let prevSource = 0;
  let prevSrcLine = 0;
  let prevSrcCol = 0;
  let prevGenLine = -1;
  let prevGenCol = 0;
  for (const m of mappings) {
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
  return JSON.stringify({ version: 3, file, sources, names: [], mappings: lines.map((l) => l.join(",")).join(";") });
}
