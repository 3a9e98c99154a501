// The module language: structures, signatures, functors and their application, `with`
// constraints, `module type of`, `include`, `open`, first-class modules, and the inclusion check
// of a module in a signature (for sealing, functor arguments and `.ml` against `.mli`).
import { forEachRowChild, mapRow, rowFieldRepr, rowRepr } from "./row.js";
import { recModuleInfos } from "./rec_modules.js";
import { recordItemWarningState, stateWithAttributes } from "./warnings.js";
import { alertsOfAttributes, reportAlert } from "./alerts.js";
import { alertPathName, checkModtypeAlerts, checkModulePathAlerts } from "./alert_checks.js";
import { tracksOpen, tracksShadowing, type OpenUse } from "./open_usage.js";
import { DeclarationUsage, noteModuleExported } from "./declaration_usage.js";
import { noteModuleExportedModules, watchDeclaredModule, watchModule } from "./module_usage.js";
import { CompileError, errorAt, type Diagnostic } from "../common/diagnostic.js";
import { formatLocation, type Location } from "../common/location.js";
import type * as A from "../syntax/ast.js";
import { Env, strengthen } from "./env.js";
import { layoutMessage, longidentName, unbound, unboundModule } from "./errors.js";
import { Pretty } from "./pretty.js";
import { classDoc, Namer, outType, printOut, printSigItem, modtypeToString, printModuleTypeDoc } from "./printtyp.js";
import { classMismatch } from "./includeclass.js";
import { functorAppDiff, type AppArg, type AppParam, type Pairing } from "./functor_app_diff.js";
import { Subst, mapClassTypes } from "./subst.js";
import { CoreTyper, type CoreContext, type UnusedVar } from "./typecore.js";
import type { TModuleExpr, TStructureItem, TypedStructure } from "./typed_tree.js";
import { enrichTypeDecls, typeException, typeTypeDecls, typeTypeExtension } from "./typedecl.js";
import { translType, TypeVars } from "./typetexp.js";
import {
  createIdent,
  identKey,
  newType,
  pdot,
  pident,
  repr,
  type ClassInfo,
  type ExtStatus,
  type Ident,
  type ModuleSignature,
  type ModuleType,
  type Path,
  type SigItem,
  type Type,
  type TypeDecl,
  type ValueDesc,
} from "./types.js";
import { expandHead, expandOnce, substUnivars, beginDef, endDef, equalTypes, generalize, getLevel, moreGeneral, newVar, setLevel, applyParams } from "./unify.js";
import type { WarningSink } from "./warnings.js";

export interface ModContext {
  readonly warnings: WarningSink;
  readonly unsafe: boolean;
}

/** The `alerts` field of a declaration with `[@@deprecated]` / `[@@alert]` attributes (none when it has none). */
function withAlerts(attrs: A.Attributes): { alerts?: NonNullable<ReturnType<typeof alertsOfAttributes>> } {
  const alerts = alertsOfAttributes(attrs);
  return alerts ? { alerts } : {};
}

function primAttributes(attrs: A.Attributes): string[] {
  return attrs.map((a) => a.name.txt.replace(/^ocaml\./, "")).filter((n) => n === "noalloc" || n === "unboxed" || n === "untagged");
}

function arityOf(t: Type): number {
  let n = 0;
  let r = repr(t);
  while (r.desc.kind === "Arrow") {
    n++;
    r = repr(r.desc.result);
  }
  if (r.desc.kind === "Poly") return arityOf(r.desc.body);
  return n;
}

export class ModTyper {
  readonly core: CoreTyper;
  readonly unused = new Map<string, UnusedVar>();
  private readonly coreCtx: CoreContext;

  constructor(readonly ctx: ModContext) {
    this.coreCtx = {
      warnings: ctx.warnings,
      unsafe: ctx.unsafe,
      typeModule: (env, m) => this.typeModule(env, m),
      warnUnusedLocalValues: (m) => this.warnUnusedLocalValues(m),
      typeModtype: (env, m) => this.typeModtype(env, m),
      packageModtype: (env, t) => this.packageModtype(env, t),
      checkPackage: (env, impl, spec, loc) => this.checkInclusion(env, impl, spec, loc, "constraint"),
      openModule: (env, m, written) => this.openModule(env, m, written),
      addModuleBinding: (env, name, m) => {
        if (name === undefined) return { env, ident: undefined };
        const ident = createIdent(name);
        return { env: env.addModule(ident, m.type), ident };
      },
      typeExtensionConstructor: (env, c) => {
        const r = typeException(env, c);
        return { env: env.addExtension(r.ident, r.ext), ident: r.ident, ext: r.ext };
      },
      typeVars: new TypeVars("extensible"),
      unused: this.unused,
    };
    this.core = new CoreTyper(this.coreCtx);
  }

  // -------------------------------------------------------------------------------------------
  // Module paths

  lookupModule(env: Env, lid: A.Located<A.Longident>): { path: Path; type: ModuleType } {
    const m = env.lookupModulePath(lid.txt);
    if (!m) {
      // Report the first unbound prefix, as OCaml does.
      let l: A.Longident = lid.txt;
      while (l.kind === "Ldot" && !env.lookupModulePath(l.prefix)) l = l.prefix;
      throw unboundModule(lid.loc, l, env);
    }
    checkModulePathAlerts(env, lid.txt, lid.loc, m);
    return m;
  }

  openModule(env: Env, m: A.ModuleExpr, written?: { loc: Location; bang: boolean }): { env: Env; module: TModuleExpr; ident: Ident | undefined } {
    const tm = this.typeModule(env, m);
    let path: Path;
    let ident: Ident | undefined;
    if (tm.desc.kind === "Ident") path = tm.desc.path;
    else {
      // Opening a structure: its components become visible through a fresh module.
      const id = createIdent("_opened");
      env = env.addModule(id, tm.type);
      path = pident(id);
      ident = id;
      this.openedStructures.push(id);
    }
    const comps = env.componentsOf(path);
    if (!comps) {
      if (m.desc.kind === "Ident") throw errorAt(m.loc, `This module is not a structure; it has type\n${modtypeToString(tm.type, env)}`);
      return { env, module: tm, ident };
    }
    // Warnings 33 and 66: an open of a module by its name is tracked when they are enabled here.
    let use: OpenUse | undefined;
    if (written && tm.desc.kind === "Ident" && tracksOpen(this.ctx.warnings.state, written.bang)) {
      const state = this.ctx.warnings.state;
      use = { loc: written.loc, name: alertPathName(env, path), bang: written.bang, state, used: false };
      if (tracksShadowing(state, written.bang)) use = { ...use, shadowing: this.ctx.warnings, shadowed: new Set() };
      this.trackedOpens.push(use);
    }
    return { env: env.open(path, comps, use), module: tm, ident };
  }

  /** The declarations watched for warnings 34, 37, 38 and 69. */
  readonly usage = new DeclarationUsage();

  /** The opens tracked for warnings 33 and 66, in the order they are written. */
  readonly trackedOpens: OpenUse[] = [];

  // -------------------------------------------------------------------------------------------
  // Module types

  typeModtype(env: Env, smty: A.ModuleType): ModuleType {
    const d = smty.desc;
    switch (d.kind) {
      case "Ident": {
        const m = env.lookupModtype(d.name.txt);
        if (m === undefined || m === "nomodule") throw unbound(d.name.loc, "module type", d.name.txt, m === "nomodule", env);
        checkModtypeAlerts(env, d.name.txt, d.name.loc, m);
        return { kind: "Ident", path: m.path };
      }
      case "Signature":
        return { kind: "Signature", items: this.ctx.warnings.preserving(() => this.typeSignature(env, d.items).sig) };
      case "Functor": {
        if (d.param.kind === "Unit") return { kind: "Functor", param: undefined, result: this.typeModtype(env, d.result) };
        const pty = this.typeModtype(env, d.param.type);
        const ident = createIdent(d.param.name.txt ?? "_");
        const env2 = d.param.name.txt ? env.addModule(ident, pty) : env;
        if (d.param.name.txt !== undefined) watchModule(ident, d.param.name.loc, this.ctx.warnings.state, 67, d.param.type.loc.end.offset);
        return { kind: "Functor", param: { ident, type: pty }, result: this.typeModtype(env2, d.result) };
      }
      case "With": {
        let mty = this.typeModtype(env, d.type);
        for (const c of d.constraints) mty = this.applyWith(env, mty, c, smty.loc);
        return mty;
      }
      case "TypeOf": {
        // Not strengthened: `module type of M` keeps M's abstract types abstract.
        if (d.module.desc.kind === "Ident") {
          const m = this.lookupModule(env, d.module.desc.name);
          const t = m.type.kind === "Alias" ? env.findModuleByPath(m.type.path) ?? m.type : m.type;
          return t;
        }
        const m = this.typeModule(env, d.module);
        const t = m.type;
        return t.kind === "Alias" ? (env.findModuleByPath(t.path) ?? t) : t;
      }
      case "Alias": {
        const m = this.lookupModule(env, d.name);
        return { kind: "Alias", path: m.path };
      }
      case "Extension":
        throw errorAt(d.name.loc, `Uninterpreted extension '${d.name.txt}'.`);
    }
  }

  /** `(module S with type t = T)` as a module type: S with t made equal to T. */
  packageModtype(env: Env, t0: Type): ModuleType {
    const t = repr(t0);
    if (t.desc.kind !== "Package") return { kind: "Signature", items: [] };
    const base: ModuleType = { kind: "Ident", path: t.desc.path };
    if (t.desc.names.length === 0) return base;
    const s = env.scrape(base);
    if (!s || s.kind !== "Signature") return base;
    const eqs = new Map(t.desc.names.map((n, i) => [n, (t.desc as { types: readonly Type[] }).types[i]!]));
    const items = s.items.map((it): SigItem => {
      if (it.kind !== "Type") return it;
      const m = eqs.get(it.ident.name);
      return m ? { ...it, decl: { ...it.decl, manifest: m } } : it;
    });
    return { kind: "Signature", items };
  }

