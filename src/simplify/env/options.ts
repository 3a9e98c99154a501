// The parameters of Simplify, with ocamlopt's flag names (manual section 21.2 / 21.5) and their
// defaults per optimisation level. A parameter that may differ per round holds one value per
// round; the last value applies to later rounds.
import type { CseScope } from "../../types/index.js";

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
  /**
   * The steps each round may take (terms simplified plus the size of the copies made) before it
   * stops inlining and specialising; by default proportional to the unit (`round_budget.ts`).
   */
  readonly fuel?: number;
  /** Unboxing of closure variables (section 21.9.1); `-no-unbox-free-vars-of-closures` turns it off. */
  readonly unboxFreeVarsOfClosures: boolean;
  /** Unboxing of specialised arguments (section 21.9.2); `-no-unbox-specialised-args` turns it off. */
  readonly unboxSpecialisedArgs: boolean;
  /** Removal of unused arguments of every function (section 21.10.3); off unless `-remove-unused-arguments`. */
  readonly removeUnusedArguments: boolean;
  /**
   * Lifting of the toplevel variables that closures capture to blocks of their own (section
   * 21.8.2, `unit/lift_toplevel_captures.ts`), on by default; not a flag of the command line
   * (ocamlopt has none). bench/README.md, "Lifting of toplevel bindings, on by default", has the
   * measurements.
   */
  readonly liftToplevelCaptures: boolean;
  /** Unboxing of closures (section 21.9.3): value slots passed as arguments; off unless `-unbox-closures`. */
  readonly unboxClosures: boolean;
  /** `-unbox-closures-factor`: with `-unbox-closures`, a function no larger than this times the slots it reads is duplicated, not wrapped. */
  readonly unboxClosuresFactor: number;
  /**
   * Common subexpression elimination: of every pure primitive (the default), or of integer
   * comparisons only (what the refinement of the typing environment by comparisons needs).
   * bench/README.md, "Common subexpressions of every pure primitive", has the measurements that
   * made "all" the default.
   */
  readonly cse: CseScope;
  /**
   * The largest handler (in `exprSize` units) copied to a use whose constant arguments decide its
   * switch (`specialise_continuation.ts`); 0 turns the specialisation of continuations off.
   */
  readonly continuationSpecialisation: number;
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
  inlineBranchFactor: [0],
  inlineLiftingBenefit: [1300],
  inlineMaxDepth: [1],
  inlineMaxUnroll: [0],
  unboxFreeVarsOfClosures: true,
  unboxSpecialisedArgs: true,
  removeUnusedArguments: false,
  liftToplevelCaptures: true,
  unboxClosures: false,
  unboxClosuresFactor: 10,
  cse: "all",
  continuationSpecialisation: 20,
};

/**
 * Defaults per level (section 21.5): one round with the base values; `-O2` adds a second round
 * with doubled costs, `-inline 25`, `-inline-toplevel 400`, `-inline-max-depth 2`; `-O3` a third
 * with tripled costs, `-inline 50`, `-inline-toplevel 800`, `-inline-max-depth 3` and
 * `-inline-max-unroll 1`. The branch factor and the lifting benefit stay the defaults.
 */
