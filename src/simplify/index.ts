// Simplify (Flambda 2's optimiser): rounds of one downward/upward traversal each, driven by the
// typing environment of `src/types/`. `simplifyUnit` is the interface; the rest of the folder is
// one file per construct (`simplify_let.ts`, ...), per family of primitives, and the
// environments and accumulators of the traversal.
import type { Diagnostic } from "../common/diagnostic.js";
import {
  someExpr,
  exprSize,
  boundBlockLike,
  boundStatic,
  let_,
  namedStaticConsts,
  staticBlock,
  withUnitBody,
  type CodeId,
  type Expr,
  type FlambdaUnit,
  type Symbol,
} from "../flambda/index.js";
import { createEnv, type FunctionSummary } from "../types/index.js";
import { Context } from "./env/context.js";
import { countContinuationUses } from "./env/continuation_uses.js";
import { DownwardAcc } from "./env/downward_acc.js";
import { SearchClock } from "./env/search_clock.js";
import type { Imports } from "./unit/imports.js";
import type { InliningReport } from "./inlining/inlining_report.js";
import type { SimplifyOptions } from "./env/options.js";
import { closureSets } from "./unit/closure_sets.js";
import { liftToplevelCaptures } from "./unit/lift_toplevel_captures.js";
import { substituteConstantCells } from "./unit/constant_cells.js";
import { readsOfTerm } from "./unboxing/unbox_closure_vars.js";
import { removeUnusedValueSlots } from "./unit/remove_unused_value_slots.js";
import { functionBudget, roundBudget, unitCodeSize, type RoundBudget } from "./env/round_budget.js";
import type { DownwardEnv } from "./env/downward_env.js";
import { simplifyExpr } from "./constructs/simplify_expr.js";
import { UpwardAcc } from "./env/upward_acc.js";
import { UpwardEnv } from "./env/upward_env.js";
import { survivingWarnings } from "./unit/surviving_warnings.js";
import type { Specialised } from "./specialisation/specialised.js";

export {
  defaultSimplifyOptions,
  parsePerRound,
  parsePerRoundOverride,
  withOverrides,
  atRound,
  type PerRoundParameter,
  type SimplifyOptions,
  type SimplifyMode,
  type SimplifyOverrides,
} from "./env/options.js";
export { printInliningReport, type InliningReport, type InliningReportEntry } from "./inlining/inlining_report.js";
export { describeDecision, type InliningDecision } from "./inlining/inlining_decision.js";
export { exportsOfUnit, importsOf, Imports, type UnitExports } from "./unit/imports.js";

/** What `simplifyUnit` may be given besides the unit and the options. */
export interface SimplifyHooks {
  /** Sees the unit after each round (see `simplifyUnit`). */
  readonly afterRound?: (unit: FlambdaUnit, round: number) => void;
  /**
   * What the units linked before this one export (`importsOf(exports)`): their symbols are known
   * from the start and calls to their functions may become direct, be inlined or speculated.
   */
  readonly imports?: Imports;
  /**
   * A clock in milliseconds: when given, the result says how long each round took and how much
   * of it went into the searches (`RoundTiming`), for `-dtimings`.
   */
  readonly clock?: () => number;
}

/** How long a round took, and the part spent simplifying copies made to decide. */
export interface RoundTiming {
  readonly round: number;
  readonly ms: number;
  /** Speculative inlining: callee bodies simplified in context (kept or discarded). */
  readonly speculationMs: number;
  /** Specialisation: copies of recursive functions simplified with the invariant arguments. */
  readonly specialisationMs: number;
}

/**
 * `afterRound`, when given, sees the unit after each round (tests run the invariant checker
 * there, so that a round's mistake is caught in that round, not after the next has hidden it).
 * The hooks may also give the unit's imports.
 */
export function simplifyUnit(
  unit: FlambdaUnit,
  options: SimplifyOptions,
  hooks?: ((unit: FlambdaUnit, round: number) => void) | SimplifyHooks,
): { unit: FlambdaUnit; report: InliningReport[]; warnings: Diagnostic[]; timings: RoundTiming[]; summaries: ReadonlyMap<CodeId, FunctionSummary> } {
  const afterRound = typeof hooks === "function" ? hooks : hooks?.afterRound;
  const imports = typeof hooks === "function" ? undefined : hooks?.imports;
  const clock = typeof hooks === "function" ? undefined : hooks?.clock;
  const timings: RoundTiming[] = [];
  let current = unit;
  // Names made from another unit's (copies of its code) must not clash with that unit's.
  if (imports !== undefined) unit.names.reserve(imports.namesFrom());
  const report: InliningReport[] = [];
  const warnings: Diagnostic[] = [];
  const initialSize = unitCodeSize(unit.body);
  // The specialised copies made so far, by what they were made for: later rounds reuse them.
  const copies = new Map<string, Specialised>();
  // The blocks made for toplevel variables that closures capture (`lift_toplevel_captures.ts`).
  const cells = new Set<string>();
  // The result summaries of the last round's codes: what the units after this one learn of them.
  let summaries: ReadonlyMap<CodeId, FunctionSummary> = new Map();
  for (let round = 0; round < options.rounds; round++) {
    const searchClock = clock === undefined ? undefined : new SearchClock(clock);
    const t0 = clock?.() ?? 0;
    const budget = roundBudget(initialSize, round === 0 ? initialSize : unitCodeSize(current.body), options.fuel);
    const r = simplifyRound(current, options, round, imports, searchClock, budget, copies, cells);
    if (clock !== undefined && searchClock !== undefined) {
      timings.push({ round, ms: clock() - t0, speculationMs: searchClock.speculationMs, specialisationMs: searchClock.specialisationMs });
    }
    current = r.unit;
    afterRound?.(current, round);
    report.push({ round, entries: r.dacc.report });
    summaries = r.dacc.summaries;
    for (const [key, copy] of r.dacc.state.copies()) copies.set(key, copy);
    // Warning 55 is given once, for the last round's calls that survived.
    if (round === options.rounds - 1) warnings.push(...survivingWarnings(current, r.dacc.warnings));
  }
  return { unit: current, report, warnings, timings, summaries };
}

