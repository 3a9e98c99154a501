// Descriptions of constructors and record fields computed from a type declaration, with their
// run-time representation (constant/block numbering, field indices, float records).
import { forEachRowChild } from "./row.js";
import {
  GENERIC_LEVEL,
  newType,
  pathKey,
  repr,
  type ConstructorDesc,
  type ExtensionDecl,
  type LabelDecl,
  type LabelDesc,
  type Path,
  type Type,
  type TypeDecl,
} from "./types.js";

function freeVars(t: Type, acc: Set<Type>): void {
  const r = repr(t);
  const d = r.desc;
  switch (d.kind) {
    case "Var":
      acc.add(r);
      return;
    case "Arrow":
      freeVars(d.arg, acc);
      freeVars(d.result, acc);
      return;
    case "Tuple":
      d.items.forEach((x) => freeVars(x, acc));
      return;
    case "Constr":
      d.args.forEach((x) => freeVars(x, acc));
      return;
    case "Poly":
      freeVars(d.body, acc);
      return;
    case "Package":
      d.types.forEach((x) => freeVars(x, acc));
      return;
    case "Variant":
      // Marked as met through `acc` (a variant type may be recursive).
      if (acc.has(r)) return;
      acc.add(r);
      forEachRowChild(d.row, (x) => freeVars(x, acc));
      acc.delete(r);
      return;
    case "Univar":
    case "Link":
      return;
  }
}

export function declType(path: Path, decl: TypeDecl): Type {
  return newType({ kind: "Constr", path, args: decl.params }, GENERIC_LEVEL);
}

function existentials(args: readonly Type[], result: Type): Type[] {
  const inRes = new Set<Type>();
  freeVars(result, inRes);
  const inArgs = new Set<Type>();
  args.forEach((a) => freeVars(a, inArgs));
  return [...inArgs].filter((v) => !inRes.has(v));
}

/** The fields of inline records, by the key of their type's path (`t.C`). */
export const inlineRecords = new Map<string, { readonly fields: readonly LabelDecl[]; readonly type: Type }>();

function inlineRecordType(path: Path, name: string, fields: readonly LabelDecl[], params: readonly Type[]): Type[] {
  // An inline record's argument: a record type private to the constructor, named `t.C`.
  const rpath: Path = { kind: "Pdot", prefix: path, name };
  const type = newType({ kind: "Constr", path: rpath, args: params }, GENERIC_LEVEL);
  inlineRecords.set(pathKey(rpath), { fields, type });
  return [type];
}

export function constructorsOfDecl(path: Path, decl: TypeDecl): ConstructorDesc[] {
  if (decl.kind.kind !== "Variant") return [];
  const cs = decl.kind.constructors;
  const unboxed = decl.kind.unboxed;
  let constants = 0;
  let nonConstants = 0;
  for (const c of cs) {
    if (c.args.kind === "Tuple" && c.args.types.length === 0) constants++;
    else nonConstants++;
  }
  const resultType = declType(path, decl);
  let ci = 0;
  let bi = 0;
  return cs.map((c) => {
    const isConst = c.args.kind === "Tuple" && c.args.types.length === 0;
    const args = c.args.kind === "Tuple" ? c.args.types : inlineRecordType(path, c.name, c.args.fields, c.result ? (repr(c.result).desc as { args: readonly Type[] }).args : decl.params);
    const result = c.result ?? resultType;
    return {
      name: c.name,
      result,
      args,
      existentials: c.result ? existentials(args, result) : [],
      tag: unboxed ? { kind: "Unboxed" } : isConst ? { kind: "Constant", index: ci++ } : { kind: "Block", index: bi++ },
      constants,
      nonConstants,
      inlineRecord: c.args.kind === "Record" ? c.args.fields : undefined,
      typePath: path,
      private: decl.private,
      gadt: c.result !== undefined,
      loc: c.loc,
      warnOnLiteral: c.warnOnLiteral === true,
      ...(c.alerts ? { alerts: c.alerts } : {}),
    };
  });
}

export function extensionConstructor(name: string, slot: Path, ext: ExtensionDecl): ConstructorDesc {
  const resultType = ext.result ?? newType({ kind: "Constr", path: ext.typePath, args: ext.params }, GENERIC_LEVEL);
  const args = ext.args.kind === "Tuple" ? ext.args.types : inlineRecordType(ext.typePath, name, ext.args.fields, ext.params);
  return {
    name,
    result: resultType,
    args,
    existentials: ext.result ? existentials(args, resultType) : [],
    tag: { kind: "Extension", path: slot },
    constants: 0,
    nonConstants: 0,
    inlineRecord: ext.args.kind === "Record" ? ext.args.fields : undefined,
    typePath: ext.typePath,
    private: ext.private,
    gadt: ext.result !== undefined,
    loc: ext.loc,
    warnOnLiteral: ext.warnOnLiteral === true,
    ...(ext.alerts ? { alerts: ext.alerts } : {}),
  };
}

function isFloat(t: Type): boolean {
  const r = repr(t);
  return r.desc.kind === "Constr" && r.desc.path.kind === "Pident" && r.desc.path.ident.name === "float" && r.desc.path.ident.stamp === 0;
}

export function labelsOfDecl(path: Path, decl: TypeDecl): LabelDesc[] {
  if (decl.kind.kind !== "Record") return [];
  const fields = decl.kind.fields;
  const record = declType(path, decl);
  const all = fields.map((f) => f.name);
  const reprKind = decl.kind.repr;
  return fields.map((f, index) => ({
    name: f.name,
    record,
    field: f.type,
    mutable: f.mutable,
    index,
    all,
    repr: reprKind,
    typePath: path,
    private: decl.private,
    loc: f.loc,
    ...(f.alerts ? { alerts: f.alerts } : {}),
  }));
}

export function inlineLabels(recordType: Type, typePath: Path, fields: readonly LabelDecl[]): LabelDesc[] {
  const all = fields.map((f) => f.name);
  return fields.map((f, index) => ({
    name: f.name,
    record: recordType,
    field: f.type,
    mutable: f.mutable,
    index,
    all,
    repr: "Inline",
    typePath,
    private: false,
    loc: f.loc,
    ...(f.alerts ? { alerts: f.alerts } : {}),
  }));
}

export function recordReprOf(fields: readonly LabelDecl[]): "Regular" | "Float" {
  return fields.length > 0 && fields.every((f) => isFloat(f.type)) ? "Float" : "Regular";
}
