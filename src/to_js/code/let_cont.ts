// `Let_cont`: handlers written in place, as labelled blocks, or as loops.
import type { Expr } from "../../flambda/index.js";
import type { Writer } from "../writer.js";
import { bindFromCarriers } from "./closures.js";
import { emitExpr } from "./expr.js";
import type { ContTarget, Scope } from "./scope.js";
import { bindVar, simple } from "./simples.js";

export function emitLetCont(e: Extract<Expr, { kind: "let_cont" }>, sc: Scope, w: Writer): Expr | undefined {
  const analysis = sc.uses;
  if (!e.recursive) {
    const h = e.handlers[0]!;
    if (h.isExnHandler) {
      sc.conts.set(h.cont, { kind: "exn", handler: h });
      return e.body;
    }
    const uses = analysis.contUses.get(h.cont) ?? 0;
    if (uses <= 1 || analysis.pushTargets.has(h.cont)) {
      const t: ContTarget = { kind: "once", handler: h, depth: analysis.pushTargets.has(h.cont) ? undefined : sc.tryDepth, fallback: undefined };
      sc.conts.set(h.cont, t);
      const start = w.length;
      const indent = w.indent;
      emitExpr(e.body, sc, w);
      const fb = t.fallback as { label: string; params: readonly string[] } | undefined;
      if (fb === undefined) return undefined;
      // The one jump could not be written in place: the body becomes a labelled block.
      w.indentFrom(start);
      const open = `${fb.label}: {`;
      if (fb.params.length > 0) w.insert(start, w.indent, `let ${fb.params.join(", ")};`, open);
      else w.insert(start, w.indent, open);
      w.indent = indent;
      w.line("}");
      return h.handler;
    }
    const params = h.params.map((p) => bindVar(p.name, sc));
    const label = sc.namer.fresh(h.cont);
    sc.conts.set(h.cont, { kind: "block", label, params, depth: sc.tryDepth });
    if (params.length > 0) w.line(`let ${params.join(", ")};`);
    w.block(`${label}: {`, () => emitExpr(e.body, sc, w));
    return h.handler;
  }
  // A loop: carriers hold the arguments of the next iteration.
  const handlers = e.handlers;
  const inner = handlers.map((h) => h.params.map((p) => bindVar(p.name, sc)));
  const carriers = handlers.map((h) => h.params.map((p) => sc.namer.fresh(p.name)));
  const selector = handlers.length > 1 ? sc.namer.fresh("next", false) : undefined;
  const label = sc.namer.fresh(handlers[0]!.cont);
  const declared = [...carriers.flat(), ...(selector === undefined ? [] : [selector])];
  if (declared.length > 0) w.line(`let ${declared.join(", ")};`);
  const body = e.body;
  const entryIndex = body.kind === "apply_cont" && body.trap === undefined ? handlers.findIndex((h) => h.cont === body.cont) : -1;
  if (entryIndex >= 0 && body.kind === "apply_cont") {
    const args = body.args.map((a) => simple(a, sc));
    carriers[entryIndex]!.forEach((c, i) => w.line(`${c} = ${args[i]!};`));
    if (selector !== undefined) w.line(`${selector} = ${entryIndex};`);
  } else {
    const entry = sc.namer.fresh("enter", false);
    handlers.forEach((h, i) => sc.conts.set(h.cont, { kind: "loop_entry", label: entry, carriers: carriers[i]!, selector, index: i }));
    w.block(`${entry}: {`, () => emitExpr(body, sc, w));
  }
  handlers.forEach((h, i) => sc.conts.set(h.cont, { kind: "loop", label, carriers: carriers[i]!, selector, index: i }));
  const emitHandler = (i: number): void => {
    const ps = inner[i]!;
    bindFromCarriers(ps, carriers[i]!, w);
    emitExpr(handlers[i]!.handler, sc, w);
  };
  w.block(`${label}: while (true) {`, () => {
    if (selector === undefined) emitHandler(0);
    else
      w.block(`switch (${selector}) {`, () => {
        handlers.forEach((_, i) => w.block(i === handlers.length - 1 ? "default: {" : `case ${i}: {`, () => emitHandler(i)));
      });
  });
  return undefined;
}
