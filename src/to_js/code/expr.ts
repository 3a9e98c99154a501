// The dispatcher: one construct after another until a jump ends the path.
import type { Continuation, Expr } from "../../flambda/index.js";
import { assertNever } from "../../common/assert_never.js";
import { Namer } from "../js_names.js";
import type { Writer } from "../writer.js";
import { emitApply } from "./apply.js";
import { emitJump } from "./jumps.js";
import { asTest, emitLet } from "./let.js";
import { emitLetCont } from "./let_cont.js";
import type { Scope, UnitContext } from "./scope.js";
import { simple, stringLiteral } from "./simples.js";
import { emitSwitch } from "./switch.js";

/** Writes `e`; every path ends in a jump (`return`, `throw`, `break`, `continue`). */
export function emitExpr(e0: Expr, sc: Scope, w: Writer): void {
  let e: Expr | undefined = e0;
  while (e !== undefined) {
    switch (e.kind) {
      case "let":
        if (!asTest(e, sc)) emitLet(e.bound, e.named, sc, w);
        e = e.body;
        break;
      case "let_cont":
        e = emitLetCont(e, sc, w);
        break;
      case "apply_cont":
        emitJump(e.cont, e.args.map((a) => simple(a, sc)), e.trap, sc, w, undefined, true);
        e = undefined;
        break;
      case "switch":
        emitSwitch(e, sc, w);
        e = undefined;
        break;
      case "apply":
        emitApply(e, sc, w);
        e = undefined;
        break;
      case "invalid":
        w.line(`throw new Error(${stringLiteral("unreachable code: " + e.message)});`);
        e = undefined;
        break;
      default:
        assertNever(e);
    }
  }
}

/** A unit's toplevel code as the body of a JavaScript function (its return continuation returns). */
export function emitUnitBody(body: Expr, returnCont: Continuation, exnCont: Continuation, unit: UnitContext, namer: Namer, w: Writer): void {
  const sc: Scope = {
    unit,
    lifted: new Map(),
    uses: unit.analysis,
    namer,
    vars: new Map(),
    tests: new Map(),
    conts: new Map(),
    returnCont,
    exnCont,
    tryDepth: 0,
    tries: [],
    env: undefined,
    myClosure: undefined,
    sameSet: new Map(),
    setKey: undefined,
    tail: undefined,
  };
  // Backtraces name a unit's toplevel code by the module alone, as OCaml does.
  w.inFunction(unit.moduleName, () => emitExpr(body, sc, w));
}
