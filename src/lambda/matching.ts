// Pattern-match compilation to decision trees (Maranget, "Compiling pattern matching to good
// decision trees"). The clause matrix is split on one column at a time (the first column where
// the first row needs a test, the "first row" heuristic), each constructor of that column gets
// the specialised matrix and the others the default matrix, so no test is repeated on a path.
//
// Or-patterns are expanded into several rows of the same clause, and each clause's action is
// compiled once: leaves jump to it with `StaticRaise`, and a clause reached from several leaves
// becomes a `StaticCatch` handler whose parameters are the clause's variables (a clause reached
// from one leaf only is put in place). A guard is tested at its leaf; when it fails, matching goes
// on with the clauses after it (never with another alternative of the same or-pattern: OCaml's
// semantics, which warning 57 is about), so a guard runs at most once per clause.
import type { Location } from "../common/location.js";
import type { ConstructorDesc, Path, TPattern, Type } from "../typing/index.js";
import { hashVariant, rowFieldRepr, rowRepr } from "../typing/index.js";
import {
  access,
  freshIdent,
  freshLabel,
  idKey,
  lfield,
  lif,
  lint,
  llet,
  lprim,
  lvar,
  mapLambda,
  refreshBinders,
  sameId,
} from "./builders.js";
import type { Ident, Lambda, StructuredConstant, ValueKind } from "./lambda.js";
import { arrayElement, arrayKindOfElement, constantOfLiteral, headOf, predefName, sameConstant, valueKindOfType } from "./type_info.js";
import { charDomain, constantSwitch, intDomain, type ConstantCase } from "./constant_switch.js";

export interface MatchClause {
  /** One pattern per scrutinee. */
  readonly patterns: readonly TPattern[];
  readonly guard: Lambda | undefined;
  readonly action: Lambda;
}

export interface MatchContext {
  /** The value of an extension constructor's slot (exceptions). */
  readonly extensionSlot: (path: Path) => Lambda;
  readonly loc: Location;
}

/** The distinct actions of a multi-way test, and the one each of its tests takes. */
interface SharedActions {
  readonly groups: readonly Lambda[];
  readonly groupOf: readonly number[];
}

interface Row {
  readonly pats: readonly TPattern[];
  readonly clause: number;
  /** Pattern variable → the occurrence it names. */
  readonly bindings: readonly (readonly [Ident, Ident])[];
}

const anyDesc = { kind: "Any" } as const;

function anyLike(p: TPattern): TPattern {
  return { desc: anyDesc, type: p.type, loc: p.loc, immediate: p.immediate };
}

/** The variables a pattern binds, left to right, each once. */
export function patternVariables(p: TPattern): Ident[] {
  const out: Ident[] = [];
  const seen = new Set<string>();
  const stack: TPattern[] = [p];
  while (stack.length > 0) {
    const q = stack.pop()!;
    const d = q.desc;
    switch (d.kind) {
      case "Any":
      case "Constant":
        break;
      case "Var":
        if (!seen.has(idKey(d.ident))) {
          seen.add(idKey(d.ident));
          out.push(d.ident);
        }
        break;
      case "Alias":
        if (!seen.has(idKey(d.ident))) {
          seen.add(idKey(d.ident));
          out.push(d.ident);
        }
        stack.push(d.pattern);
        break;
      case "Tuple":
      case "Array":
        for (let i = d.items.length - 1; i >= 0; i--) stack.push(d.items[i]!);
        break;
      case "Construct":
        for (let i = d.args.length - 1; i >= 0; i--) stack.push(d.args[i]!);
        break;
      case "Variant":
        if (d.arg) stack.push(d.arg);
        break;
      case "Record":
        for (let i = d.fields.length - 1; i >= 0; i--) stack.push(d.fields[i]!.pattern);
        break;
      case "Or":
        // Both sides bind the same variables.
        stack.push(d.left);
        break;
      case "Lazy":
      case "Exception":
        stack.push(d.pattern);
        break;
    }
  }
  return out;
}

function sameTag(a: ConstructorDesc, b: ConstructorDesc): boolean {
  if (a.tag.kind !== b.tag.kind) return false;
  switch (a.tag.kind) {
    case "Constant":
    case "Block":
      return a.tag.index === (b.tag as { index: number }).index;
    case "Extension":
      return samePathLoose(a.tag.path, (b.tag as { path: Path }).path);
    case "Unboxed":
      return true;
  }
}

