// Lifting of toplevel let bindings that are not constants (manual section 21.8.2), as each round
// starts: outside functions, a variable computed at run time that a set of closures captures is
// given a symbol, a statically allocated block of one field, which the toplevel fills with the
// variable's value just before the set is allocated (an "initialise-symbol" binding); every read
// of that value slot, in whatever code of the unit, becomes a load from the block. The closures
// then capture only constants and symbols, so the round lifts them as constants
// (`lifting/lift_constants.ts`), and what captured them may become constant in turn: after
// `let n = read_int ()`, `let f x = x + n` and `let h y = f y * 2` are static functions, h no
// longer reaching n through f's environment. The price is the manual's: a load at each read of
// the value, and the block lives as long as the program.
//
// Only for a set allocated on the toplevel's spine (outside functions and outside any loop: a set
// allocated in a loop makes a closure per iteration, each with its own values), whose codes the
// unit binds and allocates nowhere else (so that every closure of that code is this one and every
// read of the slot, inlined copies included, reads this variable), and only for variables that
// stay variables: the result of a call or of a primitive other than an immutable allocation. A
// closure or a block the round may make constant is left to the round: captured as a symbol once
// lifted, it needs no block of its own.
import {
  binary,
  boundBlockLike,
  boundSingleton,
  boundStatic,
  forEachExpr,
  let_,
  namedPrim,
  namedSetOfClosures,
  namedStaticConsts,
  rebuildAround,
  rebuildTerm,
  setOfClosures,
  simpleConst,
  simpleSymbol,
  simpleVar,
  staticBlock,
  staticSetOfClosures,
  stemOf,
  unary,
  withCodeBody,
  type BoundStatic,
  type CodeId,
  type Expr,
  type NameGenerator,
  type Named,
  type SetOfClosures,
  type StaticConst,
  type Symbol,
  type ValueSlot,
  type Variable,
} from "../../flambda/index.js";

/** The access to the one field of a variable's block. */
const cellAccess = { kind: "values", tag: 0, size: 1, fieldKind: "any_value" } as const;

