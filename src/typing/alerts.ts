// Alerts: `[@@deprecated "msg"]`, `[@@ocaml.deprecated]`, `[@@alert name "msg"]` on a declaration
// (value description, type, constructor, field, exception, module, module type) make each use of
// it an alert `Alert name: WHAT` followed by the message. Which alerts are shown, and which are
// errors, is part of the warning state: `-alert` and `[@@@alert "..."]` change it, and so does
// warning 3 (`-w -3`, `[@@@warning "-3"]`), OCaml's old name of the `deprecated` alert.
import type { Diagnostic } from "../common/diagnostic.js";
import type { Location } from "../common/location.js";
import type { Attribute, Attributes } from "../syntax/index.js";

export interface Alert {
  /** `deprecated` for `[@@deprecated]`, else the name given to `[@@alert]`. */
  readonly kind: string;
  /** The text given, or "" when there is none. */
  readonly message: string;
}

export type Alerts = readonly Alert[];

/**
 * A set of alert names: those it lists (`complement` false) or all but those it lists. The state
 * holds one for the alerts shown (all, by default) and one for those that are errors (none).
 */
export interface AlertSelection {
  readonly names: ReadonlySet<string>;
  readonly complement: boolean;
}

export const allAlerts: AlertSelection = { names: new Set(), complement: true };
export const noAlerts: AlertSelection = { names: new Set(), complement: false };

export function alertSelected(sel: AlertSelection, kind: string): boolean {
  return sel.names.has(kind) !== sel.complement;
}

/** `sel` with `kind` in it (`on`) or out of it; `all` makes it all or nothing. */
export function selectAlert(sel: AlertSelection, kind: string, on: boolean): AlertSelection {
  if (kind === "all") return on ? allAlerts : noAlerts;
  const inSet = on !== sel.complement;
  if (sel.names.has(kind) === inSet) return sel;
  const names = new Set(sel.names);
  if (inSet) names.add(kind);
  else names.delete(kind);
  return { names, complement: sel.complement };
}

export interface AlertState {
  readonly alerts: AlertSelection;
  readonly alertErrors: AlertSelection;
}

/**
 * Applies an `-alert` specification ("-deprecated", "+all", "++foo" (an error), "--foo" (not an
 * error), "@foo" (shown and an error)), as OCaml reads it; an ill-formed one changes nothing.
 */
export function parseAlertSpec(spec: string, base: AlertState): AlertState {
  let { alerts, alertErrors } = base;
  let i = 0;
  while (i < spec.length) {
    // The modifier: `+` show, `-` hide, `++` error, `--` not an error, `@` show and error.
    const two = spec.slice(i, i + 2);
    const modifier = two === "++" || two === "--" ? two : spec[i]!;
    if (!["+", "-", "++", "--", "@"].includes(modifier)) return base;
    i += modifier.length;
    let j = i;
    while (j < spec.length && /[A-Za-z0-9_']/.test(spec[j]!)) j++;
    if (j === i) return base;
    const name = spec.slice(i, j);
    i = j;
    if (modifier === "+" || modifier === "-" || modifier === "@") alerts = selectAlert(alerts, name, modifier !== "-");
    if (modifier === "++" || modifier === "--" || modifier === "@") alertErrors = selectAlert(alertErrors, name, modifier !== "--");
  }
  return { alerts, alertErrors };
}

function isDeprecatedName(name: string): boolean {
  return name === "deprecated" || name === "ocaml.deprecated";
}

function isAlertName(name: string): boolean {
  return name === "alert" || name === "ocaml.alert";
}

/** The alert an attribute declares, if it declares one (`[@@alert "-foo"]` is a setting, not a declaration). */
function alertOfAttribute(a: Attribute): Alert | undefined {
  const p = a.payload;
  if (isDeprecatedName(a.name.txt)) {
    if (p.kind === "Empty") return { kind: "deprecated", message: "" };
    if (p.kind === "String") return { kind: "deprecated", message: p.value };
    return undefined;
  }
  if (isAlertName(a.name.txt)) {
    if (p.kind === "Ident") return { kind: p.name, message: "" };
    if (p.kind === "IdentString") return { kind: p.name, message: p.value };
  }
  return undefined;
}

/** The payload of a field's `[@deprecated_mutable]` ("" when it is not a string), when it has one. */
export function deprecatedMutableOfAttributes(attrs: Attributes | undefined): string | undefined {
  for (const a of attrs ?? []) if (a.name.txt === "deprecated_mutable" || a.name.txt === "ocaml.deprecated_mutable") return a.payload.kind === "String" ? a.payload.value : "";
  return undefined;
}

/** The alerts a declaration's attributes declare (undefined when none, the common case). */
export function alertsOfAttributes(attrs: Attributes | undefined): Alerts | undefined {
  if (attrs === undefined || attrs.length === 0) return undefined;
  let out: Alert[] | undefined;
  for (const a of attrs) {
    const alert = alertOfAttribute(a);
    if (alert) (out ??= []).push(alert);
  }
  return out;
}

/** The `-alert`-style setting an `[@alert "..."]` / `[@@@ocaml.alert "..."]` attribute gives, if it is one. */
export function alertSettingOfAttribute(a: Attribute): string | undefined {
  return isAlertName(a.name.txt) && a.payload.kind === "String" ? a.payload.value : undefined;
}

/** Where alerts go: the warning sink of the unit being typed. */
export interface AlertReporter {
  alert(loc: Location, kind: string, message: string, notes?: Diagnostic["notes"]): void;
}

let reporter: AlertReporter | undefined;

/** Runs `f` with alerts reported to `r` (the typing of one unit or interface). */
export function withAlertReporter<T>(r: AlertReporter, f: () => T): T {
  const saved = reporter;
  reporter = r;
  try {
    return f();
  } finally {
    reporter = saved;
  }
}

/** Reports an alert the compiler itself gives (ocamlc's `Location.deprecated`). */
export function reportAlert(loc: Location, kind: string, message: string, notes?: Diagnostic["notes"]): void {
  reporter?.alert(loc, kind, message, notes);
}

/** Reports each alert of a declaration used at `loc`; `what` names it (`Stdlib.String.copy`, `module N`). */
export function checkAlerts(loc: Location, alerts: Alerts | undefined, what: string | (() => string)): void {
  if (alerts === undefined || reporter === undefined) return;
  const name = typeof what === "string" ? what : what();
  for (const a of alerts) reporter.alert(loc, a.kind, a.message === "" ? name : `${name}\n${a.message}`);
}