  /** The types of a signature, abstract, for typing recursive module declarations. */
  approxModtype(env: Env, smty: A.ModuleType): ModuleType {
    const d = smty.desc;
    switch (d.kind) {
      case "Signature": {
        const items: SigItem[] = [];
        for (const si of d.items) {
          if (si.desc.kind === "Type")
            for (const td of si.desc.decls)
              items.push({
                kind: "Type",
                ident: createIdent(td.name.txt),
                rec: "First",
                decl: {
                  params: td.params.map(() => newType({ kind: "Var", name: undefined }, 100000000)),
                  kind: { kind: "Abstract" },
                  manifest: undefined,
                  private: false,
                  variance: td.params.map(() => ({ pos: true, neg: true, inj: true })),
                  immediate: false,
                  loc: td.loc,
                },
              });
          else if (si.desc.kind === "Module" && si.desc.decl.name.txt !== undefined)
            items.push({ kind: "Module", ident: createIdent(si.desc.decl.name.txt), type: this.approxModtype(env, si.desc.decl.type), rec: "Not" });
          // A class or a class type: a class type without methods (OCaml's `approx_class`), so that
          // the signatures' classes may inherit it and name its types.
          else if (si.desc.kind === "Class" || si.desc.kind === "ClassType") {
            const decls = si.desc.decls.map((cd) => ({ ...cd, type: { kind: "Signature" as const, fields: [], loc: cd.type.loc } }));
            items.push(...this.core.typeClassDescriptions(env, decls, true).sig);
          }
        }
        return { kind: "Signature", items };
      }
      case "With":
        return this.approxModtype(env, d.type);
      case "Functor":
        return { kind: "Functor", param: undefined, result: this.approxModtype(env, d.result) };
      default:
        try {
          return this.typeModtype(env, smty);
        } catch {
          return { kind: "Signature", items: [] };
        }
    }
  }

  private applyWith(env: Env, mty: ModuleType, c: A.WithConstraint, loc: Location): ModuleType {
    const s = env.scrape(mty);
    if (!s || s.kind !== "Signature") throw errorAt(loc, "This module type is not a signature");
    const names: string[] = [];
    let l: A.Longident = c.path.txt;
    while (l.kind === "Ldot") {
      names.unshift(l.name);
      l = l.prefix;
    }
    if (l.kind === "Lident") names.unshift(l.name);
    return { kind: "Signature", items: this.withIn(env, s.items, names, c, loc) };
  }

  private withIn(env: Env, items: ModuleSignature, names: string[], c: A.WithConstraint, loc: Location): ModuleSignature {
    const [head, ...rest] = names;
    if (rest.length > 0) {
      let found = false;
      const out = items.map((it) => {
        if (it.kind !== "Module" || it.ident.name !== head) return it;
        found = true;
        const s = env.scrape(it.type);
        if (!s || s.kind !== "Signature") return it;
        return { ...it, type: { kind: "Signature" as const, items: this.withIn(env.addSignature(items), s.items, rest, c, loc) } };
      });
      if (!found) throw errorAt(c.path.loc, `The signature constrained by \`with' has no component named ${head}`);
      return out;
    }
    const innerEnv = env.addSignature(items);
    switch (c.kind) {
      case "Type":
      case "TypeSubst": {
        const idx = items.findIndex((it) => it.kind === "Type" && it.ident.name === head);
        if (idx < 0) throw errorAt(loc, `The signature constrained by \`with' has no component named ${head}`);
        const it = items[idx] as Extract<SigItem, { kind: "Type" }>;
        const { decls } = typeTypeDecls(innerEnv, "Nonrecursive", [{ ...c.decl, name: { ...c.decl.name, txt: head! } }]);
        const nd = decls[0]!.decl;
        const decl: TypeDecl = { ...it.decl, loc: c.decl.loc, params: nd.params, manifest: nd.manifest, private: nd.private, paramNames: nd.paramNames, kind: nd.kind.kind === "Abstract" ? it.decl.kind : nd.kind };
        if (c.kind === "Type") return items.map((x, i) => (i === idx ? { ...it, decl } : x));
        // `:=` removes the type and replaces it everywhere by its definition.
        const rest2 = items.filter((_, i) => i !== idx);
        return substTypeInSig(rest2, it.ident, decl);
      }
      case "Module":
      case "ModuleSubst": {
        const target = this.lookupModule(env, c.target);
        const idx = items.findIndex((it) => it.kind === "Module" && it.ident.name === head);
        if (idx < 0) throw errorAt(loc, `The signature constrained by \`with' has no component named ${head}`);
        const it = items[idx] as Extract<SigItem, { kind: "Module" }>;
        const type = strengthen(env, target.type, target.path);
        if (c.kind === "Module") return items.map((x, i) => (i === idx ? { ...it, type } : x));
        const sub = new Subst().add(identKey(it.ident), target.path);
        return sub.signature(items.filter((_, i) => i !== idx));
      }
    }
  }

  // -------------------------------------------------------------------------------------------
  // Signatures

  typeSignature(env0: Env, sitems: A.Signature): { sig: SigItem[]; env: Env } {
    let env = env0;
    const sig: SigItem[] = [];
    for (const si of sitems) {
      const d = si.desc;
      switch (d.kind) {
        case "Value": {
          const v = d.value;
          beginDef();
          const t = translType(env, v.type, new TypeVars("extensible"));
          endDef();
          generalize(t);
          const desc: ValueDesc = {
            type: t,
            kind: v.prim.length > 0 ? { kind: "Primitive", prims: v.prim, arity: arityOf(t), attributes: primAttributes(v.attributes) } : { kind: "Regular" },
            loc: v.loc,
            ...withAlerts(v.attributes),
          };
          const ident = createIdent(v.name.txt);
          env = env.addValue(ident, desc);
          sig.push({ kind: "Value", ident, desc });
          // Watched (warning 32) as ocamlc watches the values of a signature in an implementation.
          this.usage.registerValue(v.name.txt, desc.loc, stateWithAttributes(v.attributes, this.ctx.warnings.state));
          break;
        }
        case "ClassType": {
          const r = this.core.typeClassDescriptions(env, d.decls, true);
          env = r.env;
          sig.push(...r.sig);
          break;
        }
        case "Class": {
          const r = this.core.typeClassDescriptions(env, d.decls);
          env = r.env;
          sig.push(...r.sig);
          break;
        }
        case "Type": {
          const r = typeTypeDecls(env, d.rec, d.decls);
          env = r.env;
          const first = d.rec === "Nonrecursive" && r.decls.some((x) => mentionsName(x.decl, x.ident.name)) ? "Nonrec" : "First";
          for (const x of r.rows ?? []) sig.push({ kind: "Type", ident: x.ident, decl: x.decl, rec: "First" });
          r.decls.forEach((x, i) => sig.push({ kind: "Type", ident: x.ident, decl: x.decl, rec: i === 0 ? first : "Next" }));
          // The types of a signature are watched (warning 34), its constructors and fields not.
          this.usage.registerTypes(r.decls, (i) => stateWithAttributes(d.decls[i]!.attributes, this.ctx.warnings.state), true);
          break;
        }
        case "TypeSubst": {
          const r = typeTypeDecls(env, "Nonrecursive", d.decls);
          env = r.env;
          break;
        }
        case "TypeExtension": {
          const r = typeTypeExtension(env, d.extension);
          r.items.forEach((x, i) => {
            env = env.addExtension(x.ident, x.ext);
            sig.push({ kind: "TypeExt", ident: x.ident, ext: x.ext, status: i === 0 ? "First" : "Next" });
          });
          break;
        }
        case "Exception": {
          const r = typeException(env, d.constructor);
          env = env.addExtension(r.ident, r.ext);
          sig.push({ kind: "TypeExt", ident: r.ident, ext: r.ext, status: "Exception" });
          break;
        }
        case "Module": {
          const type = this.typeModtype(env, d.decl.type);
          const ident = createIdent(d.decl.name.txt ?? "_");
          if (d.decl.name.txt !== undefined) {
            const alerts = alertsOfAttributes(d.decl.attributes);
            env = env.addModule(ident, type, alerts);
            sig.push({ kind: "Module", ident, type, rec: "Not", loc: d.decl.loc, ...(alerts ? { alerts } : {}) });
            watchDeclaredModule(ident, d.decl.loc, stateWithAttributes(d.decl.attributes, this.ctx.warnings.state));
          }
          break;
        }
        case "ModuleSubst":
          break;
        case "RecModule": {
          const idents = d.decls.map((m) => createIdent(m.name.txt ?? "_"));
          // Approximation: each declaration sees the earlier ones.
          d.decls.forEach((m, i) => {
            const type = this.typeModtype(env, m.type);
            env = env.addModule(idents[i]!, type);
            sig.push({ kind: "Module", ident: idents[i]!, type, rec: i === 0 ? "First" : "Next" });
          });
          break;
        }
        case "ModuleType": {
          const type = d.decl.type && this.typeModtype(env, d.decl.type);
          const ident = createIdent(d.decl.name.txt);
          const alerts = alertsOfAttributes(d.decl.attributes);
          env = env.addModtype(ident, type, alerts);
          sig.push({ kind: "ModType", ident, type, ...(alerts ? { alerts } : {}) });
          break;
        }
        case "Open": {
          const m = this.lookupModule(env, d.open.module);
          const comps = env.componentsOf(m.path);
          if (comps) env = env.open(m.path, comps);
          break;
        }
        case "Include": {
          const mty = this.typeModtype(env, d.type);
          const s = env.scrape(mty);
          if (!s || s.kind !== "Signature") throw errorAt(si.loc, "This module type is not a signature");
          const fresh = refreshSignature(s.items);
          env = env.addSignature(fresh);
          sig.push(...fresh);
          break;
        }
        case "Attribute":
          this.ctx.warnings.state = stateWithAttributes([d.attribute], this.ctx.warnings.state);
          break;
        case "Extension":
          throw errorAt(d.name.loc, `Uninterpreted extension '${d.name.txt}'.`);
      }
    }
    return { sig, env };
  }

