// The predefined types, constructors and exceptions, which exist before any file is read.
import { noLocation } from "../common/location.js";
import { Env } from "./env.js";
import { GENERIC_LEVEL, newType, pident, type ConstructorDecl, type Ident, type Path, type Type, type TypeDecl, type TypeKind, type Variance } from "./types.js";

function predefIdent(name: string): Ident {
  return { name, stamp: 0, global: false, key: `${name}/0` };
}

export const predefIdents = {
  int: predefIdent("int"),
  char: predefIdent("char"),
  string: predefIdent("string"),
  bytes: predefIdent("bytes"),
  float: predefIdent("float"),
  bool: predefIdent("bool"),
  unit: predefIdent("unit"),
  exn: predefIdent("exn"),
  array: predefIdent("array"),
  list: predefIdent("list"),
  option: predefIdent("option"),
  nativeint: predefIdent("nativeint"),
  int32: predefIdent("int32"),
  int64: predefIdent("int64"),
  lazy_t: predefIdent("lazy_t"),
  extension_constructor: predefIdent("extension_constructor"),
  floatarray: predefIdent("floatarray"),
};

export type PredefName = keyof typeof predefIdents;

export const predefPaths: Record<PredefName, Path> = Object.fromEntries(
  Object.entries(predefIdents).map(([k, v]) => [k, pident(v)]),
) as Record<PredefName, Path>;

export function isPredef(p: Path, name: PredefName): boolean {
  return p.kind === "Pident" && p.ident.stamp === 0 && !p.ident.global && p.ident.name === name;
}

export function predefType(name: PredefName, args: readonly Type[] = [], level = GENERIC_LEVEL): Type {
  return newType({ kind: "Constr", path: predefPaths[name], args }, level);
}

export const predefExceptions = [
  "Out_of_memory",
  "Sys_error",
  "Failure",
  "Invalid_argument",
  "End_of_file",
  "Division_by_zero",
  "Not_found",
  "Match_failure",
  "Stack_overflow",
  "Sys_blocked_io",
  "Assert_failure",
  "Undefined_recursive_module",
] as const;

const invariant: Variance = { pos: true, neg: true, inj: true };
const covariant: Variance = { pos: true, neg: false, inj: true };

function decl(params: Type[], kind: TypeKind, variance: Variance[], immediate: boolean): TypeDecl {
  return { params, kind, manifest: undefined, private: false, variance, immediate, loc: noLocation };
}

function cstr(name: string, types: Type[] = []): ConstructorDecl {
  return { name, args: { kind: "Tuple", types }, result: undefined, loc: noLocation };
}

let predefEnvCache: Env | undefined;

export function predefEnv(): Env {
  if (predefEnvCache) return predefEnvCache.fork();
  let env = Env.empty();
  const abs: TypeKind = { kind: "Abstract" };
  const v = (): Type => newType({ kind: "Var", name: undefined }, GENERIC_LEVEL);
  const simple: [PredefName, boolean][] = [
    ["int", true],
    ["char", true],
    ["string", false],
    ["bytes", false],
    ["float", false],
    ["nativeint", false],
    ["int32", false],
    ["int64", false],
    ["extension_constructor", false],
    ["floatarray", false],
  ];
  for (const [n, imm] of simple) env = env.addType(predefIdents[n], decl([], abs, [], imm));
  env = env.addType(predefIdents.bool, decl([], { kind: "Variant", unboxed: false, constructors: [cstr("false"), cstr("true")] }, [], true));
  env = env.addType(predefIdents.unit, decl([], { kind: "Variant", unboxed: false, constructors: [cstr("()")] }, [], true));
  env = env.addType(predefIdents.exn, decl([], { kind: "Open" }, [], false));
  const a1 = v();
  env = env.addType(predefIdents.array, decl([a1], abs, [invariant], false));
  const a2 = v();
  env = env.addType(
    predefIdents.list,
    decl([a2], { kind: "Variant", unboxed: false, constructors: [cstr("[]"), cstr("::", [a2, predefType("list", [a2])])] }, [covariant], false),
  );
  const a3 = v();
  env = env.addType(predefIdents.option, decl([a3], { kind: "Variant", unboxed: false, constructors: [cstr("None"), cstr("Some", [a3])] }, [covariant], false));
  const a4 = v();
  env = env.addType(predefIdents.lazy_t, decl([a4], abs, [covariant], false));
  const exnPath = predefPaths.exn;
  const args: Record<string, Type[]> = {
    Sys_error: [predefType("string")],
    Failure: [predefType("string")],
    Invalid_argument: [predefType("string")],
    Match_failure: [newType({ kind: "Tuple", items: [predefType("string"), predefType("int"), predefType("int")] }, GENERIC_LEVEL)],
    Assert_failure: [newType({ kind: "Tuple", items: [predefType("string"), predefType("int"), predefType("int")] }, GENERIC_LEVEL)],
    Undefined_recursive_module: [newType({ kind: "Tuple", items: [predefType("string"), predefType("int"), predefType("int")] }, GENERIC_LEVEL)],
  };
  for (const name of predefExceptions) {
    env = env.addExtension(predefIdent(name), {
      typePath: exnPath,
      params: [],
      args: { kind: "Tuple", types: args[name] ?? [] },
      result: undefined,
      private: false,
      loc: noLocation,
      warnOnLiteral: true,
    });
  }
  predefEnvCache = env;
  return env.fork();
}
