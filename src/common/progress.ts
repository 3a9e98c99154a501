// Where a compilation is, for the one-line report of an internal error (a bug, not a user's
// mistake): the driver notes the stage and the file it works on, and a stage may note the source
// location of the function it is working on (Simplify and the back end note each function's as
// they enter it: with Simplify's work list, the last one entered). Nothing else reads it, but a
// test's probe, which may fail on purpose at a stage to check that report.
import type { Location } from "./location.js";

export interface Progress {
  /** The stage running: "typing", "simplify", "emit", ... */
  readonly stage: string;
  readonly file: string | undefined;
  /** The function (or other part of the file) being compiled, when the stage said. */
  readonly loc: Location | undefined;
}

let current: Progress = { stage: "start", file: undefined, loc: undefined };
let probe: ((p: Progress) => void) | undefined;

/** A stage starts on a file (or on no file in particular). */
export function noteStage(stage: string, file?: string): void {
  current = { stage, file, loc: undefined };
  probe?.(current);
}

/** The current stage works on what `loc` spans. */
export function noteLocation(loc: Location | undefined): void {
  if (loc === undefined) return;
  current = { ...current, loc };
  probe?.(current);
}

export function progress(): Progress {
  return current;
}

/** For tests: `p` sees each stage as it starts and each location noted, and may throw there. */
export function setStageProbe(p: ((p: Progress) => void) | undefined): void {
  probe = p;
}

/**
 * Where a compilation failed, as far as it is known: "a.ml, line 3, in simplify" (the function
 * at line 3 of the file compiled), "a.ml, in simplify, at list.ml, line 102" (a function of
 * another file, inlined), "a.ml, in typing", "in emit".
 */
export function describeProgress(p: Progress): string {
  const loc = p.loc !== undefined && p.loc.file !== "_none_" ? p.loc : undefined;
  if (loc === undefined) return p.file === undefined ? `in ${p.stage}` : `${p.file}, in ${p.stage}`;
  const line = `${loc.file}, line ${loc.start.line}`;
  if (p.file === undefined) return `in ${p.stage}, at ${line}`;
  return loc.file === p.file ? `${line}, in ${p.stage}` : `${p.file}, in ${p.stage}, at ${line}`;
}