  // -------------------------------------------------------------------------------------------
  // Module expressions

  /**
   * The matches (functions, handlers, pattern \`let\`s) typed in full inside the definition where
   * a type error stopped the structure, after \`done\`: ocamlc has checked their patterns, so
   * their warnings are due before the error. Each outermost one, as an item of its own in the
   * warning state it was typed in (an inner match is checked with its outer one).
   */
  private unfinishedItems(done: readonly TStructureItem[]): TStructureItem[] {
    const last = done[done.length - 1]?.loc;
    const after = (l: Location): boolean => last === undefined || l.file !== last.file || l.start.offset >= last.end.offset;
    const typed = this.ctx.warnings.typedMatches.map((m, order) => ({ ...m, order })).filter((m) => after(m.node.loc));
    // By start, the longer (and, for one span, the later typed: the outer) first; a span
    // inside the last one kept is inside an outer match.
    typed.sort((a, b) => a.node.loc.start.offset - b.node.loc.start.offset || b.node.loc.end.offset - a.node.loc.end.offset || b.order - a.order);
    const out: TStructureItem[] = [];
    let end = -1;
    for (const m of typed) {
      if (m.node.loc.end.offset <= end) continue;
      end = m.node.loc.end.offset;
      const item: TStructureItem = { kind: "Eval", expr: m.node, loc: m.node.loc };
      recordItemWarningState(item, m.state);
      out.push(item);
    }
    return out;
  }

  /**
   * `anchor`: the path a recursive module's definition is known by (`A` in `module rec A : S =
   * struct .. end`, `A.M` for a structure inside it): the types its structure defines take the
   * declared ones as their equations, as OCaml's typer does, so that `A.t` and the structure's
   * own `t` are one type inside the definition.
   */
  typeModule(env: Env, sm: A.ModuleExpr, anchor?: Path): TModuleExpr {
    const tm = this.typeModuleExpr(env, sm, anchor);
    // The translation reads `[@inline]`/`[@inlined]` (warning 53).
    return sm.attributes.length > 0 ? { ...tm, attributes: sm.attributes } : tm;
  }

  private typeModuleExpr(env: Env, sm: A.ModuleExpr, anchor?: Path): TModuleExpr {
    const d = sm.desc;
    const loc = sm.loc;
    switch (d.kind) {
      case "Ident": {
        const m = this.lookupModule(env, d.name);
        const type = m.type.kind === "Alias" ? m.type : strengthen(env, m.type, m.path);
        return { desc: { kind: "Ident", path: m.path }, type, loc };
      }
      case "Structure": {
        const s = this.ctx.warnings.preserving(() => this.typeStructure(env, d.items, anchor));
        return { desc: { kind: "Structure", structure: s.tree }, type: { kind: "Signature", items: s.tree.signature }, loc };
      }
      case "Functor": {
        if (d.param.kind === "Unit") {
          const body = this.typeModule(env, d.body);
          return { desc: { kind: "Functor", param: undefined, body }, type: { kind: "Functor", param: undefined, result: body.type }, loc };
        }
        const pty = this.typeModtype(env, d.param.type);
        const ident = createIdent(d.param.name.txt ?? "_");
        const env2 = d.param.name.txt ? env.addModule(ident, pty) : env;
        if (d.param.name.txt !== undefined) watchModule(ident, d.param.name.loc, this.ctx.warnings.state, 60, d.param.type.loc.end.offset);
        const body = this.typeModule(env2, d.body);
        return {
          desc: { kind: "Functor", param: ident, body },
          type: { kind: "Functor", param: { ident, type: pty }, result: body.type },
          loc,
        };
      }
      case "Apply":
      case "ApplyUnit": {
        this.checkApplicationArity(env, sm);
        const f = this.typeModule(env, d.functor);
        const ft = env.scrape(f.type);
        if (!ft || ft.kind !== "Functor") throw errorAt(d.functor.loc, "This module is not a functor");
        if (d.kind === "ApplyUnit") {
          if (ft.param) throw errorAt(loc, "This functor has type\n" + modtypeToString(f.type, env) + "\n       The parameter cannot be eliminated in the result type.\n       Please bind the argument to a module identifier.");
          return { desc: { kind: "Apply", functor: f, arg: undefined }, type: ft.result, loc };
        }
        const arg = this.typeModule(env, d.arg);
        if (!ft.param) throw errorAt(loc, "This is a generative functor. It can only be applied to ()");
        this.checkInclusion(env, arg.type, ft.param.type, loc, "functor");
        // What the parameter does not export of a structure argument is never reached.
        this.warnUnusedLocalValues(arg);
        let result = ft.result;
        const argPath = pathOfModule(arg);
        if (argPath !== undefined) {
          result = new Subst().add(identKey(ft.param.ident), argPath).moduleType(result);
          // Applicative functors: `F(X).t` is the same type wherever F(X) is written.
          const fPath = pathOfModule(f);
          if (fPath !== undefined) result = strengthen(env, result, { kind: "Papply", functor: fPath, arg: argPath });
        } else {
          // A non-path argument: it is named by a fresh ident whose types are then expanded away.
          const id = createIdent(ft.param.ident.name);
          const envX = env.addModule(id, arg.type);
          result = nondepModtype(envX, new Subst().add(identKey(ft.param.ident), pident(id)).moduleType(result), id);
        }
        return { desc: { kind: "Apply", functor: f, arg }, type: result, loc };
      }
      case "Constraint": {
        const m = this.typeModule(env, d.module, anchor);
        return this.constrainModule(env, m, this.typeModtype(env, d.type), d.module.loc, loc);
      }
      case "Unpack": {
        const e = this.core.typeExpr(env, d.expr);
        const t = repr(e.type);
        if (t.desc.kind !== "Package") throw errorAt(loc, "The signature for this packaged module couldn't be inferred.");
        return { desc: { kind: "Unpack", expr: e }, type: this.packageModtype(env, t), loc };
      }
      case "Extension":
        throw errorAt(d.name.loc, `Uninterpreted extension '${d.name.txt}'.`);
    }
  }

  /** `(m : mty)`, the module `m` typed and `mty` too: their inclusion checked, warning 32 for what `mty` hides. */
  private constrainModule(env: Env, m: TModuleExpr, mty: ModuleType, moduleLoc: Location, loc: Location): TModuleExpr {
    this.checkInclusion(env, m.type, mty, moduleLoc, "constraint");
    const spec = env.scrape(mty);
    if (m.desc.kind === "Structure" && spec && spec.kind === "Signature") this.warnUnusedValues(m.desc.structure.signature, spec.items);
    return { desc: { kind: "Constraint", module: m, signature: mty }, type: mty, loc };
  }

  // -------------------------------------------------------------------------------------------
  // Structures

