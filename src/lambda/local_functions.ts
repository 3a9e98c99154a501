// Warning 55 for a function marked `[@local]` that cannot be compiled into a static continuation,
// found as OCaml 4.13's `Simplif.simplify_local_functions` finds it on a unit's Lambda (it runs
// in ocamlc and ocamlopt alike, after the translation). A `let`-bound function can be made a
// continuation when it is only ever applied, to exactly its parameters, and every call is in tail
// position of one same scope (the body of the function, or of the `let`, where the first call
// is): a use as a value, a call with too few or too many arguments, or a call from another
// function or out of tail position prevents it. flambe's own middle end makes such functions
// continuations by other means; this pass only says what ocamlc says.
import type { Diagnostic } from "../common/diagnostic.js";
import { identKey, warningDiagnostic, type WarningState } from "../typing/index.js";
import type { Lambda } from "./lambda.js";

type LambdaFunction = Extract<Lambda, { kind: "Function" }>;

interface Slot {
  readonly func: LambdaFunction;
  scope: Lambda | undefined;
}

/** Whether a function's attributes let it become a continuation (OCaml's `enabled`). */
function enabled(f: LambdaFunction): boolean {
  const a = f.attributes;
  if (a.local === "always") return true;
  if (a.local === "never") return false;
  return a.inline === "default" || a.inline === "never";
}

export function localFunctionWarnings(code: Lambda, state: WarningState): Diagnostic[] {
  if (!state.active[55]) return [];
  const out: Diagnostic[] = [];
  const slots = new Map<string, Slot>();
  const key = identKey;
  let scope: Lambda = code;
  const checkStatic = (f: LambdaFunction): void => {
    if (f.attributes.local !== "always") return;
    const d = warningDiagnostic(state, f.loc, 55, "Cannot inline: This function cannot be compiled into a static continuation");
    if (d) out.push(d);
  };
  const nonTail = (l: Lambda): void => {
    const saved = scope;
    scope = l;
    tail(l);
    scope = saved;
  };
  const tail = (l: Lambda): void => {
    switch (l.kind) {
      case "Var":
        slots.delete(key(l.ident));
        return;
      case "Const":
        return;
      case "Let":
        if (l.def.kind === "Function" && enabled(l.def)) {
          const k = key(l.ident);
          slots.set(k, { func: l.def, scope: undefined });
          tail(l.body);
          const s = slots.get(k);
          if (s?.scope !== undefined) {
            const saved = scope;
            scope = s.scope;
            tail(l.def.body);
            scope = saved;
          } else {
            checkStatic(l.def);
            nonTail(l.def.body);
          }
          return;
        }
        nonTail(l.def);
        tail(l.body);
        return;
      case "MutLet":
        nonTail(l.def);
        tail(l.body);
        return;
      case "Apply":
        if (l.func.kind === "Var") {
          const k = key(l.func.ident);
          const s = slots.get(k);
          if (s !== undefined) {
            if (s.func.params.length !== l.args.length) slots.delete(k);
            else if (s.scope !== undefined && s.scope !== scope) slots.delete(k);
            else if (s.scope === undefined) s.scope = scope;
          }
        } else nonTail(l.func);
        for (const a of l.args) nonTail(a);
        return;
      case "Function":
        checkStatic(l);
        nonTail(l.body);
        return;
      case "LetRec":
        tail(l.body);
        for (const b of l.bindings) nonTail(b.def);
        return;
      case "Prim":
        if ((l.prim.kind === "SequAnd" || l.prim.kind === "SequOr") && l.args.length === 2) {
          nonTail(l.args[0]!);
          tail(l.args[1]!);
        } else for (const a of l.args) nonTail(a);
        return;
      case "Switch":
        nonTail(l.scrutinee);
        for (const c of l.cases.consts) tail(c.action);
        for (const c of l.cases.blocks) tail(c.action);
        if (l.cases.failAction) tail(l.cases.failAction);
        return;
      case "StringSwitch":
        nonTail(l.scrutinee);
        for (const c of l.cases) tail(c.action);
        if (l.default) tail(l.default);
        return;
      case "StaticRaise":
        for (const a of l.args) nonTail(a);
        return;
      case "StaticCatch":
        tail(l.body);
        tail(l.handler);
        return;
      case "TryWith":
        nonTail(l.body);
        tail(l.handler);
        return;
      case "IfThenElse":
        nonTail(l.cond);
        tail(l.then);
        tail(l.else);
        return;
      case "Sequence":
        nonTail(l.first);
        tail(l.second);
        return;
      case "While":
        nonTail(l.cond);
        nonTail(l.body);
        return;
      case "For":
        nonTail(l.from);
        nonTail(l.to);
        nonTail(l.body);
        return;
      case "Assign":
        nonTail(l.value);
        return;
    }
  };
  tail(code);
  return out;
}
