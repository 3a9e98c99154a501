// Warnings 40 (name-out-of-scope), 41 (ambiguous-name) and 42 (disambiguated-name): what OCaml's
// `NameChoice.disambiguate` says of the choice of a constructor or a record field, by its expected
// type or by the names in scope. The typer makes the choice itself (typecore.ts); this file only
// replays OCaml's rule to find what it warns, and only when one of the three warnings is enabled.
//
// The rule, for one name with its candidates in scope (the latest first):
// - without an expected type, the first candidate is chosen; when the candidates belong to
//   several types (compared by their expanded paths), warning 41;
// - with one (the first declaration in its chain of abbreviations that is not abstract), the
//   first candidate of that type is chosen; when there is none, the name is taken from the type
//   itself, warning 40 (not for the fields of an inline record, which are never in scope);
// - warning 42 whenever the chosen one is not the first candidate (type-directed).
// In a record (expression or pattern), each field is chosen so, among the candidates whose type
// has all the fields given (and, for a record expression without `with`, no other); the
// warnings 41 and 40 are then gathered into one each, at the record.
import type { Location } from "../common/location.js";
import type * as A from "../syntax/ast.js";
import type { Env } from "./env.js";
import { printPath } from "./printtyp.js";
import { constructorsOfDecl, labelsOfDecl } from "./datarepr.js";
import { repr, samePath, type ConstructorDesc, type LabelDesc, type Path, type Type } from "./types.js";
import { expandOnce } from "./unify.js";
import type { WarningSink } from "./warnings.js";

type Desc = ConstructorDesc | LabelDesc;
type Kind = "constructor" | "label";

function enabled(sink: WarningSink): boolean {
  const a = sink.state.active;
  return a[40] === true || a[41] === true || a[42] === true;
}

/**
 * The path of the type whose constructors (or fields) `t` has: the first declaration of its
 * chain of abbreviations that is not abstract, when it is a variant or an extensible type (a
 * record); OCaml's `extract_concrete_variant` (`extract_concrete_record`).
 */
function concretePath(env: Env, t: Type, kind: Kind): Path | undefined {
  let r = repr(t);
  for (let i = 0; i < 1000 && r.desc.kind === "Constr"; i++) {
    const decl = env.findTypeByPath(r.desc.path);
    if (!decl) return undefined;
    if (decl.kind.kind !== "Abstract") {
      const k = decl.kind.kind;
      return (kind === "constructor" ? k === "Variant" || k === "Open" : k === "Record") ? r.desc.path : undefined;
    }
    const e = expandOnce(env, r);
    if (!e) return undefined;
    r = repr(e);
  }
  return undefined;
}

/** A type path through its abbreviations and module aliases (OCaml's `expand_path`). */
function expandPath(env: Env, p0: Path): Path {
  let p = p0;
  for (let i = 0; i < 1000; i++) {
    const m = env.findTypeByPath(p)?.manifest;
    const r = m && repr(m);
    if (r && r.desc.kind === "Constr") {
      p = r.desc.path;
      continue;
    }
    const q = env.normalizeTypePath(p);
    if (samePath(p, q)) return p;
    p = q;
  }
  return p;
}

function sameTypePath(env: Env, a: Path, b: Path): boolean {
  return samePath(expandPath(env, a), expandPath(env, b));
}

/** The types among a chosen name's and its rivals', printed, when there are several (warning 41). */
function ambiguousTypes(env: Env, chosen: Desc, others: readonly Desc[]): string[] {
  const paths: Path[] = [chosen.typePath];
  for (const o of others) if (!paths.some((p) => sameTypePath(env, p, o.typePath))) paths.push(o.typePath);
  return paths.length > 1 ? paths.map((p) => printPath(p, env)) : [];
}

/** The names the type at `path` defines, as found from the type (OCaml's `lookup_all_from_type`). */
function fromType(env: Env, kind: Kind, path: Path, name: string): Desc | undefined {
  const decl = env.findTypeByPath(path);
  if (!decl) return undefined;
  if (kind === "constructor") {
    if (decl.kind.kind === "Open") return env.candidates("constructor", { kind: "Lident", name }).find((c) => sameTypePath(env, path, c.typePath));
    return decl.kind.kind === "Variant" ? constructorsOfDecl(path, decl).find((c) => c.name === name) : undefined;
  }
  return decl.kind.kind === "Record" ? labelsOfDecl(path, decl).find((l) => l.name === name) : undefined;
}

function inEnv(d: Desc): boolean {
  return !("repr" in d) || d.repr !== "Inline";
}

/** What the choice of one name says: the chosen description and its warnings, not yet given. */
interface Choice {
  readonly chosen: Desc | undefined;
  /** Warning 41: the types printed, when ambiguous. */
  readonly ambiguous: readonly string[];
  /** Warning 40: the expected type printed, when the name was not in scope. */
  readonly outOfScope: string | undefined;
  /** Warning 42. */
  readonly disambiguated: boolean;
}