  typeStructure(env0: Env, sitems: A.Structure, anchor?: Path): { tree: TypedStructure; env: Env } {
    const openedBefore = this.openedStructures.length;
    const openedLocally: TModuleExpr[] = [];
    let env = env0;
    const items: TStructureItem[] = [];
    // Each item is typed at the level of the structure: 0 for a unit, the enclosing expression's
    // for a `let module` (so a binding in the body after it still sees the function's variables
    // as not generalisable), and the level is the same after the structure as before.
    const level = getLevel();
    const sig: SigItem[] = [];
    const defined = { type: new Set<string>(), module: new Set<string>(), "module type": new Set<string>() };
    const define = (what: keyof typeof defined, name: string | undefined, loc: Location): void => {
      if (name === undefined) return;
      if (defined[what].has(name))
        throw errorAt(loc, `Multiple definition of the ${what} name ${name}.\n       Names must be unique in a given structure or signature.`);
      defined[what].add(name);
    };
    try {
      for (const si of sitems) {
        const itemsBefore = items.length;
        this.coreCtx.typeVars = new TypeVars("extensible");
        setLevel(level);
        switch (si.desc.kind) {
          case "Type":
            for (const td of si.desc.decls) define("type", td.name.txt, td.loc);
            break;
          case "Module":
            define("module", si.desc.binding.name.txt, si.loc);
            break;
          case "RecModule":
            for (const b of si.desc.bindings) define("module", b.name.txt, si.loc);
            break;
          case "ModuleType":
            define("module type", si.desc.decl.name.txt, si.loc);
            break;
          default:
            break;
        }
        const d = si.desc;
        const loc = si.loc;
        switch (d.kind) {
          case "Eval": {
            const e = this.ctx.warnings.scopedAttributes(d.attributes, () => this.core.typeExpr(env, d.expr));
            items.push({ kind: "Eval", expr: e, loc });
            break;
          }
          case "Value": {
            const r = this.core.typeLet(env, d.rec, d.bindings, true, loc);
            env = r.env;
            items.push({ kind: "Value", rec: d.rec === "Recursive", bindings: r.bindings, loc });
            // Each value warns as its binding's attributes say (`let x = e [@@warning "-32"]`).
            for (const v of r.vars.vars) {
              const b = r.bindings.find((x) => x.pattern.loc.start.offset <= v.loc.start.offset && v.loc.end.offset <= x.pattern.loc.end.offset);
              const state = b && b.attributes.length > 0 ? stateWithAttributes(b.attributes, this.ctx.warnings.state) : this.ctx.warnings.state;
              this.valueWarningStates.set(identKey(v.ident), state);
            }
            for (const v of r.vars.vars) sig.push({ kind: "Value", ident: v.ident, desc: { type: unpoly(v.type), kind: { kind: "Regular" }, loc: v.loc } });
            break;
          }
          case "ClassType": {
            const r = this.core.typeClassDescriptions(env, d.decls, true);
            env = r.env;
            sig.push(...r.sig);
            items.push({ kind: "ModuleType", loc });
            break;
          }
          case "Class": {
            const r = this.core.typeClassDecls(env, d.decls);
            env = r.env;
            sig.push(...r.sig);
            items.push({ kind: "Class", classes: r.classes, loc });
            break;
          }
          case "Primitive": {
            const v = d.value;
            beginDef();
            const t = translType(env, v.type, new TypeVars("extensible"));
            endDef();
            generalize(t);
            // As OCaml: only a `%` primitive (a compiler builtin such as `%sys_argv`) may be a non-function.
            if (arityOf(t) === 0 && !v.prim[0]?.startsWith("%")) throw errorAt(v.type.loc, "External identifiers must be functions");
            const desc: ValueDesc = { type: t, kind: { kind: "Primitive", prims: v.prim, arity: arityOf(t), attributes: primAttributes(v.attributes) }, loc: v.loc, ...withAlerts(v.attributes) };
            const ident = createIdent(v.name.txt);
            env = env.addValue(ident, desc);
            sig.push({ kind: "Value", ident, desc });
            items.push({ kind: "Primitive", ident, value: desc, loc });
            break;
          }
          case "Type": {
            const r = anchor === undefined ? typeTypeDecls(env, d.rec, d.decls) : enrichTypeDecls(env, typeTypeDecls(env, d.rec, d.decls), anchor);
            env = r.env;
            this.usage.registerTypes(r.decls, (i) => stateWithAttributes(d.decls[i]!.attributes, this.ctx.warnings.state));
            const first = d.rec === "Nonrecursive" && r.decls.some((x) => mentionsName(x.decl, x.ident.name)) ? "Nonrec" : "First";
            for (const x of r.rows ?? []) sig.push({ kind: "Type", ident: x.ident, decl: x.decl, rec: "First" });
            r.decls.forEach((x, i) => sig.push({ kind: "Type", ident: x.ident, decl: x.decl, rec: i === 0 ? first : "Next" }));
            items.push({ kind: "Type", decls: r.decls, loc });
            break;
          }
          case "TypeExtension": {
            const r = typeTypeExtension(env, d.extension);
            const extState = stateWithAttributes(d.extension.attributes, this.ctx.warnings.state);
            r.items.forEach((x, i) => {
              env = env.addExtension(x.ident, x.ext);
              sig.push({ kind: "TypeExt", ident: x.ident, ext: x.ext, status: i === 0 ? "First" : "Next" });
              this.usage.registerExtension(x.ident, x.ext, false, x.rebind !== undefined, extState);
            });
            items.push({ kind: "Extension", constructors: r.items, loc });
            break;
          }
          case "Exception": {
            const r = typeException(env, d.constructor);
            env = env.addExtension(r.ident, r.ext);
            sig.push({ kind: "TypeExt", ident: r.ident, ext: r.ext, status: "Exception" as ExtStatus });
            this.usage.registerExtension(r.ident, r.ext, true, r.rebind !== undefined, stateWithAttributes(d.constructor.attributes, this.ctx.warnings.state));
            items.push({ kind: "Extension", constructors: [r], loc });
            break;
          }
          case "Module": {
            const b = d.binding;
            const m = this.typeModule(env, b.module, anchor && b.name.txt !== undefined ? pdot(anchor, b.name.txt) : undefined);
            if (b.name.txt === undefined) {
              items.push({ kind: "Module", ident: undefined, module: m, loc, ...(b.attributes.length > 0 ? { attributes: b.attributes } : {}) });
              break;
            }
            const ident = createIdent(b.name.txt);
            // `module N = M` is an alias of M.
            const type: ModuleType = m.desc.kind === "Ident" && b.module.desc.kind === "Ident" ? { kind: "Alias", path: m.desc.path } : m.type;
            const alerts = alertsOfAttributes(b.attributes);
            env = env.addModule(ident, type, alerts);
            // Warning 60: watched once its definition is typed, as ocamlc adds it then (in the
            // state around the item: its own [@@warning] attributes do not apply).
            watchModule(ident, loc, this.ctx.warnings.state, 60, loc.end.offset);
            sig.push({ kind: "Module", ident, type, rec: "Not", ...(alerts ? { alerts } : {}) });
            items.push({ kind: "Module", ident, module: m, loc, ...(b.attributes.length > 0 ? { attributes: b.attributes } : {}) });
            break;
          }
          case "RecModule": {
            const idents = d.bindings.map((b) => createIdent(b.name.txt ?? "_"));
            const smtys = d.bindings.map((b) => {
              if (b.module.desc.kind !== "Constraint") throw errorAt(b.module.loc, "Recursive modules require an explicit module type.");
              return b.module.desc.type;
            });
            // The declared types may refer to each other: they are typed in an environment where
            // each module has an approximation of its type (its type names, abstract).
            let approxEnv = env;
            idents.forEach((id, i) => (approxEnv = approxEnv.addModule(id, this.approxModtype(env, smtys[i]!))));
            const warned = this.ctx.warnings.diagnostics.length;
            let declared = smtys.map((smty) => this.typeModtype(approxEnv, smty));
            // As OCaml, they are typed again where each module has the type first found (the first
            // typing's warnings and alerts dropped): a class of a signature may inherit one of the
            // group (approximated without methods), and a type of the group its alerts.
            this.ctx.warnings.diagnostics.length = warned;
            let firstEnv = env;
            idents.forEach((id, i) => (firstEnv = firstEnv.addModule(id, declared[i]!)));
            declared = smtys.map((smty) => this.typeModtype(firstEnv, smty));
            let recEnv = env;
            idents.forEach((id, i) => (recEnv = recEnv.addModule(id, declared[i]!)));
            // Each module's own expression, checked against the type declared for it (typed once,
            // above, as OCaml types it once: its alerts and warnings are given once).
            const mods = d.bindings.map((b, i) => {
              const inner = (b.module.desc as Extract<A.ModuleExprDesc, { kind: "Constraint" }>).module;
              return this.constrainModule(recEnv, this.typeModule(recEnv, inner, pident(idents[i]!)), declared[i]!, inner.loc, b.module.loc);
            });
            env = recEnv;
            idents.forEach((id, i) => sig.push({ kind: "Module", ident: id, type: declared[i]!, rec: i === 0 ? "First" : "Next" }));
            // Where each module is defined: its structure (or expression), inside the constraint.
            const defLocs = mods.map((m) => (m.desc.kind === "Constraint" ? m.desc.module.loc : m.loc));
            const infos = recModuleInfos(recEnv, idents.map((ident, i) => ({ ident, module: mods[i]!, declared: declared[i]!, loc: defLocs[i]! })));
            items.push({ kind: "RecModule", bindings: idents.map((ident, i) => ({ ident, module: mods[i]!, rec: infos[i]!, loc: defLocs[i]! })), loc });
            break;
          }
          case "ModuleType": {
            const type = d.decl.type && this.typeModtype(env, d.decl.type);
            const ident = createIdent(d.decl.name.txt);
            const alerts = alertsOfAttributes(d.decl.attributes);
            env = env.addModtype(ident, type, alerts);
            sig.push({ kind: "ModType", ident, type, ...(alerts ? { alerts } : {}) });
            items.push({ kind: "ModuleType", loc });
            break;
          }
          case "Open": {
            const r = this.openModule(env, d.module, { loc, bang: d.override });
            env = r.env;
            items.push({ kind: "Open", module: r.module, ident: r.ident, loc });
            if (r.module.desc.kind === "Structure") openedLocally.push(r.module);
            break;
          }
          case "Include": {
            const m = this.typeModule(env, d.module);
            const s = env.scrape(m.type);
            if (!s || s.kind !== "Signature") throw errorAt(d.module.loc, `This module is not a structure; it has type\n       ${modtypeToString(m.type, env)}`);
            const incl = s.items;
            env = env.addSignature(incl);
            sig.push(...incl);
            items.push({ kind: "Include", module: m, signature: incl, loc });
            break;
          }
          case "Attribute":
            this.ctx.warnings.state = stateWithAttributes([d.attribute], this.ctx.warnings.state);
            break;
          case "Extension":
            throw errorAt(d.name.loc, `Uninterpreted extension '${d.name.txt}'.`);
        }
        for (let k = itemsBefore; k < items.length; k++) recordItemWarningState(items[k]!, this.ctx.warnings.state);
        env = env.foldValues();
      }
    } catch (e) {
      // The items typed before the error, for the warnings of the pattern matches among them
      // (the outermost structure's, set last), and the matches finished since, looked for only
      // when asked, since each enclosing structure replaces what an inner one set.
      if (e instanceof CompileError) {
        const done = [...items];
        e.doneBefore = { items: done, signature: sig, unfinished: () => this.unfinishedItems(done) } satisfies TypedStructure & { unfinished: () => TStructureItem[] };
      }
      throw e;
    } finally {
      setLevel(level);
    }
    // The values of an `open struct ... end` are not exported: only the rest of the structure uses them.
    for (const m of openedLocally) this.warnUnusedLocalValues(m);
    let signature = removeShadowed(sig);
    for (const id of this.openedStructures.splice(openedBefore)) {
      const m = nondepModtype(env, { kind: "Signature", items: signature }, id);
      if (m.kind === "Signature") signature = [...m.items];
    }
    return { tree: { items, signature }, env };
  }

