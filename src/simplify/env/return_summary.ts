// Function result summaries (seed 002): while a code's body is simplified, what it returns at
// each use of its return continuation is collected, in terms of its parameters, symbols and
// constants; once the body's downward pass is done their join is the code's summary
// (`DownwardAcc.summaries`), which a call not inlined gives its continuation's handler
// (`simplify_apply.ts`, `simplify_let_cont.ts`): `let (p, _) = mk a b in p` is `a` when `mk`
// returns `(a, ...)`, the call kept.
//
// The summary is keyed by the code id and only ever describes the code's own body, which every
// later change keeps the meaning of (a wrapper keeps its function's code id and parameters and
// calls the worker). It is not made for a specialised copy, whose body was simplified knowing
// its arguments. A recursive code's own calls know no summary of it while its body is being
// simplified (it is stored only once the body is done): nothing is assumed of them.
import { equalSimples, simpleVar, type Continuation, type Name, type Simple, type Variable } from "../../flambda/index.js";
import type { Kind } from "../../flambda/index.js";
import {
  alias,
  isDefined,
  kindOfName,
  kindOfSimple,
  summarisedResult,
  summaryOfReturns,
  typeAtReturn,
  valueOfSimple,
  type FunctionSummary,
  type Type,
  type TypingEnv,
} from "../../types/index.js";

/** What a use of a continuation says of a call's result: the callee's summary and the call's arguments. */
export interface CallResult {
  readonly summary: FunctionSummary;
  readonly args: readonly Simple[];
}

export class ReturnCollector {
  private readonly returns: Type[] = [];
  /** Set once some return is not known at all: the summary is then ⊤ and nothing more is computed. */
  private unknown = false;
  private readonly paramSet: ReadonlySet<Name>;
  /**
   * The parameters (by index) equal to what every return so far returns: `function A -> A | B ->
   * B` returns its parameter, at each return the constant the switch there knows it to be.
   */
  private sameAsParam: number[];

  constructor(
    /** The code's return continuation. */
    readonly cont: Continuation,
    private readonly params: readonly Variable[],
    private readonly resultKind: Kind,
    /** The environment where the body starts (the parameters defined). */
    private readonly entry: TypingEnv,
  ) {
    this.paramSet = new Set<Name>(params);
    // Values only (immediates and blocks): a float equal to a constant may be another zero.
    this.sameAsParam = resultKind !== "value" ? [] : params.flatMap((p, i) => (kindOfName(entry, p) === resultKind ? [i] : []));
  }

  /**
   * Records one use of the return continuation: its argument, or a tail call's result, read in
   * `env` (undefined when that environment is no longer kept: the return is then unknown).
   */
  add(env: TypingEnv | undefined, args: readonly Simple[] | undefined, call: CallResult | undefined): void {
    if (this.unknown) return;
    if (env === undefined) {
      this.unknown = true;
      return;
    }
    if (env.bottom) return;
    let returned: Type | undefined;
    if (args !== undefined) {
      const a = args[0];
      if (args.length === 1 && a !== undefined && (a.kind === "const" || isDefined(env, a.name))) returned = alias(a, kindOfSimple(env, a));
    } else if (call !== undefined) {
      const t = summarisedResult(call.summary, call.args);
      if (t.kind !== "top") returned = t;
    }
    if (returned === undefined || returned.ofKind !== this.resultKind) {
      this.unknown = true;
      return;
    }
    if (this.sameAsParam.length > 0) {
      const value = returned.kind === "alias" ? valueOfSimple(env, returned.simple) : undefined;
      this.sameAsParam = value === undefined ? [] : this.sameAsParam.filter((i) => equalSimples(valueOfSimple(env, simpleVar(this.params[i]!)), value));
    }
    const t = typeAtReturn(env, this.entry, this.paramSet, returned);
    if (t.kind === "top") this.unknown = true;
    else this.returns.push(t);
  }

  /**
   * The parameter that every return returns, if any (to be asked once the body's downward pass
   * is done): the function is the identity on it.
   */
  returnedParam(): Variable | undefined {
    if (this.unknown || this.returns.length === 0 || this.sameAsParam.length === 0) return undefined;
    return this.params[this.sameAsParam[0]!];
  }

  /** The summary of the code (to be called once its body's downward pass is done). */
  summary(result: Variable): FunctionSummary | undefined {
    if (this.unknown) return undefined;
    const same = this.returnedParam();
    if (same !== undefined) return summaryOfReturns(this.entry, this.params, result, this.resultKind, [alias(simpleVar(same), this.resultKind)]);
    return summaryOfReturns(this.entry, this.params, result, this.resultKind, this.returns);
  }
}
