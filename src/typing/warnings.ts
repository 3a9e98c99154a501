// Warnings: OCaml's numbers and names, `-w` specifications ("+a-4-40", "-32..35", "@8"), and the
// `[@@@ocaml.warning]` / `[@warning]` attributes that change them for a scope.
import type { Diagnostic } from "../common/diagnostic.js";
import type { Location } from "../common/location.js";
import type { Attribute } from "../syntax/index.js";
import type { TExpression } from "./typed_tree.js";
import { alertSelected, allAlerts, noAlerts, parseAlertSpec, selectAlert, type AlertSelection, type AlertReporter } from "./alerts.js";

export const warningNames: Record<number, string> = {
  1: "comment-start",
  2: "comment-not-end",
  3: "deprecated",
  4: "fragile-match",
  5: "ignored-partial-application",
  6: "labels-omitted",
  7: "method-override",
  8: "partial-match",
  9: "missing-record-field-pattern",
  10: "non-unit-statement",
  11: "redundant-case",
  12: "redundant-subpat",
  13: "instance-variable-override",
  14: "illegal-backslash",
  15: "implicit-public-methods",
  16: "unerasable-optional-argument",
  17: "undeclared-virtual-method",
  18: "not-principal",
  19: "non-principal-labels",
  20: "ignored-extra-argument",
  21: "nonreturning-statement",
  22: "preprocessor",
  23: "useless-record-with",
  24: "bad-module-name",
  25: "25",
  26: "unused-var",
  27: "unused-var-strict",
  28: "wildcard-arg-to-constant-constr",
  29: "eol-in-string",
  30: "duplicate-definitions",
  31: "module-linked-twice",
  32: "unused-value-declaration",
  33: "unused-open",
  34: "unused-type-declaration",
  35: "unused-for-index",
  36: "unused-ancestor",
  37: "unused-constructor",
  38: "unused-extension",
  39: "unused-rec-flag",
  40: "name-out-of-scope",
  41: "ambiguous-name",
  42: "disambiguated-name",
  43: "nonoptional-label",
  44: "open-shadow-identifier",
  45: "open-shadow-label-constructor",
  46: "bad-env-variable",
  47: "attribute-payload",
  48: "eliminated-optional-arguments",
  49: "no-cmi-file",
  50: "unexpected-docstring",
  51: "wrong-tailcall-expectation",
  52: "fragile-literal-pattern",
  53: "misplaced-attribute",
  54: "duplicated-attribute",
  55: "inlining-impossible",
  56: "unreachable-case",
  57: "ambiguous-var-in-pattern-guard",
  58: "no-cmx-file",
  59: "flambda-assignment-to-non-mutable-value",
  60: "unused-module",
  61: "unboxable-type-in-prim-decl",
  62: "constraint-on-gadt",
  63: "erroneous-printed-signature",
  64: "unsafe-array-syntax-without-parsing",
  65: "redefining-unit",
  66: "unused-open-bang",
  67: "unused-functor-parameter",
  68: "match-on-mutable-state-prevent-uncurry",
  69: "unused-field",
  70: "missing-mli",
  71: "unused-tmc-attribute",
  72: "tmc-breaks-tailcall",
};

/**
 * Which warnings are enabled and which are errors, and the same for alerts (by name; warning 3
 * stands for the `deprecated` alert). Immutable: attributes make new states.
 */
export interface WarningState {
  readonly active: readonly boolean[];
  readonly error: readonly boolean[];
  readonly alerts: AlertSelection;
  readonly alertErrors: AlertSelection;
}

const MAX = 73;

// OCaml 4.13's default: "+a-4-7-9-27-29-30-32..42-44-45-48-50-60-66..70" (errors: -a+31).
export function defaultWarningState(): WarningState {
  const active = new Array<boolean>(MAX + 1).fill(true);
  const off = [4, 7, 9, 27, 29, 30, 44, 45, 48, 50, 60];
  for (const n of off) active[n] = false;
  for (let n = 32; n <= 42; n++) active[n] = false;
  for (let n = 66; n <= 70; n++) active[n] = false;
  const error = new Array<boolean>(MAX + 1).fill(false);
  return { active, error, alerts: allAlerts, alertErrors: noAlerts };
}

