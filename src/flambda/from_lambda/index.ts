// From Lambda to Flambda: CPS conversion and closure conversion in one pass, as Flambda 2's
// `Closure_conversion` does. The unit's toplevel code computes the module block, bound to the
// unit's symbol (its name: other units link to it through `GetGlobal`); code, constants and
// closed functions are lifted to one static `Let` at the top of the unit.
import type { LambdaProgram } from "../../lambda/index.js";
import { boundBlockLike, boundStatic } from "../bound_pattern.js";
import { applyCont, let_, type Expr } from "../expr.js";
import { flambdaUnit, type FlambdaUnit } from "../flambda_unit.js";
import { namedStaticConsts } from "../named.js";
import type { NameGenerator, Symbol } from "../names.js";
import { binary, unary } from "../primitives.js";
import { simpleSymbol, type Simple } from "../simple.js";
import { staticBlock } from "../static_const.js";
import { Acc } from "./acc.js";
import { calledOnceFunctions } from "./called_once.js";
import { Converter, moduleSymbolOf, predefinedExceptionSymbol, unitSimple } from "./convert.js";
import { Frame, type Env } from "./env.js";

export { moduleSymbolOf, predefinedExceptionSymbol };

export interface FromLambdaOptions {
  /**
   * The symbol of a unit's module block, for `GetGlobal` and for the unit's own block (default:
   * the unit's name). The driver names the standard library's units `Stdlib__List`, ..., so
   * that a program's unit may have the name of a library unit.
   */
  readonly moduleSymbol?: (unit: string) => Symbol;
  /** The symbol of this unit's module block (default: `moduleSymbol(program.unitName)`). */
  readonly ownSymbol?: Symbol;
}

export function fromLambda(program: LambdaProgram, names: NameGenerator, options: FromLambdaOptions = {}): FlambdaUnit {
  const symbolOf = options.moduleSymbol ?? moduleSymbolOf;
  const moduleSymbol = options.ownSymbol ?? symbolOf(program.unitName);
  const cv = new Converter(names, moduleSymbol, symbolOf);
  cv.calledOnce = calledOnceFunctions(program.code);
  const ret = names.continuation("k_return");
  const exn = names.continuation("k_exn");
  const env: Env = { frame: new Frame(ret, exn, undefined), traps: [] };
  const acc = new Acc(names);
  let l = program.code;
  while (l.kind === "Let" || l.kind === "MutLet" || l.kind === "LetRec" || l.kind === "Sequence") {
    cv.binder(l, env, acc);
    l = l.kind === "Sequence" ? l.second : l.body;
  }
  // The module block is usually built last from the toplevel definitions: its fields are then
  // those definitions. Otherwise its fields are read from the block computed.
  let fields: Simple[];
  if (l.kind === "Prim" && l.prim.kind === "MakeBlock" && l.prim.tag === 0 && l.args.length === program.size) {
    fields = cv.evalArgs(l.args, env, acc);
  } else {
    const block = cv.value(l, env, acc, "module_block");
    fields = [];
    for (let i = 0; i < program.size; i++)
      fields.push(acc.prim("field", unary({ kind: "block_load", access: { kind: "values", tag: 0, size: program.size, fieldKind: "any_value" }, mutability: "immutable", field: i }, block), "value"));
  }
  if (cv.selfReferenced || acc.terminated) {
    // The unit's code reads its own module block (or its toplevel raises, and what follows is
    // dropped): the block is allocated with the other static constants, so that it is in scope
    // everywhere, and its fields are filled in here.
    cv.statics.add(boundBlockLike(moduleSymbol), staticBlock(0, "mutable", fields.map(() => unitSimple)));
    fields.forEach((f, i) =>
      acc.prim("init", binary({ kind: "block_set", access: { kind: "values", tag: 0, size: fields.length, fieldKind: "any_value" }, field: i, init: "initialization" }, simpleSymbol(moduleSymbol), f), "value"),
    );
  } else acc.let(boundStatic([boundBlockLike(moduleSymbol)]), namedStaticConsts([staticBlock(0, "immutable", fields)]));
  let body: Expr = acc.finish(applyCont(ret, [unitSimple]));
  if (cv.statics.consts.length > 0) body = let_(boundStatic(cv.statics.bindings), namedStaticConsts(cv.statics.consts), body);
  return flambdaUnit({ name: program.unitName, moduleSymbol, returnContinuation: ret, exnContinuation: exn, body, names });
}