  /** Modules made for `open struct ... end`: their types are expanded out of signatures. */
  private readonly openedStructures: Ident[] = [];

  /** Warning 32: values of a structure hidden by its signature and never used. */
  warnUnusedValues(impl: ModuleSignature, spec: ModuleSignature): void {
    // What `spec` exports at any depth first: a functor's body may be exported through the
    // module an application of it makes, later in the structure.
    this.markExportedIn(impl, spec);
    const exported = new Set(spec.filter((it) => it.kind === "Value").map((it) => it.ident.name));
    for (const it of impl) {
      if (it.kind === "Module" && it.type.kind === "Signature") {
        // A submodule's values: those its signature in `spec` hides, or all if it hides it.
        const s = spec.find((x) => x.kind === "Module" && x.ident.name === it.ident.name);
        if (s === undefined) this.warnUnusedIn(it.type.items);
        else if (s.kind === "Module" && s.type.kind === "Signature") this.warnUnusedValues(it.type.items, s.type.items);
      }
      if (it.kind === "Module" && it.type.kind === "Functor") {
        // A functor's body: the values its result in `spec` hides, or all if `spec` hides it.
        const body = functorBody(it.type);
        const s = spec.find((x) => x.kind === "Module" && x.ident.name === it.ident.name);
        const specBody = s?.kind === "Module" && s.type.kind === "Functor" ? functorBody(s.type) : undefined;
        if (body !== undefined && s === undefined) this.warnUnusedIn(body);
        else if (body !== undefined && specBody !== undefined) this.warnUnusedValues(body, specBody);
      }
      if (it.kind !== "Value" || exported.has(it.ident.name)) continue;
      this.warnUnusedValue(it.ident, it.desc);
    }
  }

  /** The values of `impl` that `spec` exports count as used, at any depth (functors' bodies too). */
  private markExportedIn(impl: ModuleSignature, spec: ModuleSignature): void {
    const exported = new Set(spec.filter((it) => it.kind === "Value").map((it) => it.ident.name));
    for (const it of impl) {
      if (it.kind === "Value" && exported.has(it.ident.name)) this.core.markValueUsed(it.ident, it.desc.loc);
      if (it.kind !== "Module") continue;
      const s = spec.find((x) => x.kind === "Module" && x.ident.name === it.ident.name);
      if (s?.kind !== "Module") continue;
      const i = it.type.kind === "Functor" ? functorBody(it.type) : it.type.kind === "Signature" ? it.type.items : undefined;
      const t = s.type.kind === "Functor" ? functorBody(s.type) : s.type.kind === "Signature" ? s.type.items : undefined;
      if (i !== undefined && t !== undefined) this.markExportedIn(i, t);
    }
  }

  /** Warning 32 for the values of a signature no signature exports, at any depth. */
  private warnUnusedIn(sig: ModuleSignature): void {
    for (const it of sig) {
      if (it.kind === "Module" && it.type.kind === "Signature") this.warnUnusedIn(it.type.items);
      if (it.kind === "Module" && it.type.kind === "Functor") {
        const body = functorBody(it.type);
        if (body !== undefined) this.warnUnusedIn(body);
      }
      // Only the values defined by `let` (an `external` is not watched).
      if (it.kind === "Value" && this.valueWarningStates.has(identKey(it.ident))) this.warnUnusedValue(it.ident, it.desc);
    }
  }

  /** Warning 32 for one value of a structure unless a use or an export reached it. */
  private warnUnusedValue(ident: Ident, desc: ValueDesc): void {
    if (ident.name.startsWith("_") || this.core.valueUsed(ident, desc.loc) || this.warnedUnused.has(desc.loc)) return;
    this.warnedUnused.add(desc.loc);
    const state = this.valueWarningStates.get(identKey(ident));
    this.ctx.warnings.warnWithState(state, desc.loc, 32, `unused value ${ident.name}.`);
  }

  /** The values warning 32 was given for (a structure included in another is seen twice). */
  private readonly warnedUnused = new Set<Location>();

  /** Whether a use or an export reached the value declared at `loc`, or it was warned about. */
  valueReachedOrWarned(loc: Location): boolean {
    return this.core.usedValueLocs.has(loc) || this.warnedUnused.has(loc);
  }

  /**
   * Warning 32 for the values of a structure that nothing outside it can reach but through its
   * module (that of a `let module`, of an `open struct` in an expression, a packed one), once
   * what may use them is typed: those, at any depth of its submodules, that no use reached and no
   * signature it was matched against exports.
   */
  warnUnusedLocalValues(m: TModuleExpr): void {
    if (m.desc.kind === "Structure") this.warnUnusedIn(m.desc.structure.signature);
    // A local functor's body: nothing outside reaches its values but through an application.
    else if (m.desc.kind === "Functor") this.warnUnusedLocalValues(m.desc.body);
  }

  /** The values of `impl` that `spec` exports count as used (warning 32), at any depth. */
  private markExportedValues(env: Env, impl: ModuleType, spec: ModuleType): void {
    const i = env.scrape(impl);
    const s = env.scrape(spec);
    if (!i || !s || i.kind !== "Signature" || s.kind !== "Signature") return;
    for (const it of s.items) {
      if (it.kind !== "Value" && it.kind !== "Module") continue;
      const found = i.items.find((x) => x.kind === it.kind && x.ident.name === it.ident.name);
      if (found?.kind === "Value") this.core.markValueUsed(found.ident, found.desc.loc);
      else if (found?.kind === "Module" && it.kind === "Module") this.markExportedValues(env, found.type, it.type);
    }
  }

  /** The warning settings where each value was defined (warning 32 is decided later). */
  readonly valueWarningStates = new Map<string, import("./warnings.js").WarningState>();

  /**
   * `F a1 ... an` where the path F names a module of fewer than n parameters: ocamlc 4.13's
   * report of the application, the arguments aligned with the parameters.
   */
  private checkApplicationArity(env: Env, sm: A.ModuleExpr): void {
    const args: ({ kind: "Unit" } | { kind: "Module"; expr: A.ModuleExpr })[] = [];
    let head = sm;
    for (;;) {
      const hd = head.desc;
      if (hd.kind === "Apply") args.unshift({ kind: "Module", expr: hd.arg });
      else if (hd.kind === "ApplyUnit") args.unshift({ kind: "Unit" });
      else break;
      head = hd.functor;
    }
    if (head.desc.kind !== "Ident") return;
    const params: ({ kind: "Unit" } | { kind: "Named"; ident: Ident; type: ModuleType })[] = [];
    let t: ModuleType | undefined = env.scrape(this.lookupModule(env, head.desc.name).type);
    while (t !== undefined && t.kind === "Functor") {
      params.push(t.param === undefined ? { kind: "Unit" } : { kind: "Named", ident: t.param.ident, type: t.param.type });
      t = env.scrape(t.result);
    }
    if (args.length <= params.length) return;
    // (`(struct end)` is `()` there, as OCaml 4.13 reads it.)
    const isUnit = (a: (typeof args)[number]): boolean => a.kind === "Unit" || (a.expr.desc.kind === "Structure" && a.expr.desc.items.length === 0);
    const typed = args.map((a) => (isUnit(a) || a.kind === "Unit" ? undefined : this.typeModule(env, a.expr)));
    const appArgs: AppArg[] = args.map((a, k) => {
      const tm = typed[k];
      if (tm === undefined || a.kind === "Unit") return { kind: "Unit" };
      // (A module path's type strengthened, as ocamlc prints it; an alias's, the module's own.)
      let mty = tm.type;
      for (let n = 0; mty.kind === "Alias" && n < 100; n++) mty = env.findModuleByPath(mty.path) ?? mty;
      const type = printModuleTypeDoc(mty, env);
      return a.expr.desc.kind === "Ident" ? { kind: "Named", name: longidentName(a.expr.desc.name.txt), type } : { kind: "Anonymous", type };
    });
    const appParams: AppParam[] = params.map((q) =>
      q.kind === "Unit" ? q : { kind: "Named", name: q.ident.name === "_" ? undefined : q.ident.name, type: printModuleTypeDoc(q.type, env), elided: q.type.kind === "Signature" && q.type.items.length > 0 },
    );
    const pair = (i: number, j: number): Pairing => {
      const a = appArgs[i]!;
      const q = params[j]!;
      const text = (s: string) => (p: Pretty) => p.text(s);
      if (a.kind === "Unit") return q.kind === "Unit" ? { ok: true, cost: 0 } : { ok: false, why: text("The functor was expected to be applicative at this position") };
      if (q.kind === "Unit") return { ok: false, why: text("The functor was expected to be generative at this position") };
      const argType = typed[i]!.type;
      if (this.inclusionErrors(env, argType, q.type).length > 0)
        return {
          ok: false,
          why: (p) => {
            p.openBox(2);
            p.text("Modules do not match:");
            p.space();
            p.text(`${a.kind === "Named" ? a.name : "..."} :`);
            p.space();
            a.type(p);
            p.space();
            p.text("is not included in");
            p.space();
            printModuleTypeDoc(q.type, env)(p);
            p.closeBox();
          },
        };
      const paramName = q.ident.name === "_" ? undefined : q.ident.name;
      return { ok: true, cost: a.kind === "Named" ? (paramName === undefined || paramName !== a.name ? 1 : 0) : paramName === undefined ? 0 : 1 };
    };
    throw errorAt(sm.loc, layoutMessage(functorAppDiff(appArgs, appParams, pair)));
  }

  // -------------------------------------------------------------------------------------------
  // Inclusion