const letterWarnings: Record<string, number[]> = {
  a: Array.from({ length: MAX }, (_, i) => i + 1),
  c: [1, 2],
  d: [3],
  e: [4],
  f: [5],
  k: [32, 33, 34, 35, 36, 37, 38, 39],
  l: [6],
  m: [7],
  p: [8],
  r: [9],
  s: [10],
  u: [11, 12],
  v: [13],
  x: [14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 30],
  y: [26],
  z: [27],
};

/**
 * Reads a warning specification ("+a-4-40", "-32..35", "@8", "Ae"): each item a sign (`+`, `-`,
 * `@`, or none before a letter: uppercase enables, lowercase disables) and a number, a range
 * or a letter; `set(sign, numbers)` applies each.
 */
function readSpec(spec: string, set: (sign: "+" | "-" | "@", nums: readonly number[]) => void): void {
  let i = 0;
  while (i < spec.length) {
    const c = spec[i]!;
    if (c === "+" || c === "-" || c === "@") {
      i++;
      if (/[0-9]/.test(spec[i] ?? "")) {
        let j = i;
        while (/[0-9]/.test(spec[j] ?? "")) j++;
        const lo = Number(spec.slice(i, j));
        let hi = lo;
        if (spec[j] === "." && spec[j + 1] === ".") {
          let k = j + 2;
          while (/[0-9]/.test(spec[k] ?? "")) k++;
          hi = Number(spec.slice(j + 2, k));
          j = k;
        }
        set(c, Array.from({ length: hi - lo + 1 }, (_, x) => lo + x));
        i = j;
      } else if (/[a-zA-Z]/.test(spec[i] ?? "")) {
        set(c, letterWarnings[spec[i]!.toLowerCase()] ?? []);
        i++;
      }
    } else if (/[a-zA-Z]/.test(c)) {
      set(c === c.toUpperCase() ? "+" : "-", letterWarnings[c.toLowerCase()] ?? []);
      i++;
    } else i++;
  }
}

/** Applies a `-w` specification to a state (`@N` enables N and makes it an error). */
export function parseWarningSpec(spec: string, base: WarningState): WarningState {
  const active = [...base.active];
  const error = [...base.error];
  let { alerts, alertErrors } = base;
  readSpec(spec, (sign, nums) => {
    for (const n of nums) {
      if (n < 1 || n > MAX) continue;
      active[n] = sign !== "-";
      if (sign === "@") error[n] = true;
      // Warning 3 is the `deprecated` alert.
      if (n === 3) {
        alerts = selectAlert(alerts, "deprecated", sign !== "-");
        if (sign === "@") alertErrors = selectAlert(alertErrors, "deprecated", true);
      }
    }
  });
  return { active, error, alerts, alertErrors };
}

/** Applies a `-warn-error` specification: `+N` makes warning N an error (when enabled), `-N` a warning again. */
export function parseWarnErrorSpec(spec: string, base: WarningState): WarningState {
  const active = [...base.active];
  const error = [...base.error];
  let { alerts, alertErrors } = base;
  readSpec(spec, (sign, nums) => {
    for (const n of nums) {
      if (n < 1 || n > MAX) continue;
      error[n] = sign !== "-";
      if (sign === "@") active[n] = true;
      if (n === 3) {
        alertErrors = selectAlert(alertErrors, "deprecated", sign !== "-");
        if (sign === "@") alerts = selectAlert(alerts, "deprecated", true);
      }
    }
  });
  return { active, error, alerts, alertErrors };
}

/** Applies an `-alert` specification (or the payload of `[@@@alert "..."]`). */
export function parseAlertSettings(spec: string, base: WarningState): WarningState {
  const r = parseAlertSpec(spec, base);
  return r.alerts === base.alerts && r.alertErrors === base.alertErrors ? base : { ...base, alerts: r.alerts, alertErrors: r.alertErrors };
}

/**
 * The state given by the command line: OCaml's defaults, then `-w`, then `-warn-error`, then
 * `-alert` (ocamlc applies them in the order given; flambe's options keep each kind apart).
 */
