// A constant lifted into a static group (`lift_constants.ts`), as the round's state keeps it until
// the group is rebuilt (`env/round_state.ts`).
import type { BoundStatic, StaticConst, Symbol } from "../../flambda/index.js";

/** A constant lifted into a group, with the names it binds. */
export interface Lifted {
  readonly binding: BoundStatic;
  readonly constant: StaticConst;
  readonly symbols: readonly Symbol[];
}
