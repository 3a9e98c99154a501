// Rows of polymorphic variant types, as OCaml's `Btype`: a row is a list of fields sorted by tag
// name and a row variable (`more`); a row that grows links its variable to a new `Variant` node
// holding the new fields, so `rowRepr` gathers a row's fields along that chain. A field that may
// be present (`Either`) is refined in place through its shared cell. The hash of a tag is its
// run-time representation (OCaml's `hash_variant`).
import { newType, repr, type Row, type RowEntry, type RowField, type RowFieldDesc, type Type } from "./types.js";

export function makeField(desc: RowFieldDesc): RowField {
  return { desc, cell: { link: undefined } };
}

export const absentField: RowField = makeField({ kind: "Absent" });

/** Follows the refinements of an `Either` field to what it is now. */
export function rowFieldRepr(f0: RowField): RowField {
  let f = f0;
  while (f.desc.kind === "Either" && f.cell.link !== undefined) f = f.cell.link;
  return f;
}

/** Refines an `Either` field (all the fields sharing its cell) to `to`. */
export function setRowField(f: RowField, to: RowField): void {
  const r = rowFieldRepr(f);
  if (r === to || r.desc.kind !== "Either") return;
  r.cell.link = to;
}

/** The row of a `Variant` node with the fields of every node along its variable's chain. */
export function rowRepr(row0: Row): Row {
  let row = row0;
  let more = repr(row.more);
  if (more.desc.kind !== "Variant") return more === row.more ? row : { ...row, more };
  let fields: RowEntry[] = [...row.fields];
  while (more.desc.kind === "Variant") {
    row = more.desc.row;
    fields = mergeSorted(fields, row.fields);
    more = repr(row.more);
  }
  return row.object ? { fields, more, closed: row.closed, name: row.name, object: true } : { fields, more, closed: row.closed, name: row.name };
}

function mergeSorted(a: readonly RowEntry[], b: readonly RowEntry[]): RowEntry[] {
  if (b.length === 0) return a as RowEntry[];
  if (a.length === 0) return [...b];
  const out: RowEntry[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (compareTags(a[i]!.tag, b[j]!.tag) <= 0) out.push(a[i++]!);
    else out.push(b[j++]!);
  }
  while (i < a.length) out.push(a[i++]!);
  while (j < b.length) out.push(b[j++]!);
  return out;
}

export function compareTags(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function sortEntries(fields: RowEntry[]): RowEntry[] {
  return fields.sort((x, y) => compareTags(x.tag, y.tag));
}

/** The field of `tag` in a row (through its chain), or undefined. */
export function rowField(row: Row, tag: string): RowField | undefined {
  const r = rowRepr(row);
  for (const e of r.fields) if (e.tag === tag) return rowFieldRepr(e.field);
  return undefined;
}

/** A row that cannot change: closed, with no field that may still be refined. */
export function staticRow(row0: Row): boolean {
  const row = rowRepr(row0);
  return row.closed && row.fields.every((e) => rowFieldRepr(e.field).desc.kind !== "Either");
}

/** A rigid row (its variable a universal or abstract type): it never receives new fields. */
export function rowFixed(row0: Row): boolean {
  const more = repr(rowRepr(row0).more);
  return more.desc.kind === "Univar" || more.desc.kind === "Constr";
}

/** The type that stands for a row in sharing and genericity: its variable, or the node itself when the row is static. */
export function rowProxy(t: Type): Type {
  const d = t.desc;
  if (d.kind !== "Variant") return t;
  const row = rowRepr(d.row);
  const more = repr(row.more);
  if (more.desc.kind === "Var" || more.desc.kind === "Univar") return more;
  return t;
}

/** An object type: its methods (sorted by name) and its row variable, closed or not. */
export function newObjectType(fields: RowEntry[], more: Type, closed: boolean, level: number): Type {
  return newType({ kind: "Variant", row: { fields: sortEntries(fields), more, closed, name: undefined, object: true } }, level);
}

export function isObjectType(t: Type): boolean {
  return t.desc.kind === "Variant" && t.desc.row.object === true;
}

export function newVariant(fields: RowEntry[], more: Type, closed: boolean, level: number, name?: Row["name"]): Type {
  return newType({ kind: "Variant", row: { fields: sortEntries(fields), more, closed, name } }, level);
}

/**
 * OCaml's `hash_variant`: 223 * h + byte over the name, kept on 31 bits, then read as a
 * signed 31-bit integer.
 */
export function hashVariant(name: string): number {
  let h = 0;
  for (let i = 0; i < name.length; i++) h = (Math.imul(223, h) + name.charCodeAt(i)) | 0;
  h = h & 0x7fffffff;
  return h > 0x3fffffff ? h - 0x80000000 : h;
}

/** A copy of a row (its chain gathered) with the types of its fields and name mapped by `f`. */
export function mapRow(row0: Row, f: (t: Type) => Type, more: Type, keepCells: boolean): Row {
  const row = rowRepr(row0);
  const fields = row.fields.map((e): RowEntry => {
    const fd = rowFieldRepr(e.field);
    const d = fd.desc;
    switch (d.kind) {
      case "Present":
        return { tag: e.tag, field: d.arg === undefined ? fd : makeField({ kind: "Present", arg: f(d.arg) }) };
      case "Either":
        return {
          tag: e.tag,
          field: { desc: { kind: "Either", constant: d.constant, args: d.args.map(f), matched: d.matched }, cell: keepCells ? fd.cell : { link: undefined } },
        };
      case "Absent":
        return { tag: e.tag, field: fd };
    }
  });
  const name = row.name === undefined ? undefined : { path: row.name.path, args: row.name.args.map(f) };
  return row.object ? { fields, more, closed: row.closed, name, object: true } : { fields, more, closed: row.closed, name };
}

/** Calls `f` on every type a row node holds directly (its own fields' types, its variable, its name's arguments). */
export function forEachRowChild(row: Row, f: (t: Type) => void): void {
  for (const e of row.fields) {
    const d = rowFieldRepr(e.field).desc;
    if (d.kind === "Present") {
      if (d.arg !== undefined) f(d.arg);
    } else if (d.kind === "Either") d.args.forEach(f);
  }
  f(row.more);
  if (row.name !== undefined) row.name.args.forEach(f);
}
