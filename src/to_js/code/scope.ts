// What the emitter of a unit knows of the program, and the scope of the code being written.
import type { Code, CodeId, ContHandler, Continuation, FunctionSlot, Symbol, ValueSlot, Variable } from "../../flambda/index.js";
import type { LiftedSet } from "../lifting.js";
import type { NameUses, UnitAnalysis } from "../analysis.js";
import { Namer, identifierOf } from "../js_names.js";

/** What the emitter of one unit knows of the whole program. */
export interface UnitContext {
  readonly analysis: UnitAnalysis;
  /**
   * The code of a code id of any unit of the program: after inlining across units, a unit may
   * call another unit's code directly, or allocate a set of closures whose code is another's.
   */
  readonly codeOf: (id: CodeId) => Code | undefined;
  /** The JavaScript expression of a symbol (a program-wide variable, or a runtime value). */
  readonly symbol: (s: Symbol) => string;
  /** The JavaScript expression calling an external (runtime) function by name. */
  readonly external: (name: string) => string;
  /** The sets of closures lifted to plain functions (lifting.ts), by `setKey`: the function's name. */
  readonly lifted: ReadonlyMap<string, LiftedSet & { readonly fn: string }>;
  /** The factory function of each set of closures of the unit, by `setKey`. */
  readonly factories: ReadonlyMap<string, string>;
  readonly instrument: boolean;
  /** \`-g\`: raises and handlers tell the runtime, which records OCaml backtraces (runtime/backtrace.ts). */
  readonly debug: boolean;
  /** The unit's OCaml module name, which backtraces print before a function's (\`Stdlib__List\`). */
  readonly moduleName: string;
  /** Set when some code reads a slot of a closure other than its own: factories then store `f.env`. */
  foreignProjections: boolean;
}

/** The property of an environment object holding a value slot or a closure. */
export function slotProperty(slot: string): string {
  return identifierOf(slot);
}

export type ContTarget =
  /** Jumped to once: written at the jump when that is at the same `try` depth, else a block. */
  | {
      readonly kind: "once";
      readonly handler: ContHandler;
      readonly depth: number | undefined;
      fallback: { readonly label: string; readonly params: readonly string[] } | undefined;
    }
  | { readonly kind: "block"; readonly label: string; readonly params: readonly string[]; readonly depth: number }
  /** A loop's handler jumped to from the `Let_cont`'s body (before the loop): `break` to the loop. */
  | { readonly kind: "loop_entry"; readonly label: string; readonly carriers: readonly string[]; readonly selector: string | undefined; readonly index: number }
  | { readonly kind: "loop"; readonly label: string; readonly carriers: readonly string[]; readonly selector: string | undefined; readonly index: number }
  /** An exception handler: jumping to it is raising; it runs in the `catch` of the `try` that pushed it. */
  | { readonly kind: "exn"; readonly handler: ContHandler };

/** The tail calls of the current code that become jumps (to itself, or to a member of its set). */
export interface TailLoop {
  readonly label: string;
  /**
   * The parameters' carriers of each member that may be tail-called, by slot; none for a
   * parameter every tail call passes back unchanged.
   */
  readonly members: ReadonlyMap<FunctionSlot, { readonly index: number; readonly carriers: readonly (string | undefined)[] }>;
  /** The variable naming which member runs (dispatch loops only). */
  readonly selector: string | undefined;
}

/** A name of a lifted closure (lifting.ts): its function, and what to pass for each value slot. */
export interface LiftedClosure {
  readonly fn: string;
  readonly slots: ReadonlyMap<ValueSlot, string>;
  readonly order: readonly ValueSlot[];
}

export interface Scope {
  readonly unit: UnitContext;
  /** The variables naming a lifted closure: never a value, only called or projected. */
  readonly lifted: Map<string, LiftedClosure>;
  /** How the names of the code being written are used (another unit's code has its own counts). */
  readonly uses: NameUses;
  readonly namer: Namer;
  readonly vars: Map<string, string>;
  /** A comparison written into the test of the switch that follows it: its condition, and the negation. */
  readonly tests: Map<string, { readonly holds: string; readonly fails: string }>;
  readonly conts: Map<Continuation, ContTarget>;
  readonly returnCont: Continuation;
  readonly exnCont: Continuation;
  tryDepth: number;
  /**
   * The `try` regions open around the code being written, innermost last: the handler each
   * pushed, and the flag set when the region is left by a `pop` to code written inside it.
   */
  readonly tries: { readonly handler: Continuation; readonly flag: string; used: boolean }[];
  /** In code: the environment variable, `my_closure`, and the closures known to be of its own set. */
  readonly env: string | undefined;
  readonly myClosure: Variable | undefined;
  readonly sameSet: Map<string, FunctionSlot>;
  readonly setKey: string | undefined;
  readonly tail: TailLoop | undefined;
}

/** A code's OCaml name in backtraces: \`Module.f\`, \`Module.(fun)\` for an anonymous function. */
export function ocamlFunctionName(unit: UnitContext, codeName: string): string {
  return `${unit.moduleName}.${/^anon_fn(_\d+)?$/.test(codeName) ? "(fun)" : codeName}`;
}
