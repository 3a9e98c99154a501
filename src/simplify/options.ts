// The parameters of Simplify, with ocamlopt's flag names (manual section 21.2 / 21.5) and their
// defaults per optimisation level. A parameter that may differ per round holds one value per
// round; the last value applies to later rounds.

export type SimplifyMode = "classic" | "normal";

export interface SimplifyOptions {
  readonly mode: SimplifyMode;
  /** `-rounds`: how many traversals of the whole unit. */
  readonly rounds: number;
  /** `-inline`: how aggressive inlining is (in size units of a call), per round. */
  readonly inline: readonly number[];
  /** `-inline-toplevel`: the same at toplevel (outside any function), per round. */
  readonly inlineToplevel: readonly number[];
  readonly inlineAllocCost: readonly number[];
  readonly inlineBranchCost: readonly number[];
  readonly inlineCallCost: readonly number[];
  readonly inlineIndirectCost: readonly number[];
  readonly inlinePrimCost: readonly number[];
  readonly inlineBranchFactor: readonly number[];
  readonly inlineLiftingBenefit: readonly number[];
  /** `-inline-max-depth`: how deep inlined bodies may nest. */
  readonly inlineMaxDepth: readonly number[];
  /** `-inline-max-unroll`: how many times a recursive function may be unrolled. */
  readonly inlineMaxUnroll: readonly number[];
  /** Bounds the total work of one round (inlinings plus terms visited): a runaway is an error. */
  readonly fuel: number;
}

/** The value of a per-round parameter at round `r` (from 0). */
export function atRound(values: readonly number[], r: number): number {
  if (values.length === 0) throw new Error("simplify: empty per-round parameter");
  return values[Math.min(r, values.length - 1)]!;
}

const base: SimplifyOptions = {
  mode: "normal",
  rounds: 1,
  inline: [10],
  inlineToplevel: [160],
  inlineAllocCost: [7],
  inlineBranchCost: [5],
  inlineCallCost: [5],
  inlineIndirectCost: [4],
  inlinePrimCost: [3],
  inlineBranchFactor: [0.1],
  inlineLiftingBenefit: [1300],
  inlineMaxDepth: [1],
  inlineMaxUnroll: [0],
  fuel: 5_000_000,
};

/** Defaults per level: `-O2` and `-O3` run more rounds with the larger per-round values of section 21.5. */
export function defaultSimplifyOptions(level: "Oclassic" | "O1" | "O2" | "O3"): SimplifyOptions {
  switch (level) {
    case "O1":
      return base;
    case "Oclassic":
      return { ...base, mode: "classic" };
    case "O2":
      return {
        ...base,
        rounds: 2,
        inline: [25],
        inlineToplevel: [400],
        inlineAllocCost: [7, 14],
        inlineBranchCost: [5, 10],
        inlineCallCost: [5, 10],
        inlineIndirectCost: [4, 8],
        inlinePrimCost: [3, 6],
        inlineMaxDepth: [2],
      };
    case "O3":
      return {
        ...base,
        rounds: 3,
        inline: [50],
        inlineToplevel: [800],
        inlineAllocCost: [7, 14, 10],
        inlineBranchCost: [5, 10, 8],
        inlineCallCost: [5, 10, 8],
        inlineIndirectCost: [4, 8, 6],
        inlinePrimCost: [3, 6, 4],
        inlineBranchFactor: [0.1, 0.1, 0],
        inlineMaxDepth: [3],
        inlineMaxUnroll: [1],
      };
    default: {
      const never: never = level;
      return never;
    }
  }
}

/**
 * Parses a per-round flag argument: `25` (every round) or `0=10,1=25` (round 0 gets 10, round 1
 * and later 25). Returns undefined when the text is malformed.
 */
export function parsePerRound(text: string): number[] | undefined {
  if (/^-?[0-9.]+$/.test(text)) return [Number(text)];
  const out: number[] = [];
  for (const part of text.split(",")) {
    const m = /^(\d+)=(-?[0-9.]+)$/.exec(part.trim());
    if (m === null) return undefined;
    out[Number(m[1])] = Number(m[2]);
  }
  // Rounds not named take the value of the previous one.
  for (let i = 0; i < out.length; i++) if (out[i] === undefined) out[i] = i === 0 ? Number.NaN : out[i - 1]!;
  return out.some((v) => Number.isNaN(v)) ? undefined : out;
}
