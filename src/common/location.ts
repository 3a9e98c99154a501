// Source locations, in OCaml's conventions: lines count from 1, columns from 0, and both
// columns and offsets count bytes (source text is held as a byte string: one char per byte).

export interface Position {
  readonly line: number;
  /** Column in bytes from the start of the line, from 0. */
  readonly col: number;
  /** Offset in bytes from the start of the file, from 0. */
  readonly offset: number;
}

export interface Location {
  readonly file: string;
  readonly start: Position;
  readonly end: Position;
  /** A location made up by the compiler (not written by the user), as OCaml's `loc_ghost`. */
  readonly ghost: boolean;
}

export const startPosition: Position = { line: 1, col: 0, offset: 0 };

export function makeLocation(file: string, start: Position, end: Position, ghost = false): Location {
  return { file, start, end, ghost };
}

export const noLocation: Location = makeLocation("_none_", startPosition, startPosition, true);

/** No location at all, as ocamlc prints it: `File "_none_", line 1:` (a negative column: no characters). */
export const unknownLocation: Location = makeLocation("_none_", { line: 1, col: -1, offset: 0 }, { line: 1, col: -1, offset: 0 }, true);

export function mergeLocations(a: Location, b: Location): Location {
  return { file: a.file, start: a.start, end: b.end, ghost: a.ghost && b.ghost };
}

export function ghostLocation(loc: Location): Location {
  return loc.ghost ? loc : { ...loc, ghost: true };
}

/**
 * OCaml's location header: `File "a.ml", line 3, characters 4-9:`, or with `lines 3-5` when the
 * span covers several lines (the characters then run from the first line's start column to the
 * last line's end column). A negative start column means "the whole file": `File "a.ml", line 1:`.
 */
export function formatLocation(loc: Location): string {
  // A location that names a whole file (e.g. an interface mismatch) has no columns.
  if (loc.start.col < 0) return `File "${loc.file}", line ${loc.start.line}:`;
  const lines =
    loc.start.line === loc.end.line ? `line ${loc.start.line}` : `lines ${loc.start.line}-${loc.end.line}`;
  return `File "${loc.file}", ${lines}, characters ${loc.start.col}-${loc.end.col}:`;
}
