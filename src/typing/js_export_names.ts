// The names a unit exports to JavaScript that are known before it runs: the string literals given
// to `Js_of_ocaml.Js.export` (`Js.export "add" add`), in the order written. An ES module must
// declare its named exports in its text (`--module esm`); a name computed at run time, or given
// to `export_all`, is a property of the module's default export only.
import type { TArgument, TCase, TExpression, TModuleExpr, TValueBinding, TypedStructure } from "./typed_tree.js";
import { pathName } from "./types.js";

const exportFunction = "Js_of_ocaml.Js.export";

export function jsExportNames(tree: TypedStructure): string[] {
  const names = new Set<string>();
  const exprs = (es: readonly (TExpression | undefined)[]): void => {
    for (const e of es) if (e !== undefined) expr(e);
  };
  const cases = (cs: readonly TCase[]): void => {
    for (const c of cs) exprs([c.guard, c.rhs]);
  };
  const bindings = (bs: readonly TValueBinding[]): void => exprs(bs.map((b) => b.expr));
  const args = (as: readonly TArgument[]): void => exprs(as.map((a) => (a.kind === "Expr" ? a.expr : undefined)));
  function expr(e: TExpression): void {
    const d = e.desc;
    switch (d.kind) {
      case "Ident":
      case "Constant":
      case "Unreachable":
        return;
      case "Let":
        bindings(d.bindings);
        return expr(d.body);
      case "Function":
        if (d.default !== undefined) expr(d.default);
        return cases(d.cases);
      case "Apply": {
        const first = d.args[0];
        if (
          d.func.desc.kind === "Ident" &&
          pathName(d.func.desc.path) === exportFunction &&
          first?.kind === "Expr" &&
          first.expr.desc.kind === "Constant" &&
          first.expr.desc.constant.kind === "String"
        )
          names.add(first.expr.desc.constant.value);
        expr(d.func);
        return args(d.args);
      }
      case "Match":
        expr(d.scrutinee);
        return cases(d.cases);
      case "Try":
        expr(d.body);
        return cases(d.cases);
      case "Tuple":
      case "Array":
        return exprs(d.items);
      case "Construct":
        return exprs(d.args);
      case "Record":
        exprs(d.fields.map((f) => (f.def.kind === "Overridden" ? f.def.expr : undefined)));
        return exprs([d.base]);
      case "Field":
        return expr(d.record);
      case "SetField":
        return exprs([d.record, d.value]);
      case "IfThenElse":
        return exprs([d.cond, d.then, d.else]);
      case "Sequence":
        return exprs([d.first, d.second]);
      case "While":
        return exprs([d.cond, d.body]);
      case "For":
        return exprs([d.from, d.to, d.body]);
      case "LetModule":
        module(d.module);
        return expr(d.body);
      case "LetException":
        return expr(d.body);
      case "Assert":
      case "Lazy":
        return expr(d.expr);
      case "Pack":
        return module(d.module);
      case "Open":
        module(d.module);
        return expr(d.body);
    }
  }
  function module(m: TModuleExpr): void {
    const d = m.desc;
    switch (d.kind) {
      case "Ident":
        return;
      case "Structure":
        return structure(d.structure);
      case "Functor":
        return module(d.body);
      case "Apply":
        module(d.functor);
        if (d.arg !== undefined) module(d.arg);
        return;
      case "Constraint":
        return module(d.module);
      case "Unpack":
        return expr(d.expr);
    }
  }
  function structure(s: TypedStructure): void {
    for (const item of s.items) {
      switch (item.kind) {
        case "Eval":
          expr(item.expr);
          break;
        case "Value":
          bindings(item.bindings);
          break;
        case "Module":
        case "Open":
        case "Include":
          module(item.module);
          break;
        case "RecModule":
          for (const b of item.bindings) module(b.module);
          break;
        case "Primitive":
        case "Type":
        case "Extension":
        case "ModuleType":
          break;
      }
    }
  }
  structure(tree);
  return [...names];
}
