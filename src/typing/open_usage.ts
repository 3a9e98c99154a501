// Warnings 33 (unused open) and 66 (unused open!): an `open` whose components no name of its
// scope is found through. An open is tracked only when its warning is enabled where it is
// written (both are off by default), so that programs pay nothing otherwise: the environment
// then keeps it in a list of tracked opens, innermost first, and each short name it looks up and
// finds among an open's components marks that open (the innermost that gives it) used.
import type { Location } from "../common/location.js";
import type { Components } from "./env.js";
import { samePath, type ConstructorDesc, type LabelDesc } from "./types.js";
import type { WarningSink, WarningState } from "./warnings.js";

export type Namespace = "value" | "type" | "constructor" | "label" | "module" | "module type";

/** One `open` being tracked: where it is, what it names, and whether a name was found through it. */
export interface OpenUse {
  readonly loc: Location;
  /** The opened module's path as ocamlc prints it (`Stdlib.List`). */
  readonly name: string;
  readonly bang: boolean;
  /** The warning state where the open is written, which decides the warning. */
  readonly state: WarningState;
  used: boolean;
}

/** The tracked opens of an environment, innermost first. */
export interface TrackedOpens {
  readonly comps: Components;
  readonly use: OpenUse;
  readonly next: TrackedOpens | undefined;
}

function provides(comps: Components, ns: Namespace, name: string, found: unknown): boolean {
  switch (ns) {
    case "value":
      return comps.values.get(name) === found;
    case "type":
      return comps.types.get(name) === found;
    case "module":
      return comps.modules.get(name) === found;
    case "module type":
      return comps.modtypes.get(name) === found;
    case "constructor": {
      const c = found as ConstructorDesc;
      return (comps.constructors.get(name) ?? []).some((x) => x === c || samePath(x.typePath, c.typePath));
    }
    case "label": {
      const l = found as LabelDesc;
      return (comps.labels.get(name) ?? []).some((x) => x === l || samePath(x.typePath, l.typePath));
    }
  }
}

/** Marks used the innermost tracked open through which `name` finds `found`. */
export function markOpenUse(opens: TrackedOpens | undefined, ns: Namespace, name: string, found: unknown): void {
  for (let o = opens; o !== undefined; o = o.next) {
    if (provides(o.comps, ns, name, found)) {
      o.use.used = true;
      return;
    }
  }
}

/** Whether an open written in this state is to be tracked. */
export function tracksOpen(state: WarningState, bang: boolean): boolean {
  return state.active[bang ? 66 : 33] === true;
}

/** Warns of each tracked open that nothing used (at the end of the unit, with the unused names). */
export function warnUnusedOpens(sink: WarningSink, opens: readonly OpenUse[]): void {
  for (const o of opens) {
    if (o.used) continue;
    if (o.bang) sink.warnWithState(o.state, o.loc, 66, `unused open! ${o.name}.`);
    else sink.warnWithState(o.state, o.loc, 33, `unused open ${o.name}.`);
  }
}
