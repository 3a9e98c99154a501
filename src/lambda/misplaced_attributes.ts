// Warning 53 (misplaced attribute) as OCaml 4.13's translation gives it, after everything else
// of a unit: `[@inline]`/`[@specialise]` on an expression that is not a function, `[@inlined]`
// and `[@tailcall]` but on the function of an application, `[@specialised]` anywhere (4.13 reads
// it nowhere in an expression), `[@inline]`/`[@local]` on a `let` binding whose definition is
// not a function (located at the binding, from its `let` or `and`), and for modules `[@inline]`
// on one that is not a functor, `[@inlined]` but on the functor of an application, `[@@inline]`
// on the binding of a module that is not a functor. The translation runs after the typing, in the
// command line's warning state: no attribute of the source changes it.
import type { Diagnostic } from "../common/diagnostic.js";
import type { Location } from "../common/location.js";
import type { Attributes } from "../syntax/ast.js";
import {
  warningDiagnostic,
  type TArgument,
  type TCase,
  type TExpression,
  type TModuleExpr,
  type TStructureItem,
  type TValueBinding,
  type TypedStructure,
  type WarningState,
} from "../typing/index.js";

const onFunctions = new Set(["inline", "ocaml.inline", "specialise", "ocaml.specialise"]);
const onCalls = new Set(["inlined", "ocaml.inlined", "tailcall", "ocaml.tailcall"]);
const nowhere = new Set(["specialised", "ocaml.specialised"]);

function message(name: string): string {
  return `the "${name}" attribute cannot appear in this context`;
}

/**
 * Walks the typed tree with an explicit stack (a long list literal nests deeply): each visit
 * schedules its children, visited in the order of the source.
 */
class Checker {
  readonly warnings: Diagnostic[] = [];
  private readonly todo: (() => void)[] = [];
  private batch: (() => void)[] | undefined;

  /** Visits `f` after the node being visited, in the order scheduled. */
  private later(f: () => void): void {
    if (this.batch) this.batch.push(f);
    else f();
  }

  run(start: () => void): void {
    this.todo.push(start);
    for (let f = this.todo.pop(); f !== undefined; f = this.todo.pop()) {
      const batch: (() => void)[] = [];
      this.batch = batch;
      f();
      this.batch = undefined;
      for (let i = batch.length - 1; i >= 0; i--) this.todo.push(batch[i]!);
    }
  }

  private warn(state: WarningState, loc: Location, name: string): void {
    const d = warningDiagnostic(state, loc, 53, message(name));
    if (d) this.warnings.push(d);
  }

  structure(s: TypedStructure, state: WarningState): void {
    for (const it of s.items) this.later(() => this.item(it, state));
  }

  private item(it: TStructureItem, state: WarningState): void {
    switch (it.kind) {
      case "Eval":
        this.later(() => this.expr(it.expr, state, false));
        break;
      case "Value":
        this.later(() => this.bindings(it.bindings, state));
        break;
      case "Module":
        if (it.attributes && has(it.attributes, "inline") && !isFunctor(it.module)) this.warn(state, it.loc, "inline");
        this.later(() => this.module(it.module, state, false));
        break;
      case "Open":
      case "Include":
        this.later(() => this.module(it.module, state, false));
        break;
      case "RecModule":
        for (const b of it.bindings) this.later(() => this.module(b.module, state, false));
        break;
      case "Primitive":
      case "Type":
      case "Extension":
      case "ModuleType":
        break;
    }
  }

  /** `applied`: the module is the functor of an application (its `[@inlined]` is read). */
  private module(m: TModuleExpr, state: WarningState, applied: boolean): void {
    for (const a of m.attributes ?? []) {
      const n = a.name.txt;
      if (((n === "inline" || n === "ocaml.inline") && m.desc.kind !== "Functor") || ((n === "inlined" || n === "ocaml.inlined") && !applied)) this.warn(state, a.name.loc, n);
    }
    const d = m.desc;
    switch (d.kind) {
      case "Structure":
        this.later(() => this.structure(d.structure, state));
        break;
      case "Functor":
        this.later(() => this.module(d.body, state, false));
        break;
      case "Apply":
        this.later(() => this.module(d.functor, state, true));
        const arg = d.arg;
        if (arg) this.later(() => this.module(arg, state, false));
        break;
      case "Constraint":
        this.later(() => this.module(d.module, state, false));
        break;
      case "Unpack":
        this.later(() => this.expr(d.expr, state, false));
        break;
      case "Ident":
        break;
    }
  }