function samePathLoose(a: Path, b: Path): boolean {
  if (a.kind === "Pident" && b.kind === "Pident") return a.ident.stamp === b.ident.stamp && a.ident.name === b.ident.name;
  if (a.kind === "Pdot" && b.kind === "Pdot") return a.name === b.name && samePathLoose(a.prefix, b.prefix);
  if (a.kind === "Papply" && b.kind === "Papply") return samePathLoose(a.functor, b.functor) && samePathLoose(a.arg, b.arg);
  return false;
}

/** Whether two actions are the same jump: to one label, with the same variables. */
function sameJump(a: Lambda, b: Lambda): boolean {
  if (a.kind !== "StaticRaise" || b.kind !== "StaticRaise" || a.label !== b.label || a.args.length !== b.args.length) return false;
  return a.args.every((x, i) => {
    const y = b.args[i]!;
    return x.kind === "Var" && y.kind === "Var" && sameId(x.ident, y.ident);
  });
}

/** Substitutes variables by variables (pattern variables by the occurrences they name). */
function renameVars(l: Lambda, map: ReadonlyMap<string, Ident>): Lambda {
  if (map.size === 0) return l;
  return mapLambda(l, (x) => {
    if (x.kind === "Var") {
      const to = map.get(idKey(x.ident));
      return to ? lvar(to) : x;
    }
    return x;
  });
}

/**
 * Compiles a match of the values of `scrutinees` (variables) against the clauses, in order.
 * `fail` is what happens when no clause matches (raise `Match_failure`, re-raise an exception).
 */