function choose(env: Env, kind: Kind, lid: A.Longident, expected: Path | undefined, filter?: (cs: readonly Desc[]) => { ok: boolean; cs: readonly Desc[] }): Choice {
  const scope: readonly Desc[] = kind === "constructor" ? env.candidates("constructor", lid) : env.candidates("label", lid);
  const name = lid.kind === "Lapply" ? "" : lid.name;
  let chosen: Desc | undefined;
  let ambiguous: readonly string[] = [];
  let outOfScope: string | undefined;
  if (expected === undefined) {
    if (scope.length === 0) return { chosen: undefined, ambiguous, outOfScope, disambiguated: false };
    const f = filter ? filter(scope) : { ok: true, cs: scope };
    chosen = f.cs[0];
    if (f.ok && chosen) ambiguous = ambiguousTypes(env, chosen, f.cs.slice(1));
  } else {
    chosen = scope.find((d) => sameTypePath(env, expected, d.typePath));
    if (!chosen && lid.kind === "Lident") {
      chosen = fromType(env, kind, expected, name);
      if (chosen && inEnv(chosen)) outOfScope = printPath(expected, env);
    }
  }
  const disambiguated = chosen !== undefined && inEnv(chosen) && scope[0] !== chosen;
  return { chosen, ambiguous, outOfScope, disambiguated };
}

function ambiguousMessage(names: string, types: readonly string[]): string {
  return `${names} belongs to several types: ${types.join(" ")}\nThe first one was selected. Please disambiguate if this is wrong.`;
}

function outOfScopeMessage(name: string, type: string): string {
  return `${name} was selected from type ${type}.\nIt is not visible in the current scope, and will not \nbe selected if the type becomes unknown.`;
}

function disambiguatedMessage(name: string): string {
  return `this use of ${name} relies on type-directed disambiguation,\nit will not compile with OCaml 4.00 or earlier.`;
}

/**
 * The warnings of a constructor (in an expression or a pattern) or a field access or assignment
 * `lid`, whose expected type is `expected` (the record's type for a field), given where OCaml
 * gives them: after the name's alerts.
 */
export function warnNameChoice(sink: WarningSink, env: Env, kind: Kind, lid: A.Located<A.Longident>, expected: Type | undefined): void {
  if (!enabled(sink)) return;
  const path = expected && concretePath(env, expected, kind);
  const c = choose(env, kind, lid.txt, path);
  if (!c.chosen) return;
  const name = c.chosen.name;
  if (c.ambiguous.length > 0) sink.warn(lid.loc, 41, ambiguousMessage(name, c.ambiguous));
  if (c.outOfScope !== undefined) sink.warn(lid.loc, 40, outOfScopeMessage(name, c.outOfScope));
  if (c.disambiguated) sink.warn(lid.loc, 42, disambiguatedMessage(name));
}

/**
 * The warnings of the fields of a record expression (`closed` without `with`) or pattern at
 * `loc`, given before its fields are typed (OCaml disambiguates them all first): warning 42 at
 * each field, then 41 and 40 gathered at the record. `expected` is the record's expected type,
 * else (an expression with `with`) the type of the record it copies.
 */
export function warnRecordFields(sink: WarningSink, env: Env, loc: Location, lids: readonly A.Located<A.Longident>[], expected: readonly (Type | undefined)[], closed: boolean): void {
  if (!enabled(sink) || lids.length === 0) return;
  let path: Path | undefined;
  for (const t of expected) if (path === undefined && t !== undefined) path = concretePath(env, t, "label");
  // A field qualified by a module qualifies the others (OCaml's `find_record_qual`).
  const qualified = lids.find((l) => l.txt.kind === "Ldot")?.txt;
  const names = lids.map((l) => (l.txt.kind === "Lapply" ? "" : l.txt.name));
  const filter = (cs: readonly Desc[]): { ok: boolean; cs: readonly Desc[] } => {
    const withIds = cs.filter((c) => names.every((n) => (c as LabelDesc).all.includes(n)));
    if (withIds.length === 0) return { ok: false, cs };
    if (!closed) return { ok: true, cs: withIds };
    const exact = withIds.filter((c) => (c as LabelDesc).all.length === names.length);
    return exact.length === 0 ? { ok: false, cs: withIds } : { ok: true, cs: exact };
  };
  const ambiguous: { name: string; types: readonly string[] }[] = [];
  const outOfScope: string[] = [];
  let outOfScopeType = "";
  const chosen: Desc[] = [];
  for (const l of lids) {
    const lid: A.Longident = qualified && qualified.kind === "Ldot" && l.txt.kind === "Lident" ? { kind: "Ldot", prefix: qualified.prefix, name: l.txt.name } : l.txt;
    const c = choose(env, "label", lid, path, filter);
    if (!c.chosen) return;
    chosen.push(c.chosen);
    if (c.ambiguous.length > 0) ambiguous.push({ name: c.chosen.name, types: c.ambiguous });
    if (c.outOfScope !== undefined) {
      outOfScope.push(c.chosen.name);
      outOfScopeType = c.outOfScope;
    }
    if (c.disambiguated) sink.warn(l.loc, 42, disambiguatedMessage(c.chosen.name));
  }
  if (ambiguous.length > 0) {
    const first = chosen[0]!.typePath;
    if (chosen.every((c) => sameTypePath(env, first, c.typePath)))
      sink.warn(loc, 41, `these field labels belong to several types: ${ambiguous[0]!.types.join(" ")}\nThe first one was selected. Please disambiguate if this is wrong.`);
    else for (const a of ambiguous) sink.warn(loc, 41, ambiguousMessage(a.name, a.types));
  }
  if (outOfScope.length > 0)
    sink.warn(loc, 40, `this record of type ${outOfScopeType} contains fields that are \nnot visible in the current scope: ${outOfScope.join(" ")}.\nThey will not be selected if the type becomes unknown.`);
}
