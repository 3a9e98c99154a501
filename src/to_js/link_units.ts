// The link step's dead-code removal: the library units a program links keep only the toplevel
// definitions something reachable uses. Every library unit's toplevel defines all of its
// values (hello world linked the whole of Stdlib's), and its module block holds them all, so
// that one use of the block kept everything. Here, from the last unit back to the first:
//   - the program's own units are only read, for the symbols, module-block fields and code they
//     use;
//   - a library unit's module block keeps the fields that something reads, when every use of
//     the block is a load of a known field (otherwise it may escape, and keeps them all); the
//     other fields become 0;
//   - a library unit's toplevel `let`s whose names nothing uses and whose definition has no
//     effect (a simple, a primitive that can be deleted, a set of closures, static constants and
//     code) go. Calls, raises and primitives with effects stay, and so does what they use: the
//     effects of a module's initialisation (`at_exit` registrations, exceptions made, channels
//     opened) happen as before.
//   - a write into a static block that nothing kept mentions goes: the blocks Simplify gives the
//     toplevel variables that closures capture (`simplify/unit/lift_toplevel_captures.ts`) are
//     filled as the unit runs, and when the closures reading one are gone, so is the need to fill
//     it. Whether anything mentions the block is known only once the whole program is walked
//     (code bound above the write may read it), so a write dropped for a block that something
//     kept turns out to mention is kept in a second walk.
// Code bodies are not rewritten (Simplify has done that), only read for what they use.
import {
  forEachExpr,
  primitiveArgs,
  canBeDeletedIfUnused,
  effectsAndCoeffects,
  taggedImmediate,
  simpleConst,
  withUnitBody,
  type BoundStatic,
  type CodeId,
  type Expr,
  type FlambdaUnit,
  type Named,
  type Simple,
  type StaticConst,
  type Symbol,
  type Variable,
} from "../flambda/index.js";

/** How a symbol is used: the fields of it that are loaded, or any use at all. */
type SymbolUse = Set<number> | "any";

/** What the units after the one being pruned (and the pruned part of it) use. */
class Uses {
  readonly symbols = new Map<Symbol, SymbolUse>();
  /** The static blocks whose writes were dropped, nothing after them mentioning the block. */
  readonly unwritten = new Set<Symbol>();
  readonly codes = new Set<CodeId>();
  readonly vars = new Set<Variable>();
  /**
   * Whether variables are recorded: only along a library unit's toplevel, whose `let`s may
   * go. Code is closed (its variables are its own), and a program unit is only read for what
   * it uses of the units before it, so walks into either skip them.
   */
  private varsWanted = true;

  /** `written`: static blocks whose writes stay (an earlier walk found them mentioned). */
  constructor(readonly written: ReadonlySet<Symbol>) {}

  symbol(s: Symbol, field?: number): void {
    const u = this.symbols.get(s);
    if (field === undefined) this.symbols.set(s, "any");
    else if (u === undefined) this.symbols.set(s, new Set([field]));
    else if (u !== "any") u.add(field);
  }

  simple(s: Simple): void {
    if (s.kind === "var") {
      if (this.varsWanted) this.vars.add(s.name);
    } else if (s.kind === "symbol") this.symbol(s.name);
  }

  named(n: Named): void {
    switch (n.kind) {
      case "simple":
        this.simple(n.simple);
        return;
      case "prim": {
        const p = n.prim;
        if (p.kind === "unary" && p.op.kind === "block_load" && p.arg.kind === "symbol") this.symbol(p.arg.name, p.op.field);
        else for (const a of primitiveArgs(p)) this.simple(a);
        return;
      }
      case "set_of_closures":
        for (const f of n.set.functionDecls) this.codes.add(f.codeId);
        for (const v of n.set.valueSlots) this.simple(v.value);
        return;
      case "static_consts":
        for (const c of n.consts) this.staticConst(c);
        return;
      default: {
        const never: never = n;
        return never;
      }
    }
  }

  staticConst(c: StaticConst): void {
    switch (c.kind) {
      case "code":
        this.expr(c.code.body);
        return;
      case "block":
        for (const f of c.fields) this.simple(f);
        return;
      case "set_of_closures":
        for (const f of c.set.functionDecls) this.codes.add(f.codeId);
        for (const v of c.set.valueSlots) this.simple(v.value);
        return;
      default:
        return;
    }
  }

  /** What a node itself uses (not its sub-terms). */
  node(e: Expr): void {
    switch (e.kind) {
      case "let":
        // Code bodies are visited by the walk (`intoCode`).
        if (e.named.kind === "static_consts") {
          for (const c of e.named.consts) if (c.kind !== "code") this.staticConst(c);
        } else this.named(e.named);
        return;
      case "apply":
        if (e.callee !== undefined) this.simple(e.callee);
        for (const a of e.args) this.simple(a);
        if (e.callKind.kind === "direct") this.codes.add(e.callKind.codeId);
        return;
      case "apply_cont":
        for (const a of e.args) this.simple(a);
        return;
      case "switch":
        this.simple(e.scrutinee);
        for (const arm of e.arms) for (const a of arm.action.args) this.simple(a);
        return;
      case "let_cont":
      case "invalid":
        return;
      default: {
        const never: never = e;
        return never;
      }
    }
  }

  /** The symbols and code that `e` uses, code bodies included (not its variables). */
  expr(e: Expr): void {
    const outer = this.varsWanted;
    this.varsWanted = false;
    forEachExpr(e, { intoCode: true }, (n) => this.node(n));
    this.varsWanted = outer;
  }
}