export function warningState(warnings: string, warnError = "", alerts = ""): WarningState {
  const state = parseWarnErrorSpec(warnError, parseWarningSpec(warnings, defaultWarningState()));
  return alerts === "" ? state : parseAlertSettings(alerts, state);
}

/**
 * The state inside an expression, binding or item with `[@warning "..."]` and `[@alert "..."]`
 * attributes (in their order); `base` itself when there are none.
 */
export function stateWithAttributes(attrs: readonly Attribute[], base: WarningState): WarningState {
  let state = base;
  for (const a of attrs) {
    const n = a.name.txt;
    if ((n === "warning" || n === "ocaml.warning") && a.payload.kind === "String") state = parseWarningSpec(a.payload.value, state);
    else if ((n === "alert" || n === "ocaml.alert") && a.payload.kind === "String") state = parseAlertSettings(a.payload.value, state);
  }
  return state;
}

/**
 * Warnings ocamlc reports at the end of a file, after the others (unused variables, values,
 * opens, types, constructors...), and not at all when an error stops the file.
 */
/** Warning 52's text (ocamlc's), given both where a pattern is typed and by the match checks. */
export const fragileLiteralMessage =
  "Code should not depend on the actual values of\nthis constructor's arguments. They are only for information\nand may change in future versions. (See manual section 11.5)";

/**
 * Where ocamlc registers the check of a deferred warning, when it is not where the warning is
 * located (an offset in the file): ocamlc runs these checks in the order they were registered,
 * which for most is the order of the names in the source, but a structure's module is added
 * (and watched) once its definition is typed.
 */
const deferredPositions = new WeakMap<Diagnostic, number>();

export function setDeferredPosition(d: Diagnostic, offset: number): void {
  deferredPositions.set(d, offset);
}

/** The place of a deferred warning among the others: where its check is registered. */
export function deferredPosition(d: Diagnostic): number {
  return deferredPositions.get(d) ?? d.location?.start.offset ?? 0;
}

export const deferredWarnings: ReadonlySet<number> = new Set([26, 27, 32, 33, 34, 35, 36, 37, 38, 60, 66, 67, 69]);

/** Collects the warnings (and alerts) of one unit, in the order they are found. */
export class WarningSink implements AlertReporter {
  readonly diagnostics: Diagnostic[] = [];
  /** Counts the warnings and the matches typed so far (see `warningOrder`). */
  private events = 0;
  constructor(public state: WarningState) {}

  warn(loc: Location, number: number, message: string): Diagnostic | undefined {
    if (!this.state.active[number]) return undefined;
    const d: Diagnostic = {
      severity: "warning",
      location: loc,
      message,
      warning: { number, name: warningNames[number] ?? String(number), ...(this.state.error[number] ? { error: true } : {}) },
    };
    warningOrder.set(d, ++this.events);
    this.diagnostics.push(d);
    return d;
  }

  /**
   * Records that the match (or function, handler, \`let\`) whose cases or binding is \`key\` is
   * typed: ocamlc checks its patterns then (warnings 8, 11, 12, 57), after the warnings found
   * while typing it and before those of what follows. flambe checks them in the translation,
   * whose warnings take this place among the typer's (\`orderWarnings\`).
   */
  matchTyped(key: object): void {
    matchOrder.set(key, this.nextEvent());
  }

  /**
   * The matches, functions, handlers and pattern \`let\`s typed so far, each with the warning
   * state it was typed in, in the order their typing ended: when a type error stops a toplevel
   * definition, ocamlc has already checked the patterns of those it finished, and flambe checks
   * them then (\`unfinishedItems\` in typemod.ts).
   */
  readonly typedMatches: { readonly node: TExpression; readonly state: WarningState }[] = [];

  /** Records a match (see \`typedMatches\`). */
  matchNode(node: TExpression): void {
    this.typedMatches.push({ node, state: this.state });
  }

  /** The place of a match typed now whose key is made later (`recordMatchTyped`). */
  nextEvent(): number {
    return ++this.events;
  }

  /** An alert (`Alert deprecated: ...`), when the state shows that kind. */
  alert(loc: Location, kind: string, message: string, notes?: Diagnostic["notes"]): void {
    if (!alertSelected(this.state.alerts, kind)) return;
    const d: Diagnostic = {
      severity: "warning",
      location: loc,
      message,
      alert: { name: kind, ...(alertSelected(this.state.alertErrors, kind) ? { error: true } : {}) },
      ...(notes ? { notes } : {}),
    };
    warningOrder.set(d, ++this.events);
    this.diagnostics.push(d);
  }

