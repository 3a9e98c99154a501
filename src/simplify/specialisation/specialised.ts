// A specialised copy of a recursive function (`specialise.ts`), as the round's state keeps it
// until the static group it is bound in is rebuilt (`env/round_state.ts`).
import type { Code, FunctionSlot, Symbol, ValueSlot } from "../../flambda/index.js";

/** Another function's copy in a specialised mutually recursive group. */
export interface SpecialisedSibling {
  readonly code: Code;
  readonly symbol: Symbol;
  readonly slot: FunctionSlot;
}

/** A copy of a recursive function for known invariant arguments. */
export interface Specialised {
  readonly code: Code;
  readonly symbol: Symbol;
  readonly slot: FunctionSlot;
  /** The static group it is bound in (see `registerStaticGroup`). */
  readonly group: number;
  /** The positions of the original's parameters it no longer takes. */
  readonly dropped: readonly number[];
  /** The positions of the original's parameters it takes as the fields of the block, unboxed. */
  readonly unboxed: ReadonlyMap<number, UnboxableParam>;
  /**
   * The positions of the original's parameters it takes as the value slots of the closure passed
   * there, in order (`closure_slots.ts`).
   */
  readonly closureSlots?: ReadonlyMap<number, readonly ValueSlot[]>;
  /** The positions of its own parameters (fields of unboxed ones) it knows to be closures of known code. */
  readonly assumed: ReadonlySet<number>;
  /**
   * For a copy of a mutually recursive group (`specialise_group.ts`): the copies of the group's
   * other functions, bound with it in one set of closures (their symbols after its own).
   */
  readonly siblings?: readonly SpecialisedSibling[];
  /** When a call to it was first rebuilt in the round (copies are bound in that order), if one was. */
  firstRebuilt: number | undefined;
}

/**
 * A parameter that the body only reads fields of (immutable loads of one tag and size, one of
 * them before anything else the body does) or passes at the same position to its own recursive
 * calls: a copy may take the fields instead (manual section 21.9.2, unboxing of specialised arguments).
 * Every call passes such a block (the body's first loads say so), so loading its fields at the
 * call rather than at the entry changes nothing a program does.
 */
export interface UnboxableParam {
  readonly tag: number;
  readonly size: number;
}
