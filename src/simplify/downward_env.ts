// The downward environment (seed 001): what holds at the current point of the downward pass.
// Immutable: a `Let_cont` keeps the one it was reached with, to join its uses over it.
import type { TypingEnv } from "../types/index.js";

export interface DownwardEnv {
  readonly typing: TypingEnv;
  /** How many inlined bodies enclose this point. */
  readonly inliningDepth: number;
  /** Whether this point is outside any function (toplevel code runs once). */
  readonly atToplevel: boolean;
  /** How many conditional branches enclose this point (for the benefit scaling of section 21.4). */
  readonly branchDepth: number;
}

export function withTyping(denv: DownwardEnv, typing: TypingEnv): DownwardEnv {
  return { ...denv, typing };
}
