// The blocks of lifted toplevel variables (`lift_toplevel_captures.ts`) that turn out to hold a
// constant. A variable is lifted when it is the result of a call; the round may then find the
// call's result to be a symbol or a constant (a partial application made static, a function
// returning a known closure). The block is written before any closure reading it exists, on
// every path to one, so when every write is of that constant, every read of it is that
// constant: after the round, each read becomes the constant, and the writes and the block go.
// Reads in code bodies then name the closure directly, and the next round may call and inline
// it.
import {
  boundStatic,
  equalSimples,
  forEachExpr,
  let_,
  namedSimple,
  namedStaticConsts,
  rebuildAround,
  rebuildTerm,
  simpleConst,
  taggedImmediate,
  withCodeBody,
  type Expr,
  type Named,
  type Simple,
  type StaticConst,
  type Symbol,
} from "../../flambda/index.js";

/** `root` with the blocks among `cells` only ever written with one symbol or constant replaced by it. */
export function substituteConstantCells(root: Expr, cells: ReadonlySet<string>): Expr {
  if (cells.size === 0) return root;
  const writes = new Map<Symbol, Simple[]>();
  forEachExpr(root, { intoCode: true }, (e) => {
    if (e.kind !== "let" || e.named.kind !== "prim") return;
    const p = e.named.prim;
    if (p.kind !== "binary" || p.op.kind !== "block_set" || p.arg1.kind !== "symbol" || !cells.has(p.arg1.name)) return;
    const list = writes.get(p.arg1.name) ?? [];
    list.push(p.arg2);
    writes.set(p.arg1.name, list);
  });
  const constant = new Map<Symbol, Simple>();
  for (const [cell, values] of writes) {
    const v = values[0]!;
    if (v.kind !== "var" && values.every((w) => equalSimples(w, v))) constant.set(cell, v);
  }
  if (constant.size === 0) return root;
  const unit = namedSimple(simpleConst(taggedImmediate(0)));
  const rewrite = (n: Named): Named => {
    if (n.kind !== "prim") return n;
    const p = n.prim;
    if (p.kind === "unary" && p.op.kind === "block_load" && p.arg.kind === "symbol") {
      const v = constant.get(p.arg.name);
      return v === undefined ? n : namedSimple(v);
    }
    if (p.kind === "binary" && p.op.kind === "block_set" && p.arg1.kind === "symbol" && constant.has(p.arg1.name)) return unit;
    return n;
  };
  return rebuildTerm(root, (e, step) => {
    if (e.kind !== "let") {
      rebuildAround(e, step);
      return;
    }
    const b = e.bound;
    const n = e.named;
    if (n.kind !== "static_consts") {
      const named = rewrite(n);
      step.from([e.body], ([rest]) => let_(b, named, rest!));
      return;
    }
    const codes = n.consts.filter((c): c is Extract<StaticConst, { kind: "code" }> => c.kind === "code");
    step.from([...codes.map((c) => c.code.body), e.body], (kids) => {
      let i = 0;
      const consts = n.consts.map((c): StaticConst => (c.kind === "code" ? { kind: "code", code: withCodeBody(c.code, kids[i++]!) } : c));
      const rest = kids[codes.length]!;
      if (b.kind !== "static") return let_(b, namedStaticConsts(consts), rest);
      // The blocks replaced are no longer bound.
      const keep = b.bindings.map((x) => !(x.kind === "block_like" && constant.has(x.symbol)));
      if (keep.every((k) => k)) return let_(b, namedStaticConsts(consts), rest);
      const bindings = b.bindings.filter((_, j) => keep[j]);
      if (bindings.length === 0) return rest;
      return let_(boundStatic(bindings), namedStaticConsts(consts.filter((_, j) => keep[j])), rest);
    });
  });
}
