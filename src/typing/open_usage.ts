// Warnings 33 (unused open) and 66 (unused open!): an `open` whose components no name of its
// scope is found through; 44 and 45 (open-shadow-identifier, open-shadow-label-constructor): an
// `open` (not `open!`) through which a name is found that, without it, would denote something
// else (a constructor or field of another type), given at the open when the name is first so
// found, as ocamlc gives them. An open is tracked only when one of its warnings is enabled
// where it is written (all are off by default), so that programs pay nothing otherwise: the
// environment then keeps it in a list of tracked opens, innermost first, with the environment
// before it, and each short name it looks up and finds among an open's components marks that
// open (the innermost that gives it) used, and looks the name up in the environment before it.
import type { Location } from "../common/location.js";
import type { Components, Env } from "./env.js";
import { repr, samePath, type ConstructorDesc, type LabelDesc, type Type } from "./types.js";
import { expandHead } from "./unify.js";
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
  /** Where the open's shadowing warnings (44, 45) go, when they were enabled at the open. */
  readonly shadowing?: WarningSink;
  /** The names whose shadowing was reported, as `kind name`. */
  readonly shadowed?: Set<string>;
}

/** The tracked opens of an environment, innermost first. */
export interface TrackedOpens {
  readonly comps: Components;
  readonly use: OpenUse;
  readonly next: TrackedOpens | undefined;
  /** The environment before the open. */
  readonly before: Env;
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
      if (o.use.shadowing) checkShadowing(o, ns, name, found);
      o.use.used = true;
      return;
    }
  }
}

/** Whether two constructors or fields are of one type (OCaml's `same_constr` on their result types). */
function sameConstr(env: Env, a: Type, b: Type): boolean {
  const x = repr(expandHead(env, a));
  const y = repr(expandHead(env, b));
  return x.desc.kind === "Constr" && y.desc.kind === "Constr" && samePath(x.desc.path, y.desc.path);
}

/** Warning 44 or 45 for a name found through the open `o`, when it would find something else without it. */
function checkShadowing(o: TrackedOpens, ns: Namespace, name: string, found: unknown): void {
  if (o.use.bang) return;
  const hidden = o.before.shadowedName(ns, name);
  if (hidden === undefined) return;
  if (ns === "constructor" && sameConstr(o.before, (hidden as ConstructorDesc).result, (found as ConstructorDesc).result)) return;
  if (ns === "label" && sameConstr(o.before, (hidden as LabelDesc).record, (found as LabelDesc).record)) return;
  const key = `${ns} ${name}`;
  if (o.use.shadowed!.has(key)) return;
  o.use.shadowed!.add(key);
  const labelOrConstructor = ns === "constructor" || ns === "label";
  o.use.shadowing!.warn(
    o.use.loc,
    labelOrConstructor ? 45 : 44,
    `this open statement shadows the ${ns}${labelOrConstructor ? "" : " identifier"} ${name} (which is later used)`,
  );
}

/** Whether an open written in this state is to be tracked. */
export function tracksOpen(state: WarningState, bang: boolean): boolean {
  return state.active[bang ? 66 : 33] === true || tracksShadowing(state, bang);
}

/** Whether an open written in this state is to report what it shadows (44, 45). */
export function tracksShadowing(state: WarningState, bang: boolean): boolean {
  return !bang && (state.active[44] === true || state.active[45] === true);
}

/** Warns of each tracked open that nothing used (at the end of the unit, with the unused names). */
export function warnUnusedOpens(sink: WarningSink, opens: readonly OpenUse[]): void {
  for (const o of opens) {
    if (o.used) continue;
    if (o.bang) sink.warnWithState(o.state, o.loc, 66, `unused open! ${o.name}.`);
    else sink.warnWithState(o.state, o.loc, 33, `unused open ${o.name}.`);
  }
}