  /**
   * The `deprecated` alerts of an inclusion: a mutable field `[@deprecated_mutable]` in the
   * implementation but not in the signature (OCaml 4.13 gives this alert only there, not at an
   * assignment), with where the field is defined and where the signature expects it.
   */
  private pendingInclusionAlerts: { message: string; notes: NonNullable<Diagnostic["notes"]> }[] = [];

  private deprecatedMutableInclusion(impl: TypeDecl, spec: TypeDecl): void {
    if (impl.kind.kind !== "Record" || spec.kind.kind !== "Record") return;
    impl.kind.fields.forEach((f, k) => {
      const g = (spec.kind as Extract<TypeDecl["kind"], { kind: "Record" }>).fields[k];
      if (f.deprecatedMutable === undefined || g === undefined || g.deprecatedMutable !== undefined) return;
      this.pendingInclusionAlerts.push({
        message: `mutating field ${f.name}${f.deprecatedMutable === "" ? "" : `\n${f.deprecatedMutable}`}`,
        notes: [
          { location: f.loc, message: "Definition" },
          { location: g.loc, message: "Expected signature" },
        ],
      });
    });
  }

  /** The inclusion alerts found since the last call, to be given at the inclusion's location. */
  takeInclusionAlerts(): { message: string; notes: NonNullable<Diagnostic["notes"]> }[] {
    return this.pendingInclusionAlerts.splice(0);
  }

  checkInclusion(env: Env, impl: ModuleType, spec: ModuleType, loc: Location, context: "constraint" | "functor"): void {
    // What the signature exports of the module is used (warnings 34, 37, 38, 69).
    noteModuleExported(env, impl, spec);
    noteModuleExportedModules(env, impl, spec);
    this.markExportedValues(env, impl, spec);
    const errs = this.inclusionErrors(env, impl, spec);
    const alerts = this.takeInclusionAlerts();
    if (errs.length === 0) {
      for (const a of alerts) reportAlert(loc, "deprecated", a.message, a.notes);
      return;
    }
    throw errorAt(
      loc,
      layoutMessage((p) => {
        if (context === "constraint" && (hasClass(env, impl) || hasClass(env, spec))) {
          // ocamlc elides signatures that declare classes, and gives the first reason.
          p.openBox(0, "v");
          p.text("Signature mismatch:");
          p.cut();
          p.text("...");
          p.cut();
          errs[0]!(p);
          p.closeBox();
        } else if (context === "constraint") {
          p.openBox(0, "v");
          p.text("Signature mismatch:");
          p.cut();
          p.openBox(2, "hv");
          p.text("Modules do not match:");
          p.space();
          printModuleTypeDoc(impl, env)(p);
          p.brk(1, -2);
          p.text("is not included in");
          p.space();
          printModuleTypeDoc(spec, env)(p);
          p.closeBox();
          for (const e of errs) {
            p.cut();
            e(p);
          }
          p.closeBox();
        } else {
          // One box holds everything; each reason starts a line 2 columns to the left.
          p.openBox(0);
          p.text("Modules do not match:");
          p.space();
          printModuleTypeDoc(impl, env)(p);
          p.brk(1, -2);
          p.text("is not included in");
          p.space();
          printModuleTypeDoc(spec, env)(p);
          for (const e of errs) {
            p.brk(1, -2);
            p.openBox(0, "v");
            e(p);
            p.closeBox();
          }
          p.closeBox();
        }
      }),
    );
  }

  /** The reasons why `impl` is not included in `spec` (empty when it is). */
  inclusionErrors(env: Env, impl: ModuleType, spec: ModuleType): ((p: Pretty) => void)[] {
    if (impl.kind === "Alias") {
      const target = env.findModuleByPath(impl.path);
      if (target) impl = strengthen(env, target, impl.path);
    }
    const si = env.scrape(impl);
    const ss = env.scrape(spec);
    if (!si || !ss) return [];
    if (ss.kind === "Signature" && si.kind === "Signature") return this.signatureErrors(env, si.items, ss.items);
    if (ss.kind === "Functor" && si.kind === "Functor") {
      const errs: ((p: Pretty) => void)[] = [];
      if (ss.param && si.param) {
        errs.push(...this.inclusionErrors(env, ss.param.type, si.param.type));
        const env2 = env.addModule(ss.param.ident, ss.param.type);
        const res = new Subst().add(identKey(si.param.ident), pident(ss.param.ident)).moduleType(si.result);
        errs.push(...this.inclusionErrors(env2, res, ss.result));
      } else errs.push(...this.inclusionErrors(env, si.result, ss.result));
      return errs;
    }
    return [(p) => p.text("Modules do not match")];
  }

  signatureErrors(env0: Env, impl: ModuleSignature, spec: ModuleSignature): ((p: Pretty) => void)[] {
    const env = env0.addSignature(impl);
    // The last item of each kind and name (a later one shadows), indexed for long signatures:
    // a unit checked against its interface would otherwise scan its items once per spec item.
    let index: Map<string, SigItem>[] | undefined;
    const kinds: readonly SigItem["kind"][] = ["Value", "Type", "TypeExt", "Module", "ModType"];
    const find = (kind: SigItem["kind"], name: string): SigItem | undefined => {
      if (impl.length <= 8) {
        for (let i = impl.length - 1; i >= 0; i--) {
          const it = impl[i]!;
          if (it.kind === kind && it.ident.name === name) return it;
        }
        return undefined;
      }
      if (!index) {
        index = kinds.map(() => new Map<string, SigItem>());
        for (const it of impl) index[kinds.indexOf(it.kind)]!.set(it.ident.name, it);
      }
      return index[kinds.indexOf(kind)]!.get(name);
    };
    // Spec idents are renamed to the implementation's, so that their types can be compared.
    const subst = new Subst();
    const missing: ((p: Pretty) => void)[] = [];
    const pairs: [SigItem, SigItem][] = [];
    for (const s of spec) {
      const i = find(s.kind, s.ident.name);
      // The row type of a private row type `t` (`t#row`) stands for the implementation's `t`
      // when the implementation has no row type of its own (OCaml pairs them so); any mismatch
      // is the main type's.
      if (!i && s.kind === "Type" && isRowTypeName(s.ident.name)) {
        const main = find("Type", s.ident.name.slice(0, -4));
        if (main) subst.add(identKey(s.ident), pident(main.ident));
        continue;
      }
      if (!i) {
        const what = s.kind === "Value" ? "value" : s.kind === "Type" ? "type" : s.kind === "Module" ? "module" : s.kind === "ModType" ? "module type" : s.kind === "TypeExt" && s.status === "Exception" ? "exception" : "extension constructor";
        const loc = s.kind === "Value" ? s.desc.loc : s.kind === "Type" ? s.decl.loc : s.kind === "TypeExt" ? s.ext.loc : s.kind === "Module" ? s.loc : undefined;
        missing.push((p) => {
          p.text(`The ${what} \`${s.ident.name}' is required but not provided`);
          declLocation(p, loc, "Expected");
        });
        continue;
      }
      if (s.kind === "Type" || s.kind === "Module" || s.kind === "ModType") subst.add(identKey(s.ident), pident(i.ident));
      pairs.push([i, s]);
    }
    if (missing.length > 0) return missing;
    // A class that does not match its description is the error, not its type abbreviation's.
    const classErrors = new Map<string, (p: Pretty) => void>();
    for (const [i, s0] of pairs) {
      if (i.kind !== "Value" || s0.kind !== "Value" || i.desc.class === undefined || s0.desc.class === undefined) continue;
      const s = subst.sigItem(s0) as typeof s0;
      const why = classMismatch(env, i.desc.class, s.desc.class!);
      if (why) classErrors.set(i.desc.class.name, classDeclarationsError(env, i.desc.class, s.desc.class!, why));
    }
    const errs: ((p: Pretty) => void)[] = [];
    for (const [i, s0] of pairs) {
      if (i.kind === "Type" && i.decl.isClass && classErrors.has(i.ident.name)) continue;
      if (i.kind === "Value" && i.desc.class !== undefined && classErrors.has(i.desc.class.name)) {
        errs.push(classErrors.get(i.desc.class.name)!);
        continue;
      }
      const s = subst.sigItem(s0);
      const e = this.itemError(env, i, s);
      if (e) errs.push(e);
    }
    return errs;
  }

  private itemError(env: Env, i: SigItem, s: SigItem): ((p: Pretty) => void) | undefined {
    const locLines = (p: Pretty, sl: Location | undefined, il: Location | undefined): void => {
      declLocation(p, sl, "Expected");
      declLocation(p, il, "Actual");
    };
    if (i.kind === "Value" && s.kind === "Value") {
      if (moreGeneral(env, i.desc.type, s.desc.type)) return undefined;
      return (p) => {
        notIncluded(p, "Values do not match:", i, s, env);
        locLines(p, s.desc.loc, i.desc.loc);
      };
    }
    if (i.kind === "Type" && s.kind === "Type") {
      const why = typeDeclMismatch(env, i, s);
      if (!why) {
        this.deprecatedMutableInclusion(i.decl, s.decl);
        return undefined;
      }
      return (p) => {
        notIncluded(p, "Type declarations do not match:", { ...i, rec: "First" }, { ...s, rec: "First" }, env);
        if (why !== true) {
          p.cut();
          why(p);
        }
        locLines(p, s.decl.loc, i.decl.loc);
      };
    }
    if (i.kind === "TypeExt" && s.kind === "TypeExt") {
      const vars = new Map<number, number>();
      const argsOf = (e: typeof i.ext): readonly Type[] => (e.args.kind === "Tuple" ? e.args.types : e.args.fields.map((f) => f.type));
      const ai = argsOf(i.ext);
      const as = argsOf(s.ext);
      if (ai.length === as.length && ai.every((t, k) => equalTypes(env, t, as[k]!, vars))) return undefined;
      return (p) => {
        const asExt = (x: SigItem): SigItem => (x.kind === "TypeExt" ? { ...x, status: "First" } : x);
        notIncluded(p, "Extension declarations do not match:", asExt(i), asExt(s), env);
        p.cut();
        p.openBox(2, "hv");
        p.text("Constructors do not match:");
        p.space();
        p.text(constructorText(i, env));
        p.brk(1, -2);
        p.text("is not compatible with:");
        p.space();
        p.text(constructorText(s, env));
        p.closeBox();
        p.cut();
        p.text("The types are not equal.");
        locLines(p, s.ext.loc, i.ext.loc);
      };
    }
    if (i.kind === "Module" && s.kind === "Module") {
      const errs = this.inclusionErrors(env, i.type, s.type);
      if (errs.length === 0) return undefined;
      return (p) => {
        p.openBox(0, "v");
        p.text(`In module ${s.ident.name}:`);
        for (const e of errs) {
          p.cut();
          e(p);
        }
        p.closeBox();
      };
    }
    return undefined;
  }
}

