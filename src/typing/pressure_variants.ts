// Closing the polymorphic variant types that a match's patterns cover (OCaml's
// `Parmatch.pressure_variants` and `Typecore.finalize_variants`): once a match's patterns are
// typed, a variant column with no wildcard reaching it makes its row closed (`[< `A | `B ]`,
// the tags not matched dropped), and each matched tag is then fixed: present in a row still open,
// a possible tag no longer "being matched" in a closed one.
import type { Env } from "./env.js";
import { makeField, newVariant, rowField, rowFieldRepr, rowFixed, rowRepr, setRowField } from "./row.js";
import type { TPattern } from "./typed_tree.js";
import { link, repr, type Type } from "./types.js";
import { expandHead, newVar, unify } from "./unify.js";

export function hasVariants(p: TPattern): boolean {
  let found = false;
  forEachSubPattern(p, (q) => {
    if (q.desc.kind === "Variant") found = true;
  });
  return found;
}

function forEachSubPattern(p: TPattern, f: (p: TPattern) => void): void {
  f(p);
  const d = p.desc;
  switch (d.kind) {
    case "Any":
    case "Var":
    case "Constant":
      return;
    case "Alias":
    case "Lazy":
    case "Exception":
      forEachSubPattern(d.pattern, f);
      return;
    case "Tuple":
    case "Array":
      d.items.forEach((x) => forEachSubPattern(x, f));
      return;
    case "Construct":
      d.args.forEach((x) => forEachSubPattern(x, f));
      return;
    case "Variant":
      if (d.arg) forEachSubPattern(d.arg, f);
      return;
    case "Record":
      d.fields.forEach((x) => forEachSubPattern(x.pattern, f));
      return;
    case "Or":
      forEachSubPattern(d.left, f);
      forEachSubPattern(d.right, f);
      return;
  }
}

/** After a match's (or a binding's) patterns are typed: close the rows they cover, then fix their tags. */
export function closeVariants(env: Env, pats: readonly TPattern[]): void {
  if (!pats.some(hasVariants)) return;
  pressure(env, pats.filter((p) => p.desc.kind !== "Exception").map((p) => [p]), true);
  for (const p of pats)
    forEachSubPattern(p, (q) => {
      if (q.desc.kind === "Variant") finalizeVariant(env, q.desc.tag, q.desc.arg, q.desc.row);
    });
}

type Matrix = TPattern[][];

const omega: TPattern = { desc: { kind: "Any" }, type: undefined as unknown as Type, loc: undefined as never, immediate: false };

/** The pattern with aliases taken off; `undefined` for a wildcard. */
function head(p: TPattern): TPattern | undefined {
  let q = p;
  while (q.desc.kind === "Alias") q = q.desc.pattern;
  if (q.desc.kind === "Any" || q.desc.kind === "Var") return undefined;
  return q;
}

/** The rows with the or-patterns of the first column split. */
function expandOrs(rows: Matrix): Matrix {
  const out: Matrix = [];
  const go = (p: TPattern, rest: TPattern[]): void => {
    const h = head(p);
    if (h && h.desc.kind === "Or") {
      go(h.desc.left, rest);
      go(h.desc.right, rest);
    } else out.push([p, ...rest]);
  };
  for (const r of rows) go(r[0]!, r.slice(1));
  return out;
}

/** The key of a head constructor and its sub-patterns, or undefined for a wildcard. */
function discriminate(p: TPattern): { key: string; args: TPattern[] } | undefined {
  const h = head(p);
  if (!h) return undefined;
  const d = h.desc;
  switch (d.kind) {
    case "Tuple":
      return { key: "tuple", args: [...d.items] };
    case "Construct":
      return { key: "c:" + d.constructor.name, args: [...d.args] };
    case "Variant":
      return { key: "v:" + d.tag, args: d.arg ? [d.arg] : [] };
    case "Record": {
      const all = d.fields[0]?.label.all ?? [];
      const args: TPattern[] = all.map(() => omega);
      for (const f of d.fields) args[f.label.index] = f.pattern;
      return { key: "record", args };
    }
    case "Lazy":
      return { key: "lazy", args: [d.pattern] };
    case "Array":
      return { key: "a:" + d.items.length, args: [...d.items] };
    case "Constant":
      return { key: "k:" + JSON.stringify(d.constant), args: [] };
    case "Exception":
      return { key: "exn", args: [] };
    case "Any":
    case "Var":
    case "Alias":
    case "Or":
      return undefined;
  }
}