  /** Runs `f` (a nested structure or signature), whose floating attributes change the state for its own items only. */
  preserving<T>(f: () => T): T {
    const saved = this.state;
    try {
      return f();
    } finally {
      this.state = saved;
    }
  }

  /** Runs `f` in the state that `[@warning]` / `[@alert]` attributes give (for an expression, a binding). */
  scopedAttributes<T>(attrs: readonly Attribute[], f: () => T): T {
    if (attrs.length === 0) return f();
    const saved = this.state;
    this.state = stateWithAttributes(attrs, saved);
    if (this.state === saved) return f();
    try {
      return f();
    } finally {
      this.state = saved;
    }
  }

  warnWithState(state: WarningState | undefined, loc: Location, number: number, message: string): Diagnostic | undefined {
    const saved = this.state;
    if (state) this.state = state;
    try {
      return this.warn(loc, number, message);
    } finally {
      this.state = saved;
    }
  }

}

/** A warning found outside the typer (the translation's), when its state enables it. */
export function warningDiagnostic(state: WarningState, loc: Location, number: number, message: string): Diagnostic | undefined {
  if (!state.active[number]) return undefined;
  return { severity: "warning", location: loc, message, warning: { number, name: warningNames[number] ?? String(number), ...(state.error[number] ? { error: true } : {}) } };
}

/**
 * Warning 70 for a `.ml` compiled with no interface beside it, located at the file (ocamlc's
 * `File "a.ml", line 1:`), in the command line's state (the file's attributes do not change it).
 */
export function missingInterfaceWarning(file: string, state: WarningState): Diagnostic[] {
  const sink = new WarningSink(state);
  const whole = { line: 1, col: -1, offset: 0 };
  sink.warn({ file, start: whole, end: whole, ghost: false }, 70, "Cannot find interface file.");
  return sink.diagnostics;
}

// When each warning was found, and when each match was typed, counted within a unit.
const warningOrder = new WeakMap<Diagnostic, number>();
const matchOrder = new WeakMap<object, number>();

export function recordMatchTyped(key: object, event: number): void {
  matchOrder.set(key, event);
}

/** Gives the warnings found when checking the match `key` the place of its typing. */
export function placeMatchWarnings(key: object, warnings: readonly Diagnostic[], delayed = false): void {
  const n = matchOrder.get(key);
  if (n === undefined) return;
  // ocamlc checks the unused cases of a match on polymorphic variants once the unit is typed
  // (a delayed check, in the order of the matches): only its warning 8 comes at the match.
  for (const d of warnings) warningOrder.set(d, delayed && d.warning?.number !== 8 ? delayedBase + n : n);
}

/** Past every event of a unit: the place of the delayed checks. */
const delayedBase = 2 ** 40;

/** Whether ocamlc gives this warning in a check delayed to the end of the unit, which a type error stops first. */
export function isDelayedWarning(d: Diagnostic): boolean {
  return (warningOrder.get(d) ?? 0) >= delayedBase;
}

/**
 * A unit's warnings in the order ocamlc reports them: the typer's and those of the pattern
 * matches by when they were found (stable), then those with no place (after the typing).
 */
export function orderWarnings(warnings: readonly Diagnostic[]): Diagnostic[] {
  const key = (d: Diagnostic): number => warningOrder.get(d) ?? Number.POSITIVE_INFINITY;
  return warnings
    .map((d, i) => ({ d, i }))
    .sort((a, b) => key(a.d) - key(b.d) || a.i - b.i)
    .map((x) => x.d);
}

/**
 * The warning state each structure item was typed in (the command line's, changed by the
 * `[@@@warning]` attributes before the item): the translation's own warnings (pattern
 * matching) follow it too.
 */
const itemStates = new WeakMap<object, WarningState>();

export function recordItemWarningState(item: object, state: WarningState): void {
  itemStates.set(item, state);
}

export function itemWarningState(item: object): WarningState | undefined {
  return itemStates.get(item);
}
