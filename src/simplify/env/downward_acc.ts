// The downward accumulator (seed 001): what the downward pass collects as it goes, chiefly the
// uses of each continuation with the typing environment at each use, so that its handler is
// simplified with what holds at every use. Names are unique in a unit, so one mutable table per
// round serves every scope.
import type { Diagnostic } from "../../common/diagnostic.js";
import type { ApplyCont, Code, CodeId, ContHandler, Continuation, NameGenerator, Simple, Symbol, Variable } from "../../flambda/index.js";
import { createEnv, type FunctionSummary, type TypingEnv } from "../../types/index.js";
import type { InliningReportEntry } from "../inlining/inlining_report.js";
import type { SimplifyOptions } from "./options.js";
import { fuelBase, type BudgetRefusal, type FunctionBudget, type RoundBudget } from "./round_budget.js";
import type { CallResult, ReturnCollector } from "./return_summary.js";
import { RoundState } from "./round_state.js";
import type { SearchClock } from "./search_clock.js";
import type { Specialised } from "../specialisation/specialised.js";
import type { StaticMember } from "../unit/closure_sets.js";

/** What a use's env becomes when released (`releaseEnvs`). */
const releasedEnv: TypingEnv = createEnv();

/** One use of a continuation: the env there and the arguments (undefined: a call's unknown result). */
export interface ContUse {
  readonly env: TypingEnv;
  readonly args: readonly Simple[] | undefined;
  /** For a call's result: what the callee's summary says of it (`return_summary.ts`). */
  readonly call?: CallResult;
  /** How many branches enclose the use (`DownwardEnv.branchDepth`): a handler used once is as deep as its use. */
  readonly branchDepth?: number;
  /**
   * For a jump: the jump as the downward pass left it, which stands for this use on the way up
   * (`UpwardEnv.rewrite`: the arguments a join added for this use alone).
   */
  readonly jump?: ApplyCont;
  /**
   * For a jump in an adopted speculation (`speculation.ts`): the env at the call it was inlined
   * for. The speculation's term was rebuilt before the call's continuation is joined, so what a
   * join passes at this jump must have been in scope there (what the copy bound may be gone).
   */
  readonly inlinedAt?: TypingEnv;
}

/** While a copy of a `[@flambe.identity]` code is simplified: its code and its copy's parameter. */
export interface IdentityHypothesis {
  readonly codeId: CodeId;
  readonly param: Variable;
}

/** The tables of `DownwardAcc` local to one function body (see `enterCode`). */
export interface CodeTables {
  readonly uses: Map<Continuation, ContUse[]>;
  readonly loads: DownwardAcc["loads"];
  readonly offsets: DownwardAcc["offsets"];
  readonly contNamings: Map<Continuation, number>;
  readonly substitutable: DownwardAcc["substitutable"];
  readonly envless: Set<Continuation>;
  readonly returns: ReturnCollector | undefined;
}