function simplifyRound(
  unit: FlambdaUnit,
  options: SimplifyOptions,
  round: number,
  imports: Imports | undefined,
  searchClock: SearchClock | undefined,
  budget: RoundBudget,
  earlierCopies: ReadonlyMap<string, Specialised>,
  /** The blocks of the toplevel variables closures capture, made by this round or earlier ones. */
  cells: Set<string>,
): { unit: FlambdaUnit; dacc: DownwardAcc } {
  // Toplevel variables that closures capture get blocks of their own (manual section 21.8.2).
  let sets = closureSets(unit.body);
  const lifted = options.liftToplevelCaptures ? liftToplevelCaptures(unit.body, unit.names, unit.moduleSymbol, sets.allocations, cells) : unit.body;
  if (lifted !== unit.body) {
    unit = withUnitBody(unit, lifted);
    sets = closureSets(unit.body);
  }
  const dacc = new DownwardAcc(unit.names, options, round, searchClock, unit.moduleSymbol, budget);
  dacc.earlierCopies = earlierCopies;
  dacc.cells = cells;
  // The imported codes first: the unit's own are added as their definitions are met.
  if (imports !== undefined) {
    for (const [id, c] of imports.codes()) dacc.codes.set(id, c);
    // What imported functions return, as their unit's last round found it.
    for (const [id, s] of imports.summaries()) dacc.summaries.set(id, s);
  }
  dacc.soleStaticClosure = sets.soleStatic;
  dacc.staticSets = sets.staticSets;
  dacc.toplevelReads = readsOfTerm(unit.body);
  if (options.removeUnusedArguments) dacc.setAllocations = sets.allocations;
  const uacc = new UpwardAcc();
  // The module block is what the unit exports: always used.
  uacc.use(unit.moduleSymbol);
  // Each function body counts its own when it is simplified (`simplifyCode`).
  countContinuationUses(unit.body, dacc.contNamings);
  dacc.neverJoined(unit.returnContinuation);
  dacc.neverJoined(unit.exnContinuation);
  const ctx = new Context(dacc, new UpwardEnv(), uacc, simplifyExpr);
  const typing = imports?.typingEnv() ?? createEnv();
  let result: Expr | undefined;
  const toplevel: DownwardEnv = { typing, inliningDepth: 0, atToplevel: true, branchDepth: 0 };
  // The toplevel is bounded as a function body is, however large it starts: code inlined into a
  // toplevel the engine does not optimise is not optimised either, and its loops stay interpreted.
  ctx.simplify(unit.body, { ...toplevel, body: functionBudget(exprSize(unit.body)) }, (rebuild) =>
    ctx.later(() =>
      rebuild((e) => {
        result = e;
      }),
    ),
  );
  ctx.run();
  if (result === undefined) throw new Error("simplify: the traversal did not finish");
  // Value slots no code reads any more go, with what only they used (manual section 21.10.4).
  result = removeUnusedValueSlots(result);
  // The lifted toplevel variables the round found to be constants are those constants.
  result = substituteConstantCells(result, cells);
  // When the toplevel code always raises, the code after the raise is gone, the module block's
  // definition with it; the unit must still define its symbol (nothing can read it).
  if (!bindsSymbol(result, unit.moduleSymbol)) {
    result = let_(boundStatic([boundBlockLike(unit.moduleSymbol)]), namedStaticConsts([staticBlock(0, "immutable", [])]), result);
  }
  return { unit: withUnitBody(unit, result), dacc };
}

/** Whether a static `Let` of the term (outside code) binds the symbol. */
function bindsSymbol(root: Expr, sym: Symbol): boolean {
  return someExpr(root, { intoCode: false }, (e) => e.kind === "let" && e.bound.kind === "static" && e.bound.bindings.some((b) => b.kind === "block_like" && b.symbol === sym));
}
