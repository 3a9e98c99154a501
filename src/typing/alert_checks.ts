// Where the typer reports alerts (alerts.ts): each use of a name whose declaration has some,
// named as ocamlc names it. A value or type by its path (`Stdlib.String.copy`, `M.u`), a
// constructor or field by its name, a module as `module N`, a module type by its path; the
// modules of a qualified name (`N.x`) are checked first, at the location of the whole name.
import type { Location } from "../common/location.js";
import type { Longident } from "../syntax/index.js";
import { checkAlerts } from "./alerts.js";
import type { Env, ModtypeEntry, ModuleEntry, TypeEntry, ValueEntry } from "./env.js";
import { unitsOutsideStdlib } from "./library_units.js";
import { pathName, type ConstructorDesc, type LabelDesc, type Path } from "./types.js";

/** A path as alerts print it: a unit of the standard library as `Stdlib.U`. */
export function alertPathName(env: Env, p: Path): string {
  const name = pathName(p);
  let head = p;
  while (head.kind !== "Pident") head = head.kind === "Pdot" ? head.prefix : head.functor;
  const id = head.ident;
  if (id.global && id.name !== "Stdlib" && !unitsOutsideStdlib.has(id.name) && env.shared.pendingUnits.has(id.name)) return `Stdlib.${name}`;
  return name;
}

/** The alerts of the modules a qualified name goes through (`A` and `A.B` for `A.B.x`). */
export function checkPrefixAlerts(env: Env, lid: Longident, loc: Location): void {
  if (lid.kind !== "Ldot") return;
  checkModulePathAlerts(env, lid.prefix, loc);
}

/** The alerts of a module named by `lid` and of those its name goes through. */
export function checkModulePathAlerts(env: Env, lid: Longident, loc: Location, entry?: ModuleEntry): void {
  if (lid.kind === "Lapply") return;
  if (lid.kind === "Ldot") checkModulePathAlerts(env, lid.prefix, loc);
  const e = entry ?? env.lookupModulePath(lid);
  if (e?.alerts) checkAlerts(loc, e.alerts, () => `module ${alertPathName(env, e.path)}`);
}

export function checkValueAlerts(env: Env, lid: Longident, loc: Location, entry: ValueEntry): void {
  checkPrefixAlerts(env, lid, loc);
  if (entry.desc.alerts) checkAlerts(loc, entry.desc.alerts, () => alertPathName(env, entry.path));
}

export function checkTypeAlerts(env: Env, lid: Longident, loc: Location, entry: TypeEntry): void {
  checkPrefixAlerts(env, lid, loc);
  if (entry.decl.alerts) checkAlerts(loc, entry.decl.alerts, () => alertPathName(env, entry.path));
}

export function checkModtypeAlerts(env: Env, lid: Longident, loc: Location, entry: ModtypeEntry): void {
  checkPrefixAlerts(env, lid, loc);
  if (entry.alerts) checkAlerts(loc, entry.alerts, () => alertPathName(env, entry.path));
}

export function checkConstructorAlerts(env: Env, lid: Longident, loc: Location, c: ConstructorDesc): void {
  checkPrefixAlerts(env, lid, loc);
  if (c.alerts) checkAlerts(loc, c.alerts, c.name);
}

export function checkLabelAlerts(env: Env, lid: Longident, loc: Location, l: LabelDesc): void {
  checkPrefixAlerts(env, lid, loc);
  if (l.alerts) checkAlerts(loc, l.alerts, l.name);
}