export class DownwardAcc {
  private uses = new Map<Continuation, ContUse[]>();
  /** The code of every code id seen so far, simplified when its definition has been. */
  readonly codes = new Map<CodeId, Code>();
  /** Variables bound to an immutable block load: the block and the field (for block reconstruction). */
  loads = new Map<
    Variable,
    { readonly block: Simple; readonly field: number; readonly tag: number | undefined; readonly size: number | undefined }
  >();
  /** Variables known to be `base + offset` (tagged ints), to fold chains of additions of constants. */
  offsets = new Map<Variable, { readonly base: Simple; readonly offset: number }>();
  /** The result summary of each code whose body has been simplified this round (`return_summary.ts`). */
  readonly summaries = new Map<CodeId, FunctionSummary>();
  /** What the code being simplified returns, collected at the uses of its return continuation. */
  returns: ReturnCollector | undefined = undefined;
  /** Whether each code's body may be copied (computed once per code). */
  readonly copyable = new Map<CodeId, boolean>();
  /** With `-remove-unused-arguments`: how many sets of closures the round's unit allocates per code id. */
  setAllocations: ReadonlyMap<CodeId, number> | undefined = undefined;
  /** The closure's symbol of each code of the unit whose only set of closures is static (`closure_sets.ts`). */
  soleStaticClosure: ReadonlyMap<CodeId, Symbol> = new Map();
  /** The functions of the static set of each code in a set of several (`closure_sets.ts`): mutually recursive groups. */
  staticSets: ReadonlyMap<CodeId, readonly StaticMember[]> = new Map();
  /**
   * The function slots the unit's toplevel term projects from, and the codes it calls directly,
   * as the round starts (`unbox_closure_vars.ts`: a set read there keeps its slots).
   */
  toplevelReads: ReadonlySet<string> = new Set();
  /** With `-unbox-closures`: the code that direct calls to a small function inline instead of it (its surrogate). */
  readonly surrogates = new Map<CodeId, CodeId>();
  /** How many times each continuation is named (see `continuation_uses.ts`). */
  contNamings = new Map<Continuation, number>();
  /** Non-recursive handlers in scope: one named once, by an `Apply_cont`, is substituted there. */
  substitutable = new Map<Continuation, { readonly handler: ContHandler; readonly inliningDepth: number }>();
  /** Continuation parameters unboxed with an `is_int` parameter: `is_int` of the one is the other (`unbox_continuation_params.ts`). */
  readonly isIntOf = new Map<Variable, Variable>();
  /**
   * What the round adds to the unit besides the term: static groups, copies, lifted constants,
   * the report and the warnings (`round_state.ts`). A search that may be discarded replaces it
   * with a layer over it for its duration (`inLayer`).
   */
  state: RoundState = RoundState.start();
  /**
   * The specialised copies the earlier rounds made, by what they were made for: a call this
   * round with the same arguments goes to the copy an earlier round bound, if it is still bound
   * where this round would bind a new one (`specialise.ts`).
   */
  earlierCopies: ReadonlyMap<string, Specialised> = new Map();
  /** The blocks holding toplevel variables that closures capture (`unit/lift_toplevel_captures.ts`), made in this round or before. */
  cells: ReadonlySet<string> = new Set();
  /**
   * Set while a copy of a `[@flambe.identity]` code is simplified to prove it returns its
   * argument: its calls of the code on smaller values are taken as returning them
   * (`identity_induction.ts`).
   */
  identityHypothesis: IdentityHypothesis | undefined = undefined;
  /** Set while a specialised copy is being simplified: no specialisation inside it (it may still be dropped). */
  tryingACopy = false;
  /** How many specialised copies have had a call to them rebuilt (`specialise.ts`'s `noteCallRebuilt`). */
  copiesRebuilt = 0;
  private fuelLeft: number;
  /** The growth in code size this round's copies may still add (`round_budget.ts`). */
  private growthLeft: number;
  /** Set when the round's fuel is spent: it then inlines and specialises nothing more. */
  outOfFuel = false;

  constructor(
    readonly names: NameGenerator,
    readonly options: SimplifyOptions,
    readonly round: number,
    /** Given when the caller times the round (`-dtimings`). */
    readonly searchClock?: SearchClock,
    /** The unit's own symbol: the prefix of the symbols made during the round (`lift_constants.ts`). */
    readonly unitSymbol: string = "unit",
    /** The round's fuel and growth (`round_budget.ts`). */
    readonly budget: RoundBudget = { fuel: options.fuel ?? fuelBase, growth: Infinity, sizeLimit: Infinity },
  ) {
    this.fuelLeft = budget.fuel;
    this.growthLeft = budget.growth;
  }

  /** The inlining report's entries so far (in the current layer of the state). */
  get report(): InliningReportEntry[] {
    return this.state.report;
  }

  /** The warnings so far (in the current layer of the state). */
  get warnings(): Diagnostic[] {
    return this.state.warnings;
  }

  /**
   * Runs `f` on a layer of its own over the round's state and returns its result with the layer,
   * which the caller then adopts (`this.state.adopt(layer)`) or drops.
   */
  inLayer<T>(f: () => T): { result: T; layer: RoundState } {
    const below = this.state;
    const layer = below.layer();
    this.state = layer;
    try {
      return { result: f(), layer };
    } finally {
      this.state = below;
    }
  }

