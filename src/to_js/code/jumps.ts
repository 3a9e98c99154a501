// Jumps to continuations (`Apply_cont`): returns, raises, breaks, loop iterations, and `try` regions.
import type { Continuation, TrapAction } from "../../flambda/index.js";
import { assertNever } from "../../common/assert_never.js";
import type { Location } from "../../common/location.js";
import type { Writer } from "../writer.js";
import { emitExpr } from "./expr.js";
import type { Scope } from "./scope.js";
import { bindVar } from "./simples.js";
import { isUsed } from "../analysis.js";

/**
 * Jumps to `k` with `args` (JavaScript expressions, evaluated before any assignment is made).
 * `simples`: the arguments are the code of IR simples (immutable names and constants), which a
 * handler written in place may use as they are instead of naming them again.
 */
export function emitJump(
  k: Continuation,
  args: readonly string[],
  trap: TrapAction | undefined,
  sc: Scope,
  w: Writer,
  loc?: Location,
  simples = false,
): void {
  if (trap?.kind === "push") {
    emitTry(k, args, trap.exnHandler, sc, w, simples);
    return;
  }
  if (k === sc.returnCont) {
    w.line(`return ${args.length === 0 ? "0" : args[0]!};`, loc);
    return;
  }
  if (k === sc.exnCont) {
    w.line(`throw ${raised(args[0] ?? "undefined", trap, sc)};`, raiseLoc(trap) ?? loc);
    return;
  }
  const t = sc.conts.get(k);
  if (t === undefined) throw new Error(`to_js: continuation ${k} is not bound`);
  if (trap?.kind === "pop" && t.kind !== "exn") {
    // Leaving a `try` for code written inside it (a continuation bound in the `try` body):
    // from here on an exception must not reach the popped handler, so the `catch` rethrows
    // once the flag is set.
    const depth = t.kind === "once" ? (t.depth ?? sc.tryDepth) : t.kind === "block" ? t.depth : sc.tryDepth;
    const region = sc.tries[sc.tries.length - 1];
    if (depth === sc.tryDepth && region !== undefined && region.handler === trap.exnHandler) {
      region.used = true;
      w.line(`${region.flag} = true;`);
    }
  }
  const assign = (targets: readonly string[]): void => {
    // Arguments that are not plain names are computed into the first target in order; the
    // targets are fresh names no argument mentions, so the assignments cannot interfere.
    targets.forEach((t, i) => w.line(`${t} = ${args[i]!};`, i === 0 ? loc : undefined));
  };
  switch (t.kind) {
    case "once": {
      if (t.fallback === undefined && (t.depth === undefined || t.depth === sc.tryDepth)) {
        t.handler.params.forEach((p, i) => {
          const arg = args[i]!;
          const l = i === 0 ? loc : undefined;
          // An unused result (of a call done for its effect) needs no name; a simple needs no
          // second one.
          if (simples) sc.vars.set(p.name, arg);
          else if (isUsed(sc.uses, p.name)) w.line(`const ${bindVar(p.name, sc)} = ${arg};`, l);
          else if (arg.includes("(")) w.line(`${arg};`, l);
        });
        // Written here: not again.
        sc.conts.set(k, { ...t, depth: -1 });
        emitExpr(t.handler.handler, sc, w);
        return;
      }
      if (t.fallback === undefined) {
        t.fallback = { label: sc.namer.fresh(k), params: t.handler.params.map((p) => bindVar(p.name, sc)) };
      }
      assign(t.fallback.params);
      w.line(`break ${t.fallback.label};`);
      return;
    }
    case "block":
      assign(t.params);
      w.line(`break ${t.label};`);
      return;
    case "loop_entry":
    case "loop":
      assign(t.carriers);
      if (t.selector !== undefined) w.line(`${t.selector} = ${t.index};`);
      w.line(`${t.kind === "loop" ? "continue" : "break"} ${t.label};`);
      return;
    case "exn":
      w.line(`throw ${raised(args[0] ?? "undefined", trap, sc)};`, raiseLoc(trap) ?? loc);
      return;
    default:
      assertNever(t);
  }
}

/**
 * The exception thrown by a jump to an exception handler: under \`-g\`, a raise (\`raise\`, or a
 * re-raise in a handler) hands it to the runtime on the way, which records the backtrace when
 * asked to; \`raise_notrace\` and the IR's other jumps to handlers throw it as it is.
 */
function raised(exn: string, trap: TrapAction | undefined, sc: Scope): string {
  if (!sc.unit.debug || trap?.kind !== "pop" || trap.raiseKind === undefined || trap.raiseKind === "notrace") return exn;
  // 2: a re-raise the compiler made (a handler's cases not matching), which has no place in the source.
  return `R.caml_flambe_raise(${exn}, ${trap.raiseKind === "reraise" ? (trap.loc === undefined ? 2 : 1) : 0})`;
}

/** Where a raise is written in the source, when the IR kept it. */
function raiseLoc(trap: TrapAction | undefined): Location | undefined {
  return trap?.kind === "pop" ? trap.loc : undefined;
}

/** `try { body_k } catch (e) { handler }` for `apply_cont body_k [push handler]`. */
export function emitTry(k: Continuation, args: readonly string[], handlerCont: Continuation, sc: Scope, w: Writer, simples: boolean): void {
  const h = sc.conts.get(handlerCont);
  if (h?.kind !== "exn") throw new Error(`to_js: ${handlerCont} is pushed but is not an exception handler`);
  const caught = sc.namer.fresh("exn", false);
  const region = { handler: handlerCont, flag: sc.namer.fresh("popped", false), used: false };
  const start = w.length;
  w.line("try {");
  w.indent++;
  sc.tryDepth++;
  sc.tries.push(region);
  emitJump(k, args, undefined, sc, w, undefined, simples);
  sc.tries.pop();
  sc.tryDepth--;
  w.indent--;
  w.line(`} catch (${caught}) {`);
  w.indent++;
  if (region.used) {
    w.insert(start, w.indent - 1, `let ${region.flag} = false;`);
    w.line(`if (${region.flag}) throw ${caught};`);
  }
  const [first, ...rest] = h.handler.params;
  // Under \`-g\` the runtime cuts the recorded backtrace at the handler (runtime/backtrace.ts).
  const converted = sc.unit.debug ? `R.caml_flambe_caught(R.caml_flambe_exn_of_js(${caught}))` : `R.caml_flambe_exn_of_js(${caught})`;
  if (first !== undefined) w.line(`const ${bindVar(first.name, sc)} = ${converted};`);
  else if (sc.unit.debug) w.line(`${converted};`);
  for (const p of rest) w.line(`const ${bindVar(p.name, sc)} = undefined;`);
  emitExpr(h.handler.handler, sc, w);
  w.indent--;
  w.line("}");
}