/** Whether the heads given cover every value of their type (`closing`: a variant counts as closed). */
function fullMatch(env: Env, closing: boolean, first: TPattern, keys: ReadonlySet<string>): boolean {
  const d = first.desc;
  switch (d.kind) {
    case "Tuple":
    case "Record":
    case "Lazy":
      return true;
    case "Construct": {
      const c = d.constructor;
      if (c.tag.kind === "Extension") return false;
      return keys.size >= c.constants + c.nonConstants;
    }
    case "Variant": {
      const t = expandHead(env, d.row);
      if (t.desc.kind !== "Variant") return false;
      const row = rowRepr(t.desc.row);
      if (closing && !rowFixed(row))
        return row.fields.every((e) => {
          const f = rowFieldRepr(e.field).desc;
          if (f.kind === "Absent" || (f.kind === "Either" && !f.matched)) return true;
          return keys.has("v:" + e.tag);
        });
      return row.closed && row.fields.every((e) => rowFieldRepr(e.field).desc.kind === "Absent" || keys.has("v:" + e.tag));
    }
    default:
      return false;
  }
}

/** Returns whether some row of the matrix (a wildcard among them) reaches here; closes the variant columns no wildcard reaches. */
function pressure(env: Env, rows0: Matrix, close: boolean): boolean {
  if (rows0.length === 0) return false;
  if (rows0.some((r) => r.length === 0)) return true;
  const rows = expandOrs(rows0);
  const groups = new Map<string, { first: TPattern; arity: number }>();
  for (const r of rows) {
    const k = discriminate(r[0]!);
    if (k && !groups.has(k.key)) groups.set(k.key, { first: head(r[0]!)!, arity: k.args.length });
  }
  const defaults = (): Matrix => rows.filter((r) => discriminate(r[0]!) === undefined).map((r) => r.slice(1));
  if (groups.size === 0) return pressure(env, defaults(), close);
  const specialise = (key: string, arity: number): Matrix => {
    const out: Matrix = [];
    for (const r of rows) {
      const k = discriminate(r[0]!);
      if (k === undefined) out.push([...new Array<TPattern>(arity).fill(omega), ...r.slice(1)]);
      else if (k.key === key) out.push([...k.args, ...r.slice(1)]);
    }
    return out;
  };
  const tryNonOmega = (): boolean => {
    let ok = true;
    for (const [key, g] of groups) if (!pressure(env, specialise(key, g.arity), close)) ok = false;
    return ok;
  };
  const first = groups.values().next().value!.first;
  const keys = new Set(groups.keys());
  if (fullMatch(env, !close, first, keys)) return tryNonOmega();
  if (!close) return pressure(env, defaults(), false);
  const ok = tryNonOmega();
  if (first.desc.kind === "Variant") {
    const t = expandHead(env, first.desc.row);
    if (t.desc.kind === "Variant" && !rowFixed(t.desc.row) && !pressure(env, defaults(), false)) closeVariant(env, first.desc.row);
  }
  return ok;
}

/** Makes a row closed: the tags that may be present but were not matched are dropped. */
function closeVariant(env: Env, rowType: Type): void {
  const t = expandHead(env, rowType);
  if (t.desc.kind !== "Variant") return;
  const row = rowRepr(t.desc.row);
  let name = row.name;
  for (const e of row.fields) {
    const f = rowFieldRepr(e.field);
    if (f.desc.kind === "Either" && !f.desc.matched) {
      setRowField(f, makeField({ kind: "Absent" }));
      name = undefined;
    }
  }
  if (row.closed && name === row.name) return;
  const more = repr(row.more);
  if (more.desc.kind !== "Var") return;
  const v = newVar();
  v.level = more.level;
  link(more, newVariant([], v, true, more.level, name));
}

/** A matched tag once the match is typed: present in an open row, no longer matched in a closed one. */
function finalizeVariant(env: Env, tag: string, arg: TPattern | undefined, rowType: Type): void {
  const t = expandHead(env, rowType);
  if (t.desc.kind !== "Variant") return;
  const row = rowRepr(t.desc.row);
  const f = rowField(row, tag);
  if (!f) return;
  const d = f.desc;
  if (d.kind !== "Either") return;
  if (!row.closed && d.constant && d.args.length === 0) setRowField(f, makeField({ kind: "Present", arg: undefined }));
  else if (!row.closed && !d.constant && d.args.length > 0) {
    const ty = d.args[0]!;
    setRowField(f, makeField({ kind: "Present", arg: ty }));
    for (const x of d.args.slice(1)) unify(env, x, ty);
    void arg;
  } else if (d.matched && !rowFixed(row)) setRowField(f, { desc: { kind: "Either", constant: d.constant, args: d.args, matched: false }, cell: { link: undefined } });
}