export function compileMatch(ctx: MatchContext, scrutinees: readonly Ident[], clauses: readonly MatchClause[], fail: () => Lambda): Lambda {
  const labels = clauses.map(() => freshLabel());
  // Occurrences holding the inline record of an extension constructor: its fields come after the slot.
  const extensionRecords = new Set<string>();
  const vars = clauses.map((c) => c.patterns.flatMap(patternVariables));
  const uses = clauses.map(() => 0);
  const guardUses = clauses.map(() => 0);
  // The occurrences (and pattern variables) the tree built so far reads.
  const used = new Set<string>();
  const use = (id: Ident): Lambda => {
    used.add(idKey(id));
    return lvar(id);
  };

  const leaf = (row: Row, rows: readonly Row[], occs: readonly Ident[]): Lambda => {
    const c = clauses[row.clause]!;
    const bound = new Map<string, Ident>();
    for (const [v, o] of row.bindings) bound.set(idKey(v), o);
    const args = vars[row.clause]!.map((v) => bound.get(idKey(v)) ?? v);
    uses[row.clause]!++;
    const jump: Lambda = { kind: "StaticRaise", label: labels[row.clause]!, args: args.map(use) };
    if (!c.guard) return jump;
    const rest = rows.filter((r) => r.clause > row.clause);
    // A guard may be reached from several leaves: each copy gets its own bound variables.
    const guard = guardUses[row.clause]!++ === 0 ? c.guard : refreshBinders(c.guard);
    return lif(renameVars(guard, bound), jump, compile(occs, rest));
  };

  const normalize = (r: Row, occs: readonly Ident[]): Row => {
    let bindings = r.bindings;
    let changed = false;
    const pats = r.pats.map((p, i) => {
      let q = p;
      for (;;) {
        if (q.desc.kind === "Var") {
          bindings = [...bindings, [q.desc.ident, occs[i]!]];
          q = anyLike(q);
          changed = true;
        } else if (q.desc.kind === "Alias") {
          bindings = [...bindings, [q.desc.ident, occs[i]!]];
          q = q.desc.pattern;
          changed = true;
        } else return q;
      }
    });
    return changed ? { pats, clause: r.clause, bindings } : r;
  };

  const flattenOr = (p: TPattern, out: TPattern[]): void => {
    if (p.desc.kind === "Or") {
      flattenOr(p.desc.left, out);
      flattenOr(p.desc.right, out);
    } else out.push(p);
  };

  /** Replaces column `col` of each row by `arity` columns (put first), or drops the row. */
  const specialize = (rows: readonly Row[], col: number, arity: number, argsOf: (p: TPattern) => readonly TPattern[] | undefined): Row[] => {
    const out: Row[] = [];
    for (const r of rows) {
      const p = r.pats[col]!;
      let args: readonly TPattern[] | undefined;
      if (p.desc.kind === "Any") args = Array.from({ length: arity }, () => anyLike(p));
      else args = argsOf(p);
      if (!args) continue;
      out.push({ pats: [...args, ...r.pats.slice(0, col), ...r.pats.slice(col + 1)], clause: r.clause, bindings: r.bindings });
    }
    return out;
  };

  /**
   * Compiles the matrix `rows` whose first columns are the fresh occurrences `fresh`, dropping
   * those where every row has a wildcard: no test reads them and no variable names them, and
   * keeping them would widen the matrix at each level of a deep pattern (`_ :: _ :: ...`), making
   * its compilation quadratic in time and space.
   */
  const compileFresh = (fresh: readonly Ident[], rest: readonly Ident[], rows: readonly Row[]): Lambda => {
    const n = fresh.length;
    const keep = fresh.map((_, j) => rows.some((r) => r.pats[j]!.desc.kind !== "Any"));
    if (keep.every((k) => k)) return compile([...fresh, ...rest], rows);
    const kept = (pats: readonly TPattern[]): TPattern[] => [...pats.slice(0, n).filter((_, j) => keep[j]), ...pats.slice(n)];
    return compile(
      [...fresh.filter((_, j) => keep[j]), ...rest],
      rows.map((r) => ({ pats: kept(r.pats), clause: r.clause, bindings: r.bindings })),
    );
  };

  /**
   * Binds fresh occurrences to projections of a value (`source`), around what uses them: the
   * occurrences the tree reads are recorded as it is built (`use`), since walking each body to
   * find them would take time quadratic in the depth of a pattern.
   */
  const withOccs = (defs: readonly { occ: Ident; source: Ident; def: Lambda; kind: ValueKind }[], body: Lambda): Lambda => {
    let out = body;
    for (let i = defs.length - 1; i >= 0; i--) {
      const d = defs[i]!;
      if (used.has(idKey(d.occ))) {
        out = llet(d.occ, d.def, out, d.kind);
        used.add(idKey(d.source));
      }
    }
    return out;
  };

  // Tests whose sub-matrices are the same (the constants of an or-pattern: `(A | B), p` gives A
  // and B the rows `p`) share one compiled subtree; without this, n columns of or-patterns would
  // make a tree of 2^n copies. Two matrices are the same when their rows have the same clause,
  // the same bindings and the same pattern objects (any wildcard is like any other).
  const patternIds = new WeakMap<TPattern, number>();
  let nextPatternId = 0;
  const patternKey = (p: TPattern): string => {
    if (p.desc.kind === "Any") return "_";
    let id = patternIds.get(p);
    if (id === undefined) patternIds.set(p, (id = nextPatternId++));
    return String(id);
  };
  const matrixKey = (rows: readonly Row[]): string =>
    rows.map((r) => `${r.clause}:${r.pats.map(patternKey).join(",")}:${r.bindings.map(([v, o]) => `${idKey(v)}=${idKey(o)}`).join(",")}`).join("|");

  /**
   * Compiles the action of each test, once per distinct matrix (`undefined`: a matrix not to
   * share, compiled on its own): the distinct actions, and the one each test takes.
   */
  const compileGroups = (matrices: readonly (readonly Row[] | undefined)[], compileOne: (i: number, matrix: readonly Row[] | undefined) => Lambda): SharedActions => {
    const groups: Lambda[] = [];
    const groupOf: number[] = [];
    const byKey = new Map<string, number>();
    matrices.forEach((m, i) => {
      const key = m === undefined ? undefined : matrixKey(m);
      let g = key === undefined ? undefined : byKey.get(key);
      if (g === undefined) {
        g = groups.push(compileOne(i, m)) - 1;
        if (key !== undefined) byKey.set(key, g);
      }
      groupOf.push(g);
    });
    return { groups, groupOf };
  };

  /**
   * The action of each test when every test is emitted on its own: an action several tests take
   * is put in a handler they jump to (`wrap` puts the handlers around the test), or copied when
   * it is itself a jump with variables for arguments.
   */
  const perTestActions = (s: SharedActions): { actions: Lambda[]; wrap: (tree: Lambda) => Lambda } => {
    const count = s.groups.map(() => 0);
    for (const g of s.groupOf) count[g]!++;
    const handlerLabels = s.groups.map((l, g): number | undefined => {
      if (count[g]! < 2) return undefined;
      if (l.kind === "StaticRaise" && l.args.every((a) => a.kind === "Var")) {
        const clause = labels.indexOf(l.label);
        if (clause >= 0) uses[clause]! += count[g]! - 1;
        return undefined;
      }
      return freshLabel();
    });
    const actions = s.groupOf.map((g): Lambda => {
      const label = handlerLabels[g];
      return label === undefined ? s.groups[g]! : { kind: "StaticRaise", label, args: [] };
    });
    const wrap = (tree: Lambda): Lambda => {
      let out = tree;
      s.groups.forEach((handler, g) => {
        const label = handlerLabels[g];
        if (label !== undefined) out = { kind: "StaticCatch", body: out, label, params: [], handler };
      });
      return out;
    };
    return { actions, wrap };
  };

  const compile = (occs: readonly Ident[], rowsIn: readonly Row[]): Lambda => {
    let rows = rowsIn.map((r) => normalize(r, occs));
    if (rows.length === 0) return fail();
    const first = rows[0]!;
    const col = first.pats.findIndex((p) => p.desc.kind !== "Any");
    if (col < 0) return leaf(first, rows, occs);
    // Or-patterns of this column become rows of their own.
    if (rows.some((r) => r.pats[col]!.desc.kind === "Or")) {
      const expanded: Row[] = [];
      for (const r of rows) {
        const alts: TPattern[] = [];
        flattenOr(r.pats[col]!, alts);
        for (const a of alts) expanded.push(normalize({ pats: r.pats.map((p, i) => (i === col ? a : p)), clause: r.clause, bindings: r.bindings }, occs));
      }
      rows = expanded;
      if (rows[0]!.pats.every((p) => p.desc.kind === "Any")) return leaf(rows[0]!, rows, occs);
    }
    const occ = occs[col]!;
    const rest = [...occs.slice(0, col), ...occs.slice(col + 1)];
    const head = rows.find((r) => r.pats[col]!.desc.kind !== "Any")!.pats[col]!;
    const defaultRows = (): Row[] => rows.filter((r) => r.pats[col]!.desc.kind === "Any").map((r) => ({ pats: [...r.pats.slice(0, col), ...r.pats.slice(col + 1)], clause: r.clause, bindings: r.bindings }));
    const hd = head.desc;
    switch (hd.kind) {
      case "Tuple": {
        const n = hd.items.length;
        const fresh = hd.items.map(() => freshIdent("match"));
        const sub = specialize(rows, col, n, (p) => (p.desc.kind === "Tuple" ? p.desc.items : undefined));
        const body = compileFresh(fresh, rest, sub);
        return withOccs(
          fresh.map((f, i) => ({ occ: f, source: occ, def: lfield(i, lvar(occ), access(0, n)), kind: valueKindOfType(hd.items[i]!.type, hd.items[i]!.immediate) })),
          body,
        );
      }
      case "Record": {
        const lbl0 = hd.fields[0]!.label;
        const n = lbl0.all.length;
        const sub = specialize(rows, col, n, (p) => {
          if (p.desc.kind !== "Record") return undefined;
          const args: TPattern[] = Array.from({ length: n }, () => anyLike(p));
          for (const f of p.desc.fields) args[f.label.index] = f.pattern;
          return args;
        });
        if (lbl0.repr === "Unboxed") {
          return compile([occ, ...rest], sub);
        }
        const fresh = Array.from({ length: n }, (_, i) => freshIdent(lbl0.all[i] ?? "field"));
        const body = compileFresh(fresh, rest, sub);
        const isFloat = lbl0.repr === "Float";
        const shift = extensionRecords.has(idKey(occ)) ? 1 : 0;
        const defs = fresh.map((f, i) => {
          const fl = hd.fields.find((x) => x.label.index === i)?.label;
          const mut = fl?.mutable ? "mutable" : "immutable";
          const kind: ValueKind = isFloat ? "float" : fl ? valueKindOfType(fl.field) : "generic";
          return { occ: f, source: occ, def: lfield(i + shift, lvar(occ), access(isFloat ? 254 : lbl0.repr === "Inline" ? undefined : 0, lbl0.repr === "Inline" ? undefined : n, mut, kind)), kind };
        });
        return withOccs(defs, body);
      }
      case "Lazy": {
        const forced = freshIdent("lazy");
        const sub = specialize(rows, col, 1, (p) => (p.desc.kind === "Lazy" ? [p.desc.pattern] : undefined));
        const body = compile([forced, ...rest], sub);
        return withOccs([{ occ: forced, source: occ, def: lprim({ kind: "CCall", name: "caml_lazy_force", arity: 1, alloc: true }, [lvar(occ)]), kind: "generic" }], body);
      }
      case "Construct":
        return compileConstructors(occ, rest, rows, col, hd.constructor, defaultRows);
      case "Variant":
        return compileVariants(occ, rest, rows, col, hd.row, defaultRows);
      case "Constant":
        return compileConstants(occ, rest, rows, col, defaultRows);
      case "Array":
        return compileArrays(occ, rest, rows, col, head, defaultRows);
      case "Any":
      case "Var":
      case "Alias":
      case "Or":
      case "Exception":
        throw new Error(`matching: unexpected ${hd.kind} pattern in a column head`);
    }
  };

  const compileConstructors = (occ: Ident, rest: readonly Ident[], rows: readonly Row[], col: number, c0: ConstructorDesc, defaultRows: () => Row[]): Lambda => {
    const heads: ConstructorDesc[] = [];
    for (const r of rows) {
      const p = r.pats[col]!;
      if (p.desc.kind === "Construct" && !heads.some((h) => sameTag(h, (p.desc as { constructor: ConstructorDesc }).constructor))) heads.push(p.desc.constructor);
    }
    const rowsOf = (c: ConstructorDesc, arity: number): Row[] =>
      specialize(rows, col, arity, (p) => (p.desc.kind === "Construct" && sameTag(p.desc.constructor, c) ? p.desc.args : undefined));
    const specialised = (c: ConstructorDesc, sub: readonly Row[] = rowsOf(c, c.args.length)): Lambda => {
      const arity = c.args.length;
      if (arity === 0) return compile(rest, sub);
      if (c.tag.kind === "Unboxed" || c.inlineRecord) {
        if (c.inlineRecord && c.tag.kind === "Extension") extensionRecords.add(idKey(occ));
        // The argument is the value itself (unboxed), or the block itself (inline record).
        return compile([occ, ...rest], sub);
      }
      const offset = c.tag.kind === "Extension" ? 1 : 0;
      const tag = c.tag.kind === "Block" ? c.tag.index : c.tag.kind === "Extension" ? 0 : undefined;
      const fresh = c.args.map(() => freshIdent("arg"));
      const body = compileFresh(fresh, rest, sub);
      return withOccs(
        fresh.map((f, i) => ({ occ: f, source: occ, def: lfield(i + offset, lvar(occ), access(tag, arity + offset, "immutable", valueKindOfType(c.args[i]!))), kind: valueKindOfType(c.args[i]!) })),
        body,
      );
    };
    if (c0.tag.kind === "Unboxed") return specialised(c0);
    // Constant constructors with the same rows share their action (or-patterns).
    const shared = compileGroups(
      heads.map((c) => (c.args.length === 0 ? rowsOf(c, 0) : undefined)),
      (i, m) => specialised(heads[i]!, m),
    );
    if (c0.tag.kind === "Extension") {
      const { actions, wrap } = perTestActions(shared);
      let acc = compile(rest, defaultRows());
      for (let i = heads.length - 1; i >= 0; i--) {
        const c = heads[i]!;
        const slot = ctx.extensionSlot((c.tag as { path: Path }).path);
        const tested = c.args.length > 0 ? lfield(0, use(occ), access(0, undefined)) : use(occ);
        acc = lif(lprim({ kind: "PhysComp", comparison: "eq" }, [tested, slot]), actions[i]!, acc);
      }
      return wrap(acc);
    }
    const complete = heads.length >= c0.constants + c0.nonConstants;
    // Every constructor leads to the same rows: nothing to test.
    if (complete && shared.groups.length === 1) return shared.groups[0]!;
    const failAction = complete ? undefined : compile(rest, defaultRows());
    const { actions, wrap } = perTestActions(shared);
    if (predefName(c0.result) === "bool" || (c0.constants === 2 && c0.nonConstants === 0 && heads.length > 0)) {
      // An immediate of two values: a conditional.
      const branch = (index: number): Lambda => {
        const i = heads.findIndex((h) => h.tag.kind === "Constant" && h.tag.index === index);
        return i >= 0 ? actions[i]! : failAction!;
      };
      const one = branch(1);
      const zero = branch(0);
      return wrap(lif(use(occ), one, zero));
    }
    const consts: { value: number; action: Lambda }[] = [];
    const blocks: { tag: number; action: Lambda }[] = [];
    heads.forEach((c, i) => {
      if (c.tag.kind === "Constant") consts.push({ value: c.tag.index, action: actions[i]! });
      else if (c.tag.kind === "Block") blocks.push({ tag: c.tag.index, action: actions[i]! });
    });
    consts.sort((a, b) => a.value - b.value);
    blocks.sort((a, b) => a.tag - b.tag);
    return wrap({
      kind: "Switch",
      scrutinee: use(occ),
      cases: { numConsts: c0.constants, consts, numBlocks: c0.nonConstants, blocks, failAction },
      loc: ctx.loc,
    });
  };

  /** A test of an integer against constants (the hashes of tags), with `fail` for the others (or the last case when the constants are all there may be). */
  const intSwitch = (scrutinee: Ident, cases: readonly { value: number; action: Lambda }[], fail: Lambda | undefined): Lambda => {
    const tested = fail === undefined ? cases.slice(0, -1) : cases;
    const dflt = fail ?? cases[cases.length - 1]!.action;
    if (tested.length === 0) return dflt;
    const tree = constantSwitch(
      scrutinee,
      tested.map((c, i) => ({ value: c.value, action: i })),
      tested.map((c) => c.action),
      dflt,
      intDomain,
    );
    if (tree !== undefined) {
      used.add(idKey(scrutinee));
      return tree;
    }
    let chain = dflt;
    for (let i = tested.length - 1; i >= 0; i--) chain = lif(lprim({ kind: "IntComp", comparison: "eq" }, [use(scrutinee), lint(tested[i]!.value)]), tested[i]!.action, chain);
    return chain;
  };

  /**
   * Polymorphic variants, as OCaml's combine_variant: constant tags are their hashes, the others
   * blocks whose field 0 is the hash; an integer test tells them apart when both kinds occur.
   */
  const compileVariants = (occ: Ident, rest: readonly Ident[], rows: readonly Row[], col: number, rowType: Type, defaultRows: () => Row[]): Lambda => {
    const heads: { tag: string; hasArg: boolean }[] = [];
    for (const r of rows) {
      const d = r.pats[col]!.desc;
      if (d.kind === "Variant" && !heads.some((h) => h.tag === d.tag)) heads.push({ tag: d.tag, hasArg: d.arg !== undefined });
    }
    const rowsOf = (h: { tag: string; hasArg: boolean }): Row[] =>
      specialize(rows, col, h.hasArg ? 1 : 0, (p) => (p.desc.kind === "Variant" && p.desc.tag === h.tag ? (p.desc.arg ? [p.desc.arg] : []) : undefined));
    const specialised = (i: number, sub0: readonly Row[] | undefined): Lambda => {
      const h = heads[i]!;
      const sub = sub0 ?? rowsOf(h);
      if (!h.hasArg) return compile(rest, sub);
      const arg = freshIdent("arg");
      return withOccs([{ occ: arg, source: occ, def: lfield(1, lvar(occ), access(0, 2)), kind: "generic" }], compileFresh([arg], rest, sub));
    };
    const shared = compileGroups(
      heads.map((h) => (h.hasArg ? undefined : rowsOf(h))),
      (i, m) => specialised(i, m),
    );
    // The tags a value of the row may have: all of them tested makes the match complete.
    let possible = Infinity;
    const t = headOf(rowType);
    if (t.desc.kind === "Variant") {
      const row = rowRepr(t.desc.row);
      if (row.closed)
        possible = row.fields.filter((e) => {
          const f = rowFieldRepr(e.field).desc;
          return !(f.kind === "Absent" || (f.kind === "Either" && f.constant && f.args.length > 0));
        }).length;
    }
    const complete = heads.length >= possible;
    if (complete && shared.groups.length === 1) return shared.groups[0]!;
    const failAction = complete ? undefined : compile(rest, defaultRows());
    const { actions, wrap } = perTestActions(shared);
    const consts: { value: number; action: Lambda }[] = [];
    const blocks: { value: number; action: Lambda }[] = [];
    heads.forEach((h, i) => (h.hasArg ? blocks : consts).push({ value: hashVariant(h.tag), action: actions[i]! }));
    consts.sort((a, b) => a.value - b.value);
    blocks.sort((a, b) => a.value - b.value);
    const isInt = (ifInt: Lambda, ifBlock: Lambda): Lambda => lif(lprim({ kind: "IsInt" }, [use(occ)]), ifInt, ifBlock);
    const blockSwitch = (): Lambda => {
      const hash = freshIdent("variant");
      const body = intSwitch(hash, blocks, failAction);
      return used.has(idKey(hash)) ? llet(hash, lfield(0, use(occ), access(0, 2)), body, "int") : body;
    };
    if (failAction === undefined && consts.length === 1 && blocks.length === 1) return wrap(isInt(consts[0]!.action, blocks[0]!.action));
    if (consts.length === 0) return wrap(failAction === undefined ? blockSwitch() : isInt(failAction, blockSwitch()));
    if (blocks.length === 0) return wrap(failAction === undefined ? intSwitch(occ, consts, undefined) : isInt(intSwitch(occ, consts, failAction), failAction));
    return wrap(isInt(intSwitch(occ, consts, failAction), blockSwitch()));
  };

  const compileConstants = (occ: Ident, rest: readonly Ident[], rows: readonly Row[], col: number, defaultRows: () => Row[]): Lambda => {
    // One pass: the constants in order of appearance, and the rows of each (wildcards in all).
    const heads: StructuredConstant[] = [];
    const byKey = new Map<string, Row[]>();
    const keyOf = (k: StructuredConstant): string => `${k.kind}:${k.kind === "float" && Number.isNaN(k.value) ? "nan" : String((k as { value: unknown }).value)}`;
    const headRows: Row[][] = [];
    const anysSoFar: Row[] = [];
    for (const r of rows) {
      const p = r.pats[col]!;
      const others = [...r.pats.slice(0, col), ...r.pats.slice(col + 1)];
      if (p.desc.kind === "Constant") {
        const k = constantOfLiteral(p.desc.constant);
        const key = keyOf(k);
        let list = byKey.get(key);
        if (!list) {
          // Rows with a wildcard seen before this constant's first row come first.
          list = [...anysSoFar];
          byKey.set(key, list);
          heads.push(k);
          headRows.push(list);
        }
        list.push({ pats: others, clause: r.clause, bindings: r.bindings });
      } else {
        const row = { pats: others, clause: r.clause, bindings: r.bindings };
        anysSoFar.push(row);
        for (const list of headRows) list.push(row);
      }
    }
    // Constants with the same rows (the values of an or-pattern) share their action.
    const shared = compileGroups(headRows, (_, m) => compile(rest, m!));
    const dflt = compile(rest, defaultRows());
    if (heads[0]!.kind === "int" || heads[0]!.kind === "char") {
      // Integers and characters: constants whose actions are the same jump (the values of an
      // or-pattern or a range) share it, and the test is a decision tree on intervals when that
      // is cheaper than testing each constant in turn (`constant_switch.ts`).
      const actions: Lambda[] = [];
      const actionOfGroup = shared.groups.map((action) => {
        const same = actions.findIndex((b) => sameJump(action, b));
        if (same < 0) return actions.push(action) - 1;
        // Two groups end in the same jump: `leaf` counted it twice, the tree makes it once.
        const clause = action.kind === "StaticRaise" ? labels.indexOf(action.label) : -1;
        if (clause >= 0) uses[clause]!--;
        return same;
      });
      const cases: ConstantCase[] = heads.map((k, i) => ({ value: (k as { value: number }).value, action: actionOfGroup[shared.groupOf[i]!]! }));
      const tree = constantSwitch(occ, cases, actions, dflt, heads[0]!.kind === "char" ? charDomain : intDomain);
      if (tree !== undefined) {
        used.add(idKey(occ));
        return tree;
      }
      const { actions: perHead, wrap } = perTestActions({ groups: actions, groupOf: cases.map((c) => c.action) });
      let chain = dflt;
      for (let i = heads.length - 1; i >= 0; i--) {
        chain = lif(lprim({ kind: "IntComp", comparison: "eq" }, [use(occ), lint(cases[i]!.value)]), perHead[i]!, chain);
      }
      return wrap(chain);
    }
    const { actions, wrap } = perTestActions(shared);
    if (heads[0]!.kind === "string") {
      return wrap({
        kind: "StringSwitch",
        scrutinee: use(occ),
        cases: heads.map((k, i) => ({ value: (k as { value: string }).value, action: actions[i]! })),
        default: dflt,
        loc: ctx.loc,
      });
    }
    let acc = dflt;
    for (let i = heads.length - 1; i >= 0; i--) {
      const k = heads[i]!;
      let test: Lambda;
      switch (k.kind) {
        case "int":
        case "char":
          test = lprim({ kind: "IntComp", comparison: "eq" }, [use(occ), lint(k.value)]);
          break;
        case "float":
          test = lprim({ kind: "FloatComp", comparison: "eq" }, [use(occ), { kind: "Const", constant: k }]);
          break;
        case "int32":
        case "int64":
        case "nativeint":
          test = lprim({ kind: "BintComp", bint: k.kind, comparison: "eq" }, [use(occ), { kind: "Const", constant: k }]);
          break;
        default:
          throw new Error("matching: unexpected constant");
      }
      acc = lif(test, actions[i]!, acc);
    }
    return wrap(acc);
  };

  const compileArrays = (occ: Ident, rest: readonly Ident[], rows: readonly Row[], col: number, head: TPattern, defaultRows: () => Row[]): Lambda => {
    const lengths: number[] = [];
    for (const r of rows) {
      const p = r.pats[col]!;
      if (p.desc.kind === "Array" && !lengths.includes(p.desc.items.length)) lengths.push(p.desc.items.length);
    }
    const elt = arrayElement(head.type);
    const kind = elt ? arrayKindOfElement(elt) : "generic";
    const len = freshIdent("len");
    const dflt = compile(rest, defaultRows());
    let acc = dflt;
    for (let i = lengths.length - 1; i >= 0; i--) {
      const n = lengths[i]!;
      const fresh = Array.from({ length: n }, () => freshIdent("item"));
      const sub = specialize(rows, col, n, (p) => (p.desc.kind === "Array" && p.desc.items.length === n ? p.desc.items : undefined));
      const body = withOccs(
        fresh.map((f, j) => ({ occ: f, source: occ, def: lprim({ kind: "ArrayRef", arrayKind: kind, safe: false }, [lvar(occ), lint(j)]), kind: elt ? valueKindOfType(elt) : "generic" })),
        compileFresh(fresh, rest, sub),
      );
      acc = lif(lprim({ kind: "IntComp", comparison: "eq" }, [lvar(len), lint(n)]), body, acc);
    }
    return llet(len, lprim({ kind: "ArrayLength", arrayKind: kind }, [use(occ)]), acc, "int");
  };

  const rows: Row[] = [];
  clauses.forEach((c, i) => rows.push({ pats: c.patterns, clause: i, bindings: [] }));
  let tree = compile(scrutinees, rows);

  // Put each clause's action in place when one leaf reaches it, in a handler otherwise.
  const inline = new Map<number, number>();
  clauses.forEach((_, i) => {
    if (uses[i] === 1) inline.set(labels[i]!, i);
  });
  if (inline.size > 0) {
    tree = mapLambda(tree, (x) => {
      if (x.kind !== "StaticRaise") return x;
      const i = inline.get(x.label);
      if (i === undefined) return x;
      let body = clauses[i]!.action;
      const vs = vars[i]!;
      for (let j = vs.length - 1; j >= 0; j--) {
        const a = x.args[j]!;
        if (a.kind === "Var" && sameId(a.ident, vs[j]!)) continue;
        body = llet(vs[j]!, a, body, "generic", "alias");
      }
      return body;
    });
  }
  for (let i = clauses.length - 1; i >= 0; i--) {
    if (uses[i]! < 2) continue;
    tree = { kind: "StaticCatch", body: tree, label: labels[i]!, params: vars[i]!.map((v) => ({ ident: v, kind: "generic" as ValueKind })), handler: clauses[i]!.action };
  }
  return tree;
}