/** The term with the captured toplevel variables lifted (see the top of the file), or `root` itself when there are none. */
export function liftToplevelCaptures(
  root: Expr,
  names: NameGenerator,
  unitSymbol: string,
  allocations: ReadonlyMap<CodeId, number>,
  /** Receives the symbol of each block made. */
  made: Set<string>,
): Expr {
  // The codes the unit binds, and how each variable of the toplevel is defined.
  const own = new Set<string>();
  forEachExpr(root, { intoCode: true }, (e) => {
    if (e.kind === "let" && e.named.kind === "static_consts") for (const c of e.named.consts) if (c.kind === "code") own.add(c.code.codeId);
  });
  // The toplevel's spine: lets, the bodies and non-recursive handlers of continuations; not a
  // recursive handler (a loop) nor code.
  const stays = new Set<Variable>();
  // Mutable blocks allocated on the spine (`let lines = ref 0`): a set capturing one keeps all its
  // captures. Such a block stored in a symbol's cell escapes, so that once the closure is inlined
  // into the toplevel the block can no longer become a variable of the toplevel's code (the
  // callback `String.iteri` takes in bench/programs/textproc); and with one capture kept, the set
  // is not made constant, so lifting its other captures would only add loads.
  const local = new Set<Variable>();
  const liftedSlots = new Map<ValueSlot, Variable>();
  // The variables each set writes into their blocks: those it captures that no set before it on
  // every path to it has written. A handler may run without its body's sets having run (a raise
  // before them, a jump past them), so it starts from what was written before its `let_cont`.
  const writes = new Map<Expr, Variable[]>();
  const todo: { readonly e: Expr; readonly written: ReadonlySet<Variable> }[] = [{ e: root, written: new Set() }];
  for (;;) {
    const item = todo.pop();
    if (item === undefined) break;
    const e = item.e;
    let written = item.written;
    switch (e.kind) {
      case "let": {
        const n = e.named;
        if (e.bound.kind === "singleton" && n.kind === "prim" && !(n.prim.kind === "variadic" && n.prim.op.kind === "make_block" && n.prim.op.mutability === "immutable")) {
          stays.add(e.bound.var);
          if (n.prim.kind === "variadic" && n.prim.op.kind === "make_block") local.add(e.bound.var);
        }
        if (n.kind === "set_of_closures" && liftable(n.set, own, allocations) && !n.set.valueSlots.some((v) => v.value.kind === "var" && local.has(v.value.name))) {
          const mine: Variable[] = [];
          for (const v of n.set.valueSlots) {
            if (v.value.kind !== "var" || !stays.has(v.value.name)) continue;
            liftedSlots.set(v.slot, v.value.name);
            if (!written.has(v.value.name) && !mine.includes(v.value.name)) mine.push(v.value.name);
          }
          if (mine.length > 0) {
            writes.set(e, mine);
            written = new Set([...written, ...mine]);
          }
        }
        todo.push({ e: e.body, written });
        break;
      }
      case "let_cont":
        if (!e.recursive) {
          const h = e.handlers[0]!;
          // A call's result arrives as a handler's parameter: a variable computed at run time.
          for (const p of h.params) if (p.kind === "value") stays.add(p.name);
          todo.push({ e: h.handler, written });
        }
        todo.push({ e: e.body, written });
        break;
      case "apply":
      case "apply_cont":
      case "switch":
      case "invalid":
        break;
    }
  }
  if (liftedSlots.size === 0) return root;
  // One block per variable.
  const cells = new Map<Variable, Symbol>();
  for (const x of liftedSlots.values()) {
    if (cells.has(x)) continue;
    const cell = names.symbol(`${unitSymbol}__${stemOf(x)}`) as Symbol;
    cells.set(x, cell);
    made.add(cell);
  }
  const load = (n: Named): Named => {
    if (n.kind !== "prim" || n.prim.kind !== "unary" || n.prim.op.kind !== "project_value_slot") return n;
    const x = liftedSlots.get(n.prim.op.slot);
    return x === undefined ? n : namedPrim(unary({ kind: "block_load", access: cellAccess, mutability: "mutable", field: 0 }, simpleSymbol(cells.get(x)!)), n.dbg);
  };
  const slim = (set: SetOfClosures): SetOfClosures =>
    set.valueSlots.some((v) => liftedSlots.has(v.slot)) ? setOfClosures(set.functionDecls, set.valueSlots.filter((v) => !liftedSlots.has(v.slot))) : set;
  const body = rebuildTerm(root, (e, step) => {
    if (e.kind !== "let") {
      rebuildAround(e, step);
      return;
    }
    const b = e.bound;
    const n = e.named;
    if (n.kind === "set_of_closures") {
      const mine = writes.get(e) ?? [];
      const named = namedSetOfClosures(slim(n.set));
      step.from([e.body], ([rest]) => {
        let out = let_(b, named, rest!);
        for (const x of mine) {
          const set = binary({ kind: "block_set", access: cellAccess, field: 0, init: "assignment" }, simpleSymbol(cells.get(x)!), simpleVar(x));
          out = let_(boundSingleton(names.variable("init")), namedPrim(set), out);
        }
        return out;
      });
    } else if (n.kind === "static_consts") {
      const codes = n.consts.filter((c): c is Extract<StaticConst, { kind: "code" }> => c.kind === "code");
      step.from([...codes.map((c) => c.code.body), e.body], (kids) => {
        let i = 0;
        const consts = n.consts.map((c): StaticConst => {
          if (c.kind === "code") return { kind: "code", code: withCodeBody(c.code, kids[i++]!) };
          if (c.kind === "set_of_closures") return staticSetOfClosures(slim(c.set));
          return c;
        });
        return let_(b, namedStaticConsts(consts), kids[codes.length]!);
      });
    } else {
      const named = load(n);
      step.from([e.body], ([rest]) => let_(b, named, rest!));
    }
  });
  const bindings: BoundStatic[] = [...cells.values()].map((c) => boundBlockLike(c));
  const consts: StaticConst[] = [...cells.values()].map(() => staticBlock(0, "mutable", [simpleConst({ kind: "tagged_immediate", value: 0 })]));
  return let_(boundStatic(bindings), namedStaticConsts(consts), body);
}

/** Whether a set of closures may lose value slots to blocks: its codes are the unit's and allocated here only. */
function liftable(set: SetOfClosures, own: ReadonlySet<string>, allocations: ReadonlyMap<CodeId, number>): boolean {
  return set.valueSlots.length > 0 && set.functionDecls.every((d) => own.has(d.codeId) && allocations.get(d.codeId) === 1) && set.valueSlots.every((v) => v.kind === "value");
}