/** Whether a type's name is that of the row type of a private row type (`t#row`). */
export function isRowTypeName(name: string): boolean {
  return name.endsWith("#row");
}

function declLocation(p: Pretty, loc: Location | undefined, what: "Expected" | "Actual"): void {
  if (!loc || loc.ghost) return;
  p.cut();
  p.openBox(2);
  p.text(`${formatLocation(loc).replace(/:$/, "")}:`);
  p.space();
  p.text(`${what} declaration`);
  p.closeBox();
}

/** `Class declarations do not match: class c : ... does not match class c : ...` and why. */
function classDeclarationsError(env: Env, i: ClassInfo, s: ClassInfo, why: (p: Pretty) => void): (p: Pretty) => void {
  return (p) => {
    p.openBox(2, "hv");
    p.text(i.classType ? "Class type declarations do not match:" : "Class declarations do not match:");
    p.space();
    classDoc({ ...i, next: false }, new Namer(), env)(p);
    p.brk(1, -2);
    p.text("does not match");
    p.space();
    classDoc({ ...s, next: false }, new Namer(), env)(p);
    p.closeBox();
    p.cut();
    why(p);
  };
}

/** Whether a signature declares a class or class type (ocamlc then elides the signatures in an inclusion error). */
function hasClass(env: Env, mt: ModuleType): boolean {
  const s = env.scrape(mt);
  return s !== undefined && s.kind === "Signature" && s.items.some((it) => it.kind === "Value" && it.desc.class !== undefined);
}

function notIncluded(p: Pretty, head: string, i: SigItem, s: SigItem, env: Env): void {
  p.openBox(2, "hv");
  p.text(head);
  p.space();
  printSigItem(p, i, { namer: new Namer(), env });
  p.brk(1, -2);
  p.text("is not included in");
  p.space();
  printSigItem(p, s, { namer: new Namer(), env });
  p.closeBox();
}

function constructorText(it: SigItem, env: Env): string {
  if (it.kind !== "TypeExt") return "";
  const full = layoutMessage((p) => printSigItem(p, { ...it, status: "Exception" }, { namer: new Namer(), env }), "");
  return full.replace(/^exception /, "");
}

/** Why a type declaration is not included in another: an explanation, `true` (none), or undefined. */
function typeDeclMismatch(env: Env, i: Extract<SigItem, { kind: "Type" }>, s: Extract<SigItem, { kind: "Type" }>): ((p: Pretty) => void) | true | undefined {
  const r = typeDeclMismatch1(env, i, s);
  if (r === undefined || r === true || typeof r === "function") return r;
  return (p) => p.text(r);
}

function typeDeclMismatch1(env: Env, i: Extract<SigItem, { kind: "Type" }>, s: Extract<SigItem, { kind: "Type" }>): string | ((p: Pretty) => void) | true | undefined {
  const di = i.decl;
  const ds = s.decl;
  if (di.params.length !== ds.params.length) return "They have different arities.";
  const selfI: Type = newType({ kind: "Constr", path: pident(i.ident), args: di.params }, 100000000);
  if (ds.kind.kind === "Variant") {
    if (di.kind.kind !== "Variant") return "Their kinds differ.";
    const ci = di.kind.constructors;
    const cs = ds.kind.constructors;
    for (let k = 0; k < Math.min(ci.length, cs.length); k++) {
      if (ci[k]!.name !== cs[k]!.name) return `Constructors number ${k + 1} have different names, ${ci[k]!.name} and ${cs[k]!.name}.`;
    }
    if (ci.length > cs.length) return `An extra constructor, ${ci[cs.length]!.name}, is provided in the first declaration.`;
    if (cs.length > ci.length) return `A constructor, ${cs[ci.length]!.name}, is missing in the first declaration.`;
    for (let k = 0; k < ci.length; k++) {
      const a = ci[k]!.args;
      const b = cs[k]!.args;
      const ta = a.kind === "Tuple" ? a.types : a.fields.map((f) => f.type);
      const tb = b.kind === "Tuple" ? b.types : b.fields.map((f) => f.type);
      const vars = new Map<number, number>();
      di.params.forEach((p, j) => vars.set(repr(p).id, repr(ds.params[j]!).id));
      if (ta.length !== tb.length || !ta.every((t, j) => equalTypes(env, t, tb[j]!, vars)))
        return `The types for field ${ci[k]!.name} are not equal.`;
    }
  } else if (ds.kind.kind === "Record") {
    if (di.kind.kind !== "Record") return "Their kinds differ.";
    const fi = di.kind.fields;
    const fs = ds.kind.fields;
    for (let k = 0; k < Math.min(fi.length, fs.length); k++)
      if (fi[k]!.name !== fs[k]!.name) return `Fields number ${k + 1} have different names, ${fi[k]!.name} and ${fs[k]!.name}.`;
    if (fi.length > fs.length) return `An extra field, ${fi[fs.length]!.name}, is provided in the first declaration.`;
    if (fs.length > fi.length) return `A field, ${fs[fi.length]!.name}, is missing in the first declaration.`;
    for (let k = 0; k < fi.length; k++) {
      const a = fi[k]!;
      const b = fs[k]!;
      if (a.mutable !== b.mutable)
        return (p) => {
          const field = (f: typeof a): string => `${f.mutable ? "mutable " : ""}${f.name} : ${layoutMessage((q) => printOut(q, outType(f.type, new Namer(), env)), "")};`;
          p.openBox(2, "hv");
          p.text("Fields do not match:");
          p.space();
          p.text(field(a));
          p.brk(1, -2);
          p.text("is not compatible with:");
          p.space();
          p.text(field(b));
          p.closeBox();
          p.cut();
          p.text(a.mutable ? "The first is mutable and the second is not." : "The second is mutable and the first is not.");
        };
    }
  } else if (ds.kind.kind === "Open" && di.kind.kind !== "Open") return "Their kinds differ.";
  if (ds.manifest) {
    const vars = new Map<number, number>();
    di.params.forEach((p, j) => vars.set(repr(p).id, repr(ds.params[j]!).id));
    const implSide = di.manifest ?? selfI;
    const specSide = applyParams(ds.params, ds.manifest, di.params);
    void specSide;
    const row = ds.private ? privateRowIncluded(env, implSide, ds.manifest, vars) : undefined;
    if (row !== undefined) {
      // ocamlc gives no explanation for a private row type's mismatch.
      if (!row) return true;
    } else if (!equalTypes(env, implSide, ds.manifest, vars)) return true;
  }
  if (!ds.private && di.private) return "A private type would be revealed.";
  return undefined;
}

/**
 * A private row type's definition (`private [> `A ]`) against the implementation's: undefined
 * when the specification is no such type (its row an abstract type of the implementation's, as
 * OCaml's is_absrow), else whether it is included (OCaml's private_variant): a closed row
 * requires a closed one with no other tag; a tag the specification has present must be there;
 * the tags both have agree, a possible tag never present in the implementation.
 */
function privateRowIncluded(env: Env, impl: Type, spec: Type, vars: Map<number, number>): boolean | undefined {
  const es = expandHead(env, spec);
  if (es.desc.kind !== "Variant") return undefined;
  const more = repr(rowRepr(es.desc.row).more);
  if (more.desc.kind !== "Constr" || more.desc.path.kind !== "Pident" || expandHead(env, more).desc.kind === "Constr") return undefined;
  const ei = expandHead(env, impl);
  if (ei.desc.kind !== "Variant") return false;
  const row1 = rowRepr(ei.desc.row);
  const row2 = rowRepr(es.desc.row);
  const live = (fields: typeof row1.fields): Map<string, ReturnType<typeof rowFieldRepr>["desc"]> => {
    const m = new Map<string, ReturnType<typeof rowFieldRepr>["desc"]>();
    for (const e of fields) m.set(e.tag, rowFieldRepr(e.field).desc);
    return m;
  };
  const f1 = live(row1.fields);
  const f2 = live(row2.fields);
  if (row2.closed && !row1.closed) return false;
  for (const [tag, d1] of f1) if (!f2.has(tag) && row2.closed && d1.kind !== "Absent") return false;
  for (const [tag, d2] of f2) if (!f1.has(tag) && d2.kind === "Present") return false;
  const tl1: Type[] = [];
  const tl2: Type[] = [];
  for (const [tag, d1] of f1) {
    const d2 = f2.get(tag);
    if (d2 === undefined) continue;
    if (d1.kind === "Present" && d2.kind === "Present") {
      if ((d1.arg === undefined) !== (d2.arg === undefined)) return false;
      if (d1.arg && d2.arg) tl1.push(d1.arg), tl2.push(d2.arg);
    } else if (d1.kind === "Present" && d2.kind === "Either") {
      if (d1.arg && !d2.constant && d2.args.length === 1) tl1.push(d1.arg), tl2.push(d2.args[0]!);
      else if (d1.arg !== undefined || !d2.constant || d2.args.length !== 0) return false;
    } else if (d1.kind === "Either" && d2.kind === "Either") {
      if (d1.constant !== d2.constant || d1.args.length !== d2.args.length) return false;
      tl1.push(...d1.args), tl2.push(...d2.args);
    } else if (d1.kind === "Either" && d2.kind === "Present") return false;
    else if (d1.kind !== "Absent" && d2.kind === "Absent") return false;
    else if (d1.kind === "Absent" && d2.kind === "Present") return false;
  }
  return tl1.every((t, k) => equalTypes(env, t, tl2[k]!, vars));
}