export function defaultSimplifyOptions(level: "Oclassic" | "O1" | "O2" | "O3"): SimplifyOptions {
  switch (level) {
    case "O1":
      return base;
    case "Oclassic":
      return { ...base, mode: "classic", continuationSpecialisation: 0 };
    case "O2":
      return {
        ...base,
        rounds: 2,
        inline: [10, 25],
        inlineToplevel: [160, 400],
        inlineAllocCost: [7, 14],
        inlineBranchCost: [5, 10],
        inlineCallCost: [5, 10],
        inlineIndirectCost: [4, 8],
        inlinePrimCost: [3, 6],
        inlineMaxDepth: [1, 2],
        inlineMaxUnroll: [0],
      };
    case "O3":
      return {
        ...base,
        rounds: 3,
        inline: [10, 25, 50],
        inlineToplevel: [160, 400, 800],
        inlineAllocCost: [7, 14, 21],
        inlineBranchCost: [5, 10, 15],
        inlineCallCost: [5, 10, 15],
        inlineIndirectCost: [4, 8, 12],
        inlinePrimCost: [3, 6, 9],
        inlineMaxDepth: [1, 2, 3],
        inlineMaxUnroll: [0, 0, 1],
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

/** The parameters that may differ per round. */
export type PerRoundParameter =
  | "inline"
  | "inlineToplevel"
  | "inlineAllocCost"
  | "inlineBranchCost"
  | "inlineCallCost"
  | "inlineIndirectCost"
  | "inlinePrimCost"
  | "inlineBranchFactor"
  | "inlineLiftingBenefit"
  | "inlineMaxDepth"
  | "inlineMaxUnroll";

/**
 * A per-round parameter as the command line gives it: `all` (from `-inline 25`) for every round,
 * `byRound` (from `-inline 0=10,1=25`) for the rounds named; other rounds keep the level's value.
 */
export interface PerRoundOverride {
  readonly all?: number;
  readonly byRound: ReadonlyMap<number, number>;
}

/** What the command line changes after the level's defaults (`-O2`, `-O3` apply first). */
export interface SimplifyOverrides {
  readonly rounds?: number;
  readonly perRound?: Partial<Record<PerRoundParameter, PerRoundOverride>>;
  /** `-no-unbox-free-vars-of-closures`. */
  readonly noUnboxFreeVarsOfClosures?: boolean;
  /** `-no-unbox-specialised-args`. */
  readonly noUnboxSpecialisedArgs?: boolean;
  /** `-remove-unused-arguments`. */
  readonly removeUnusedArguments?: boolean;
  /** `-unbox-closures`. */
  readonly unboxClosures?: boolean;
  /** `-unbox-closures-factor N`. */
  readonly unboxClosuresFactor?: number;
}

/** Parses `N` or `R=N[,R=N...]`; `integer` refuses fractions. Undefined when malformed. */
export function parsePerRoundOverride(text: string, integer: boolean): PerRoundOverride | undefined {
  const number = integer ? /^-?\d+$/ : /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
  if (number.test(text)) return { all: Number(text), byRound: new Map() };
  const byRound = new Map<number, number>();
  for (const part of text.split(",")) {
    const eq = part.indexOf("=");
    if (eq < 0) return undefined;
    const round = part.slice(0, eq);
    const value = part.slice(eq + 1);
    if (!/^\d+$/.test(round) || !number.test(value)) return undefined;
    byRound.set(Number(round), Number(value));
  }
  return { byRound };
}

/** The level's options with the command line's overrides applied. */
export function withOverrides(options: SimplifyOptions, overrides: SimplifyOverrides | undefined): SimplifyOptions {
  if (overrides === undefined) return options;
  let out: SimplifyOptions = overrides.rounds === undefined ? options : { ...options, rounds: overrides.rounds };
  if (overrides.noUnboxFreeVarsOfClosures === true) out = { ...out, unboxFreeVarsOfClosures: false };
  if (overrides.noUnboxSpecialisedArgs === true) out = { ...out, unboxSpecialisedArgs: false };
  if (overrides.removeUnusedArguments === true) out = { ...out, removeUnusedArguments: true };
  if (overrides.unboxClosures === true) out = { ...out, unboxClosures: true };
  if (overrides.unboxClosuresFactor !== undefined) out = { ...out, unboxClosuresFactor: overrides.unboxClosuresFactor };
  for (const [key, o] of Object.entries(overrides.perRound ?? {}) as [PerRoundParameter, PerRoundOverride | undefined][]) {
    if (o === undefined) continue;
    const base = out[key];
    const named = [...o.byRound.keys()];
    const length = Math.max(base.length, out.rounds, ...named.map((r) => r + 1));
    const values: number[] = [];
    for (let r = 0; r < length; r++) values.push(o.byRound.get(r) ?? o.all ?? atRound(base, r));
    out = { ...out, [key]: values };
  }
  return out;
}
