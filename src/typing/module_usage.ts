// Warnings 60 (unused module) and 67 (unused functor parameter), as ocamlc 4.13 gives them: a
// module bound in a structure (`module M = ...`), by `let module`, by a first-class module
// pattern `(module P)`, a functor's parameter in an implementation, or declared in a signature
// an implementation writes (`module N : S` in a module type or constraint), that no name reaches and
// that the signature it is seen through does not export: 60; a functor parameter in a module type
// (a functor type, a functor declared in a signature) that its result does not name: 67. A
// module is watched only when its warning is enabled where it is bound (both are off by
// default), so that programs pay nothing otherwise; a lookup of a module by its name (`M`, and
// each module of a path `M.N`) marks it used, by the ident of its declaration, which the
// environment's entries keep (`ModuleEntry.ident`).
import type { Location } from "../common/location.js";
import type { Env, ModuleEntry } from "./env.js";
import { identKey, type Ident, type ModuleSignature, type ModuleType } from "./types.js";
import type { WarningSink, WarningState } from "./warnings.js";
import { setDeferredPosition } from "./warnings.js";

interface ModuleUse {
  readonly name: string;
  readonly loc: Location;
  readonly state: WarningState;
  readonly warning: 60 | 67;
  /** Where ocamlc registers the check, among the unit's other unused-name checks (an offset). */
  readonly position: number;
  used: boolean;
}

/** The modules of one unit being watched, by the key of their ident. */
export class ModuleUsage {
  private readonly byIdent = new Map<string, ModuleUse>();
  private readonly registered: ModuleUse[] = [];

  /**
   * `implementation`: the unit is a `.ml`, whose signatures' modules (`module N : S` in a module
   * type, a constraint, a functor's parameter) are watched too (60), as ocamlc watches them.
   */
  constructor(private readonly implementation = false) {}

  /** A module declared in a signature, when an implementation is typed (see the constructor). */
  registerDeclared(ident: Ident, loc: Location, state: WarningState): void {
    if (this.implementation) this.register(ident, loc, state, 60, loc.end.offset);
  }

  /**
   * Watches the module `ident` bound at `loc` (60, or 67 for a functor type's parameter), in
   * `state`; `position`: where ocamlc registers it (the end of a structure's binding, whose
   * module is added once typed; the start of a name otherwise).
   */
  register(ident: Ident, loc: Location, state: WarningState, warning: 60 | 67, position = loc.start.offset): void {
    if (!state.active[warning] || ident.name.startsWith("_") || loc.ghost) return;
    const u: ModuleUse = { name: ident.name, loc, state, warning, position, used: false };
    this.byIdent.set(identKey(ident), u);
    this.registered.push(u);
  }

  get empty(): boolean {
    return this.byIdent.size === 0;
  }

  mark(ident: Ident): void {
    const u = this.byIdent.get(identKey(ident));
    if (u) u.used = true;
  }

  /** What a signature exports of a structure's modules (all of them for "all"), at any depth. */
  markExported(env: Env, impl: ModuleSignature, spec: ModuleSignature | "all"): void {
    for (const it of impl) {
      if (it.kind === "ModType" && it.type !== undefined) {
        // A module type compared with another (exported with its definition): all it declares.
        const s = spec === "all" ? it : spec.find((x) => x.kind === "ModType" && x.ident.name === it.ident.name);
        if (s?.kind === "ModType" && s.type !== undefined) this.markModuleType(env, it.type);
        continue;
      }
      if (it.kind !== "Module") continue;
      let s: ModuleType | "all" | undefined = "all";
      if (spec !== "all") {
        const found = findModule(spec, it.ident.name);
        s = found?.type;
      }
      if (s === undefined) continue;
      this.mark(it.ident);
      this.markModule(env, it.type, s);
    }
  }

  /** Every module a module type declares, at any depth (a comparison of it with another). */
  markModuleType(env: Env, t: ModuleType, depth = 0): void {
    const m = t.kind === "Ident" ? env.scrape(t) : t;
    if (!m || depth > 100) return;
    if (m.kind === "Functor") {
      if (m.param) this.markModuleType(env, m.param.type, depth + 1);
      this.markModuleType(env, m.result, depth + 1);
    } else if (m.kind === "Signature") {
      for (const it of m.items) {
        if (it.kind === "Module") {
          this.mark(it.ident);
          this.markModuleType(env, it.type, depth + 1);
        } else if (it.kind === "ModType" && it.type !== undefined) this.markModuleType(env, it.type, depth + 1);
      }
    }
  }

  /** `markExported` for a module of type `impl` seen as `spec`. */
  markModule(env: Env, impl: ModuleType, spec: ModuleType | "all"): void {
    if (this.empty || impl.kind === "Alias") return;
    const i = impl.kind === "Ident" ? env.scrape(impl) : impl;
    const s = spec === "all" ? "all" : env.scrape(spec);
    if (!i || !s) return;
    if (i.kind === "Signature" && (s === "all" || s.kind === "Signature")) this.markExported(env, i.items, s === "all" ? "all" : s.items);
    else if (i.kind === "Functor" && (s === "all" || s.kind === "Functor")) this.markModule(env, i.result, s === "all" ? "all" : s.result);
  }

  /** Warns of each watched module left unused (at the end of the unit, with the unused names). */
  report(sink: WarningSink): void {
    for (const u of this.registered) {
      if (u.used) continue;
      const d = u.warning === 60 ? sink.warnWithState(u.state, u.loc, 60, `unused module ${u.name}.`) : sink.warnWithState(u.state, u.loc, 67, `unused functor parameter ${u.name}.`);
      if (d) setDeferredPosition(d, u.position);
    }
  }
}

function findModule(spec: ModuleSignature, name: string): Extract<ModuleSignature[number], { kind: "Module" }> | undefined {
  for (let i = spec.length - 1; i >= 0; i--) {
    const s = spec[i]!;
    if (s.kind === "Module" && s.ident.name === name) return s;
  }
  return undefined;
}

// The watch of the unit being typed, which the environment's lookups mark.
let current: ModuleUsage | undefined;

export function withModuleUsage<T>(u: ModuleUsage, f: () => T): T {
  const saved = current;
  current = u;
  try {
    return f();
  } finally {
    current = saved;
  }
}

/** A module found by its name (or as a module of a path). */
export function noteModuleUse(e: ModuleEntry): void {
  if (current === undefined || current.empty) return;
  if (e.ident) current.mark(e.ident);
  else if (e.path.kind === "Pident") current.mark(e.path.ident);
}

/** Watches a module binding of the unit being typed (see `ModuleUsage.register`). */
export function watchModule(ident: Ident | undefined, loc: Location, state: WarningState, warning: 60 | 67, position?: number): void {
  if (current !== undefined && ident !== undefined) current.register(ident, loc, state, warning, position);
}

/** Watches a module declared in a signature (see `ModuleUsage.registerDeclared`). */
export function watchDeclaredModule(ident: Ident, loc: Location, state: WarningState): void {
  if (current !== undefined) current.registerDeclared(ident, loc, state);
}

/** Marks what a signature exports of a module (a constraint, a functor's argument). */
export function noteModuleExportedModules(env: Env, impl: ModuleType, spec: ModuleType): void {
  if (current !== undefined && !current.empty) current.markModule(env, impl, spec);
}