/** Whether a declaration refers to another type of the same name (`type nonrec t = t list`). */
function mentionsName(decl: TypeDecl, name: string): boolean {
  const metRows = new Set<number>();
  const go = (t0: Type): boolean => {
    const t = repr(t0);
    const d = t.desc;
    switch (d.kind) {
      case "Constr":
        return (d.path.kind === "Pident" && d.path.ident.name === name) || d.args.some(go);
      case "Arrow":
        return go(d.arg) || go(d.result);
      case "Tuple":
        return d.items.some(go);
      case "Poly":
        return go(d.body);
      case "Variant": {
        if (metRows.has(t.id)) return false;
        metRows.add(t.id);
        let found = false;
        forEachRowChild(d.row, (x) => {
          if (!found && repr(x).desc.kind !== "Var") found = go(x);
        });
        return found;
      }
      default:
        return false;
    }
  };
  if (decl.manifest && go(decl.manifest)) return true;
  const k = decl.kind;
  if (k.kind === "Record") return k.fields.some((f) => go(f.type));
  if (k.kind === "Variant")
    return k.constructors.some((c) => (c.args.kind === "Tuple" ? c.args.types.some(go) : c.args.fields.some((f) => go(f.type))));
  return false;
}

function pathMentions(p: Path, id: Ident): boolean {
  switch (p.kind) {
    case "Pident":
      return p.ident === id;
    case "Pdot":
      return pathMentions(p.prefix, id);
    case "Papply":
      return pathMentions(p.functor, id) || pathMentions(p.arg, id);
  }
}

/** `t` without references to the module `id`: types through it are replaced by their expansions. */
function nondepType(env: Env, t0: Type, id: Ident, memo: Map<number, Type>): Type {
  const t = repr(t0);
  const m = memo.get(t.id);
  if (m) return m;
  const d = t.desc;
  let r: Type = t;
  switch (d.kind) {
    case "Constr": {
      if (pathMentions(d.path, id)) {
        const e = expandOnce(env, t);
        if (e) {
          r = nondepType(env, e, id, memo);
          break;
        }
      }
      memo.set(t.id, t);
      const args = d.args.map((a) => nondepType(env, a, id, memo));
      if (args.some((a, i) => a !== d.args[i])) r = newType({ kind: "Constr", path: d.path, args }, t.level);
      break;
    }
    case "Arrow": {
      const a = nondepType(env, d.arg, id, memo);
      const b = nondepType(env, d.result, id, memo);
      if (a !== d.arg || b !== d.result) r = newType({ kind: "Arrow", label: d.label, arg: a, result: b }, t.level);
      break;
    }
    case "Tuple": {
      const items = d.items.map((x) => nondepType(env, x, id, memo));
      if (items.some((x, i) => x !== d.items[i])) r = newType({ kind: "Tuple", items }, t.level);
      break;
    }
    case "Poly": {
      const b = nondepType(env, d.body, id, memo);
      if (b !== d.body) r = newType({ kind: "Poly", body: b, vars: d.vars }, t.level);
      break;
    }
    case "Variant": {
      // Copied whole, registered first: a variant type may be recursive.
      const node = newType({ kind: "Var", name: undefined }, t.level);
      memo.set(t.id, node);
      const row = rowRepr(d.row);
      node.desc = { kind: "Variant", row: mapRow(row, (x) => nondepType(env, x, id, memo), row.more, false) };
      if (row.name && pathMentions(row.name.path, id)) node.desc = { kind: "Variant", row: { ...node.desc.row, name: undefined } };
      return node;
    }
    default:
      break;
  }
  memo.set(t.id, r);
  return r;
}

/**
 * The path a module expression stands for, as OCaml's applicative functors see it: a module's
 * name, a functor applied to such paths (`F(X)(Y)`), or one of these constrained.
 */
function pathOfModule(m: TModuleExpr): Path | undefined {
  const d = m.desc;
  switch (d.kind) {
    case "Ident":
      return d.path;
    case "Apply": {
      if (d.arg === undefined) return undefined;
      const f = pathOfModule(d.functor);
      const a = f && pathOfModule(d.arg);
      return f && a ? { kind: "Papply", functor: f, arg: a } : undefined;
    }
    case "Constraint":
      return pathOfModule(d.module);
    default:
      return undefined;
  }
}

function nondepModtype(env: Env, m: ModuleType, id: Ident): ModuleType {
  const s = env.scrape(m);
  if (!s) return m;
  if (s.kind === "Functor") return { ...s, result: nondepModtype(env, s.result, id) };
  if (s.kind !== "Signature") return s;
  const memo = new Map<number, Type>();
  const ty = (t: Type): Type => nondepType(env, t, id, memo);
  const envIn = env.addSignature(s.items);
  const items = s.items.map((it): SigItem => {
    switch (it.kind) {
      case "Value":
        return { ...it, desc: { ...it.desc, type: ty(it.desc.type), ...(it.desc.class !== undefined ? { class: mapClassTypes(it.desc.class, ty) } : {}) } };
      case "Type": {
        const d = it.decl;
        let kind = d.kind;
        if (kind.kind === "Variant")
          kind = { ...kind, constructors: kind.constructors.map((c) => ({ ...c, args: c.args.kind === "Tuple" ? { kind: "Tuple" as const, types: c.args.types.map(ty) } : { kind: "Record" as const, fields: c.args.fields.map((f) => ({ ...f, type: ty(f.type) })) }, result: c.result && ty(c.result) })) };
        else if (kind.kind === "Record") kind = { ...kind, fields: kind.fields.map((f) => ({ ...f, type: ty(f.type) })) };
        return { ...it, decl: { ...d, kind, manifest: d.manifest && ty(d.manifest) } };
      }
      case "Module":
        return { ...it, type: nondepModtype(envIn, it.type, id) };
      default:
        return it;
    }
  });
  return { kind: "Signature", items };
}

/** A value's explicit polymorphism (`let f : 'a. ...`) is not shown in its signature. */
function unpoly(t: Type): Type {
  const r = repr(t);
  if (r.desc.kind !== "Poly") return t;
  return substUnivars(r.desc.body, r.desc.vars, r.desc.vars.map((v) => newType({ kind: "Var", name: (repr(v).desc as { name?: string }).name }, 100000000)));
}

/** A value redefined later in a structure is not part of its signature. */
function removeShadowed(sig: readonly SigItem[]): SigItem[] {
  const seen = new Set<string>();
  const out: SigItem[] = [];
  for (let i = sig.length - 1; i >= 0; i--) {
    const it = sig[i]!;
    if (it.kind === "Value") {
      if (seen.has(it.ident.name)) continue;
      seen.add(it.ident.name);
    }
    out.push(it);
  }
  return out.reverse();
}

/** Fresh idents for an included signature (so two includes do not share stamps). */
function refreshSignature(items: ModuleSignature): ModuleSignature {
  const subst = new Subst();
  const fresh = items.map((it) => {
    const id = createIdent(it.ident.name);
    if (it.kind === "Type" || it.kind === "Module" || it.kind === "ModType") subst.add(identKey(it.ident), pident(id));
    return id;
  });
  return items.map((it, k) => ({ ...subst.sigItem(it), ident: fresh[k]! }) as SigItem);
}

/** `with type t := T`: removes `t` and replaces it by its definition in the rest. */
function substTypeInSig(items: ModuleSignature, id: Ident, decl: TypeDecl): ModuleSignature {
  if (!decl.manifest) return items;
  const copiedRows = new Map<number, Type>();
  const replace = (t0: Type): Type => {
    const t = repr(t0);
    const d = t.desc;
    switch (d.kind) {
      case "Constr":
        if (d.path.kind === "Pident" && d.path.ident === id) return applyParams(decl.params, decl.manifest!, d.args.map(replace));
        return newType({ kind: "Constr", path: d.path, args: d.args.map(replace) }, t.level);
      case "Arrow":
        return newType({ kind: "Arrow", label: d.label, arg: replace(d.arg), result: replace(d.result) }, t.level);
      case "Tuple":
        return newType({ kind: "Tuple", items: d.items.map(replace) }, t.level);
      case "Variant": {
        const met = copiedRows.get(t.id);
        if (met) return met;
        const node = newType({ kind: "Var", name: undefined }, t.level);
        copiedRows.set(t.id, node);
        node.desc = { kind: "Variant", row: mapRow(d.row, replace, rowRepr(d.row).more, false) };
        return node;
      }
      default:
        return t;
    }
  };
  return items.map((it) => {
    if (it.kind === "Value") return { ...it, desc: { ...it.desc, type: replace(it.desc.type) } };
    if (it.kind === "Type" && it.decl.manifest) return { ...it, decl: { ...it.decl, manifest: replace(it.decl.manifest) } };
    return it;
  });
}

export { CompileError, Env, longidentName, outType, printOut };

/** The signature of a functor's body, through its parameters, when it is written out. */
function functorBody(t: ModuleType): ModuleSignature | undefined {
  let r: ModuleType = t;
  while (r.kind === "Functor") r = r.result;
  return r.kind === "Signature" ? r.items : undefined;
}
