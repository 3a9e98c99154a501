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

// What the walk's stack holds: an expression (the function of an application or not), a module
// expression (the functor of an application or not), a structure item.
const EXPR = 0;
const CALLED = 1;
const MODULE = 2;
const APPLIED = 3;
const ITEM = 4;

/**
 * Walks the typed tree with an explicit stack (a long list literal nests deeply), in no
 * particular order: the warnings are put in the order of the source at the end.
 */
class Checker {
  readonly warnings: Diagnostic[] = [];
  private readonly nodes: unknown[] = [];
  private readonly tags: number[] = [];

  constructor(private readonly state: WarningState) {}

  private warn(loc: Location, name: string): void {
    const d = warningDiagnostic(this.state, loc, 53, message(name));
    if (d) this.warnings.push(d);
  }

  private push(node: unknown, tag: number): void {
    this.nodes.push(node);
    this.tags.push(tag);
  }

  run(s: TypedStructure): void {
    this.structure(s);
    while (this.nodes.length > 0) {
      const node = this.nodes.pop();
      const tag = this.tags.pop()!;
      if (tag === EXPR || tag === CALLED) this.expr(node as TExpression, tag === CALLED);
      else if (tag === MODULE || tag === APPLIED) this.module(node as TModuleExpr, tag === APPLIED);
      else this.item(node as TStructureItem);
    }
  }

  private structure(s: TypedStructure): void {
    for (const it of s.items) this.push(it, ITEM);
  }

  private item(it: TStructureItem): void {
    switch (it.kind) {
      case "Eval":
        this.push(it.expr, EXPR);
        break;
      case "Value":
        this.bindings(it.bindings);
        break;
      case "Module":
        if (it.attributes && has(it.attributes, "inline") && !isFunctor(it.module)) this.warn(it.loc, "inline");
        this.push(it.module, MODULE);
        break;
      case "Open":
      case "Include":
        this.push(it.module, MODULE);
        break;
      case "RecModule":
        for (const b of it.bindings) this.push(b.module, MODULE);
        break;
      case "Primitive":
      case "Type":
      case "Extension":
      case "ModuleType":
        break;
    }
  }

  /** `applied`: the module is the functor of an application (its `[@inlined]` is read). */
  private module(m: TModuleExpr, applied: boolean): void {
    for (const a of m.attributes ?? []) {
      const n = a.name.txt;
      if (((n === "inline" || n === "ocaml.inline") && m.desc.kind !== "Functor") || ((n === "inlined" || n === "ocaml.inlined") && !applied)) this.warn(a.name.loc, n);
    }
    const d = m.desc;
    switch (d.kind) {
      case "Structure":
        this.structure(d.structure);
        break;
      case "Functor":
        this.push(d.body, MODULE);
        break;
      case "Apply":
        this.push(d.functor, APPLIED);
        if (d.arg) this.push(d.arg, MODULE);
        break;
      case "Constraint":
        this.push(d.module, MODULE);
        break;
      case "Unpack":
        this.push(d.expr, EXPR);
        break;
      case "Ident":
        break;
    }
  }

  private bindings(bs: readonly TValueBinding[]): void {
    for (const b of bs) {
      if (b.expr.desc.kind !== "Function") {
        if (has(b.attributes, "inline")) this.warn(b.loc, "inline");
        if (has(b.attributes, "local")) this.warn(b.loc, "local");
      }
      this.push(b.expr, EXPR);
    }
  }

  private cases(cs: readonly TCase[]): void {
    for (const c of cs) {
      if (c.guard) this.push(c.guard, EXPR);
      this.push(c.rhs, EXPR);
    }
  }

  /** `called`: the expression is the function of an application (its `[@inlined]` is read). */
  private expr(e: TExpression, called: boolean): void {
    for (const a of e.attributes) {
      const n = a.name.txt;
      if ((onFunctions.has(n) && e.desc.kind !== "Function") || (onCalls.has(n) && !called) || nowhere.has(n)) this.warn(a.name.loc, n);
    }
    const d = e.desc;
    switch (d.kind) {
      case "Ident":
      case "Constant":
      case "Unreachable":
        break;
      case "Let":
        this.bindings(d.bindings);
        this.push(d.body, EXPR);
        break;
      case "Function":
        if (d.default) this.push(d.default, EXPR);
        this.cases(d.cases);
        break;
      case "Apply":
        this.push(d.func, CALLED);
        for (const a of d.args as readonly TArgument[]) if (a.kind === "Expr") this.push(a.expr, EXPR);
        break;
      case "Match":
        this.push(d.scrutinee, EXPR);
        this.cases(d.cases);
        break;
      case "Try":
        this.push(d.body, EXPR);
        this.cases(d.cases);
        break;
      case "Tuple":
      case "Array":
        for (const x of d.items) this.push(x, EXPR);
        break;
      case "Construct":
        for (const x of d.args) this.push(x, EXPR);
        break;
      case "Record":
        if (d.base) this.push(d.base, EXPR);
        for (const f of d.fields) if (f.def.kind === "Overridden") this.push(f.def.expr, EXPR);
        break;
      case "Field":
        this.push(d.record, EXPR);
        break;
      case "SetField":
        this.push(d.record, EXPR);
        this.push(d.value, EXPR);
        break;
      case "IfThenElse":
        this.push(d.cond, EXPR);
        this.push(d.then, EXPR);
        if (d.else) this.push(d.else, EXPR);
        break;
      case "Sequence":
        this.push(d.first, EXPR);
        this.push(d.second, EXPR);
        break;
      case "While":
        this.push(d.cond, EXPR);
        this.push(d.body, EXPR);
        break;
      case "For":
        this.push(d.from, EXPR);
        this.push(d.to, EXPR);
        this.push(d.body, EXPR);
        break;
      case "LetModule":
        this.push(d.module, MODULE);
        this.push(d.body, EXPR);
        break;
      case "LetException":
        this.push(d.body, EXPR);
        break;
      case "Assert":
      case "Lazy":
        this.push(d.expr, EXPR);
        break;
      case "Pack":
        this.push(d.module, MODULE);
        break;
      case "Open":
        this.push(d.module, MODULE);
        this.push(d.body, EXPR);
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
  const c = new Checker(state);
  c.run(tree);
  const offset = (d: Diagnostic): number => d.location?.start.offset ?? 0;
  return c.warnings.map((d, i) => ({ d, i })).sort((a, b) => offset(a.d) - offset(b.d) || a.i - b.i).map((x) => x.d);
}