  /**
   * Continuations whose uses' environments are never joined: a code's return and exception
   * continuations, the unit's, exception handlers and recursive handlers (whose parameters are
   * taken as unknown). Their uses keep the arguments only: an environment kept per call until
   * the end of the round was most of what a round held on to.
   */
  private envless = new Set<Continuation>();

  /** Declares that `k`'s handler is never given the join of its uses (see `envless`). */
  neverJoined(k: Continuation): void {
    this.envless.add(k);
  }

  /**
   * Starts the tables of names local to one function body (its continuations' uses and namings,
   * its variables' loads and offsets): names do not cross a function's boundary, so the body's
   * entries are dropped when it is done (`leaveCode`) instead of piling up for the whole round.
   * Bodies nest (a copy simplified apart while another is): the tables are restored in order.
   */
  enterCode(): CodeTables {
    const saved: CodeTables = {
      uses: this.uses,
      loads: this.loads,
      offsets: this.offsets,
      contNamings: this.contNamings,
      substitutable: this.substitutable,
      envless: this.envless,
      returns: this.returns,
    };
    this.returns = undefined;
    this.uses = new Map();
    this.loads = new Map();
    this.offsets = new Map();
    this.contNamings = new Map();
    this.substitutable = new Map();
    this.envless = new Set();
    return saved;
  }

  /** Restores the tables that `enterCode` saved. */
  leaveCode(saved: CodeTables): void {
    this.uses = saved.uses;
    this.loads = saved.loads;
    this.offsets = saved.offsets;
    this.contNamings = saved.contNamings;
    this.substitutable = saved.substitutable;
    this.envless = saved.envless;
    this.returns = saved.returns;
  }

  addUse(k: Continuation, use0: ContUse): void {
    if (this.returns?.cont === k) this.returns.add(use0.env === releasedEnv ? undefined : use0.env, use0.args, use0.call);
    const use = this.envless.has(k) && use0.env !== releasedEnv ? { env: releasedEnv, args: use0.args } : use0;
    const l = this.uses.get(k);
    if (l === undefined) this.uses.set(k, [use]);
    else l.push(use);
  }

  /**
   * Forgets the environments of `k`'s uses once its handler has been given their join: they are
   * the bulk of what a round keeps alive (one per call), and only the arguments are read later.
   * A join attempted afterwards fails loudly (the released env descends from nothing).
   */
  releaseEnvs(k: Continuation): void {
    const l = this.uses.get(k);
    if (l === undefined) return;
    for (let i = 0; i < l.length; i++) l[i] = { env: releasedEnv, args: l[i]!.args };
  }

  usesOf(k: Continuation): readonly ContUse[] {
    return this.uses.get(k) ?? [];
  }

  /** Runs a search (the simplification of a copy made to decide), timed when the round is. */
  search<T>(kind: "speculation" | "specialisation", f: () => T): T {
    return this.searchClock === undefined ? f() : this.searchClock.time(kind, f);
  }

  /**
   * Spends `n` steps of the round's fuel. Running out is no error: from then on the round
   * inlines and specialises nothing more (`refusal`), so what is left of it is one traversal.
   */
  spend(n = 1): void {
    this.fuelLeft -= n;
    if (this.fuelLeft < 0) this.outOfFuel = true;
  }

  /** Records the growth in code size of a copy made outside any speculation. */
  grow(n: number): void {
    if (n > 0) this.growthLeft -= n;
  }

  /**
   * Why a copy that adds `growth` to the code (and to the function `body`, when it goes into one)
   * cannot be made now, if it cannot: the round's bounds.
   */
  refusal(growth: number, body?: FunctionBudget): BudgetRefusal | undefined {
    if (this.outOfFuel) return { kind: "out_of_fuel", fuel: this.budget.fuel };
    if (growth > this.growthLeft) return { kind: "growth_limit", growth, left: Math.max(0, this.growthLeft), limit: this.budget.sizeLimit };
    if (body !== undefined && growth > body.left) return { kind: "function_size", growth, left: body.left, limit: body.limit };
    return undefined;
  }
}