  private bindings(bs: readonly TValueBinding[], state: WarningState): void {
    for (const b of bs) {
      if (b.expr.desc.kind !== "Function") {
        if (has(b.attributes, "inline")) this.warn(state, b.loc, "inline");
        if (has(b.attributes, "local")) this.warn(state, b.loc, "local");
      }
      this.later(() => this.expr(b.expr, state, false));
    }
  }

  private cases(cs: readonly TCase[], state: WarningState): void {
    for (const c of cs) {
      const guard = c.guard;
      if (guard) this.later(() => this.expr(guard, state, false));
      this.later(() => this.expr(c.rhs, state, false));
    }
  }

  /** `called`: the expression is the function of an application (its `[@inlined]` is read). */
  private expr(e: TExpression, state: WarningState, called: boolean): void {
    for (const a of e.attributes) {
      const n = a.name.txt;
      if ((onFunctions.has(n) && e.desc.kind !== "Function") || (onCalls.has(n) && !called) || nowhere.has(n)) this.warn(state, a.name.loc, n);
    }
    const d = e.desc;
    switch (d.kind) {
      case "Ident":
      case "Constant":
      case "Unreachable":
        break;
      case "Let":
        this.later(() => this.bindings(d.bindings, state));
        this.later(() => this.expr(d.body, state, false));
        break;
      case "Function":
        const dflt = d.default;
        if (dflt) this.later(() => this.expr(dflt, state, false));
        this.later(() => this.cases(d.cases, state));
        break;
      case "Apply":
        this.later(() => this.expr(d.func, state, true));
        for (const a of d.args as readonly TArgument[]) if (a.kind === "Expr") this.later(() => this.expr(a.expr, state, false));
        break;
      case "Match":
        this.later(() => this.expr(d.scrutinee, state, false));
        this.later(() => this.cases(d.cases, state));
        break;
      case "Try":
        this.later(() => this.expr(d.body, state, false));
        this.later(() => this.cases(d.cases, state));
        break;
      case "Tuple":
      case "Array":
        for (const x of d.items) this.later(() => this.expr(x, state, false));
        break;
      case "Construct":
        for (const x of d.args) this.later(() => this.expr(x, state, false));
        break;
      case "Record":
        const base = d.base;
        if (base) this.later(() => this.expr(base, state, false));
        for (const f of d.fields) {
          const def = f.def;
          if (def.kind === "Overridden") this.later(() => this.expr(def.expr, state, false));
        }
        break;
      case "Field":
        this.later(() => this.expr(d.record, state, false));
        break;
      case "SetField":
        this.later(() => this.expr(d.record, state, false));
        this.later(() => this.expr(d.value, state, false));
        break;
      case "IfThenElse":
        this.later(() => this.expr(d.cond, state, false));
        this.later(() => this.expr(d.then, state, false));
        const otherwise = d.else;
        if (otherwise) this.later(() => this.expr(otherwise, state, false));
        break;
      case "Sequence":
        this.later(() => this.expr(d.first, state, false));
        this.later(() => this.expr(d.second, state, false));
        break;
      case "While":
        this.later(() => this.expr(d.cond, state, false));
        this.later(() => this.expr(d.body, state, false));
        break;
      case "For":
        this.later(() => this.expr(d.from, state, false));
        this.later(() => this.expr(d.to, state, false));
        this.later(() => this.expr(d.body, state, false));
        break;
      case "LetModule":
        this.later(() => this.module(d.module, state, false));
        this.later(() => this.expr(d.body, state, false));
        break;
      case "LetException":
        this.later(() => this.expr(d.body, state, false));
        break;
      case "Assert":
      case "Lazy":
        this.later(() => this.expr(d.expr, state, false));
        break;
      case "Pack":
        this.later(() => this.module(d.module, state, false));
        break;
      case "Open":
        this.later(() => this.module(d.module, state, false));
        this.later(() => this.expr(d.body, state, false));
        break;
    }
  }
}

function isFunctor(m: TModuleExpr): boolean {
  return m.desc.kind === "Functor" || (m.desc.kind === "Constraint" && isFunctor(m.desc.module));
}

function has(attrs: Attributes, name: string): boolean {
  return attrs.some((a) => a.name.txt === name || a.name.txt === `ocaml.${name}`);
}

/** The unit's misplaced attributes (warning 53), in the order of the source. */
export function misplacedAttributeWarnings(tree: TypedStructure, state: WarningState): Diagnostic[] {
  if (!state.active[53]) return [];
  const c = new Checker();
  c.run(() => c.structure(tree, state));
  return c.warnings;
}