const zero = simpleConst(taggedImmediate(0));

function boundNames(b: BoundStatic): readonly (Symbol | CodeId)[] {
  return b.kind === "code" ? [b.codeId] : b.kind === "block_like" ? [b.symbol] : b.symbols;
}

/**
 * The program's units with the library units' toplevel definitions that nothing reachable uses
 * removed. `isLibrary` says which units may be pruned; the others are kept whole.
 */
export function pruneUnits(units: readonly FlambdaUnit[], isLibrary: (u: FlambdaUnit) => boolean, written: ReadonlySet<Symbol> = new Set()): FlambdaUnit[] {
  const uses = new Uses(written);
  const out: FlambdaUnit[] = new Array(units.length);
  for (let i = units.length - 1; i >= 0; i--) {
    const u = units[i]!;
    if (!isLibrary(u)) {
      uses.expr(u.body);
      out[i] = u;
      continue;
    }
    uses.vars.clear();
    out[i] = withUnitBody(u, pruneExpr(u.body, u.moduleSymbol, uses));
  }
  const mentioned = [...uses.unwritten].filter((s) => uses.symbols.has(s));
  return mentioned.length === 0 ? out : pruneUnits(units, isLibrary, new Set([...written, ...mentioned]));
}

function isUsed(uses: Uses, name: Symbol | CodeId): boolean {
  return uses.symbols.has(name as Symbol) || uses.codes.has(name as CodeId);
}

/**
 * A static group without the constants nothing uses: those the rest of the program uses, and
 * those they use in the group, stay. The module block loses the fields nobody reads.
 */
function pruneStatic(bindings: readonly BoundStatic[], consts: readonly StaticConst[], moduleSymbol: Symbol, uses: Uses): { bindings: BoundStatic[]; consts: StaticConst[] } {
  const kept = new Array<boolean>(bindings.length).fill(false);
  const out = new Array<StaticConst>(consts.length);
  for (let changed = true; changed; ) {
    changed = false;
    bindings.forEach((b, j) => {
      if (kept[j] || !boundNames(b).some((n) => isUsed(uses, n))) return;
      kept[j] = true;
      changed = true;
      let c = consts[j]!;
      if (b.kind === "block_like" && b.symbol === moduleSymbol && c.kind === "block") {
        const read = uses.symbols.get(moduleSymbol);
        if (read !== undefined && read !== "any") c = { ...c, fields: c.fields.map((f, k) => (read.has(k) ? f : zero)) };
      }
      out[j] = c;
      uses.staticConst(c);
    });
  }
  const keptBindings: BoundStatic[] = [];
  const keptConsts: StaticConst[] = [];
  bindings.forEach((b, j) => {
    if (kept[j]) {
      keptBindings.push(b);
      keptConsts.push(out[j]!);
    }
  });
  return { bindings: keptBindings, consts: keptConsts };
}

function removable(n: Named): boolean {
  switch (n.kind) {
    case "simple":
    case "set_of_closures":
    case "static_consts":
      return true;
    case "prim":
      return canBeDeletedIfUnused(effectsAndCoeffects(n.prim));
    default: {
      const never: never = n;
      return never;
    }
  }
}

/** The static block `n` writes into, when nothing kept so far mentions it (the write may go). */
function unmentionedStaticWrite(n: Named, uses: Uses): Symbol | undefined {
  if (n.kind !== "prim" || n.prim.kind !== "binary" || n.prim.op.kind !== "block_set" || n.prim.arg1.kind !== "symbol") return undefined;
  const s = n.prim.arg1.name;
  return uses.symbols.has(s) || uses.written.has(s) ? undefined : s;
}

/** `e` without the `let`s whose names nothing uses (their definitions having no effect). */
function pruneExpr(e: Expr, moduleSymbol: Symbol, uses: Uses): Expr {
  // The chain of `let`s is walked without recursion (a unit's toplevel is long).
  const spine: Extract<Expr, { kind: "let" }>[] = [];
  let end = e;
  while (end.kind === "let") {
    spine.push(end);
    end = end.body;
  }
  let result: Expr;
  if (end.kind === "let_cont") {
    const body = pruneExpr(end.body, moduleSymbol, uses);
    const handlers = end.handlers.map((h) => ({ ...h, handler: pruneExpr(h.handler, moduleSymbol, uses) }));
    result = { ...end, handlers, body };
  } else {
    uses.node(end);
    result = end;
  }
  for (let i = spine.length - 1; i >= 0; i--) {
    const l = spine[i]!;
    const b = l.bound;
    if (b.kind === "static" && l.named.kind === "static_consts") {
      const kept = pruneStatic(b.bindings, l.named.consts, moduleSymbol, uses);
      if (kept.bindings.length === 0) continue;
      result = { kind: "let", bound: { kind: "static", bindings: kept.bindings }, named: { kind: "static_consts", consts: kept.consts }, body: result };
      continue;
    }
    const used = b.kind === "singleton" ? uses.vars.has(b.var) : b.kind === "set_of_closures" ? b.vars.some((v) => uses.vars.has(v)) : true;
    if (!used && removable(l.named)) continue;
    const target = used ? undefined : unmentionedStaticWrite(l.named, uses);
    if (target !== undefined) {
      uses.unwritten.add(target);
      continue;
    }
    uses.named(l.named);
    result = l.body === result ? l : { ...l, body: result };
  }
  return result;
}
