// Which right-hand sides `let rec` accepts: OCaml's check (typing/rec_check.ml), a judgement of
// the mode in which each recursively bound name is used by a definition.
//
// Modes, from weakest to strongest: `Ignore` (not used), `Delay` (under a function or a lazy
// value: not looked at while the definition runs), `Guard` (stored in a block being built: its
// address is needed, not its contents), `Return` (the definition may be the value itself),
// `Dereference` (its contents are read). A definition is accepted when no recursive name is used
// in mode `Return` or `Dereference`, and, if the size of the value it builds is not known before
// it runs (it is not a function, a construction or a lazy value: "dynamic"), when it does not use
// any recursive name at all. The translation allocates the static definitions first and fills
// them in (src/flambda/from_lambda/closures.ts).
import type { TCase, TClass, TExpression, TModuleExpr, TPattern, TStructureItem, TValueBinding } from "./typed_tree.js";
import { identKey, type Ident, type Path, type Type } from "./types.js";

const enum Mode {
  Ignore = 0,
  Delay = 1,
  Guard = 2,
  Return = 3,
  Dereference = 4,
}

/** The mode of a use of mode `inner` inside a context used in mode `outer`. */
function compose(outer: Mode, inner: Mode): Mode {
  if (outer === Mode.Ignore || inner === Mode.Ignore) return Mode.Ignore;
  if (outer === Mode.Dereference) return Mode.Dereference;
  if (outer === Mode.Delay) return Mode.Delay;
  if (outer === Mode.Guard) return inner === Mode.Return ? Mode.Guard : inner;
  return inner; // outer is Return
}

/** How much each name is used: absent names are `Ignore`. */
type Uses = Map<string, Mode>;

function join(into: Uses, from: Uses): Uses {
  for (const [k, m] of from) if ((into.get(k) ?? Mode.Ignore) < m) into.set(k, m);
  return into;
}

/** What the check needs of the typing environment: whether an array of this element type is generic or of floats (its elements are then read). */
export interface RecCheckTypes {
  readonly arrayReadsElements: (arrayType: Type) => boolean;
}

/** Whether the size of the value `e` builds is known before it runs (OCaml's `Static`). */
type Size = "static" | "dynamic";

function isDestructuring(p: TPattern): boolean {
  switch (p.desc.kind) {
    case "Any":
    case "Var":
    case "Exception":
      return false;
    case "Alias":
      return isDestructuring(p.desc.pattern);
    case "Or":
      return isDestructuring(p.desc.left) || isDestructuring(p.desc.right);
    default:
      return true;
  }
}

function patternIdents(p: TPattern, out: Ident[] = []): Ident[] {
  const d = p.desc;
  switch (d.kind) {
    case "Var":
      out.push(d.ident);
      break;
    case "Alias":
      out.push(d.ident);
      patternIdents(d.pattern, out);
      break;
    case "Tuple":
    case "Array":
      for (const q of d.items) patternIdents(q, out);
      break;
    case "Construct":
      for (const q of d.args) patternIdents(q, out);
      break;
    case "Variant":
      if (d.arg) patternIdents(d.arg, out);
      break;
    case "Record":
      for (const f of d.fields) patternIdents(f.pattern, out);
      break;
    case "Or":
      patternIdents(d.left, out);
      break;
    case "Lazy":
    case "Exception":
      patternIdents(d.pattern, out);
      break;
    case "Any":
    case "Constant":
      break;
  }
  return out;
}

/** `lazy e` where `e` needs no thunk (OCaml's shortcut): the argument is the value itself, or a forward block. */
function lazyShortcut(e: TExpression): boolean {
  switch (e.desc.kind) {
    case "Constant":
    case "Function":
    case "Ident":
      return true;
    case "Construct":
      return e.desc.args.length === 0;
    default:
      return false;
  }
}

class Checker {
  constructor(private readonly types: RecCheckTypes) {}

  /** The uses of names by `e` evaluated in mode `m`. */
  expression(e: TExpression, m: Mode): Uses {
    if (m === Mode.Ignore) return new Map();
    const d = e.desc;
    switch (d.kind) {
      case "Ident":
        return this.path(d.path, m);
      case "Constant":
      case "Unreachable":
        return new Map();
      case "Let":
        return this.bindings(d.rec, d.bindings, m, this.expression(d.body, m));
      case "LetModule": {
        const body = this.expression(d.body, m);
        if (d.ident === undefined) return join(body, this.module(d.module, compose(m, Mode.Guard)));
        return this.bindModule(d.ident, d.module, m, body);
      }
      case "LetException": {
        const u = this.expression(d.body, m);
        u.delete(identKey(d.ident));
        return u;
      }
      case "Open":
        return join(this.expression(d.body, m), this.module(d.module, compose(m, Mode.Dereference)));
      case "Match": {
        const u: Uses = new Map();
        let scrutineeMode = Mode.Ignore;
        for (const c of d.cases) {
          const r = this.case(c, m);
          join(u, r.uses);
          if (r.mode > scrutineeMode) scrutineeMode = r.mode;
        }
        return join(u, this.expression(d.scrutinee, scrutineeMode));
      }
      case "Try": {
        const u = this.expression(d.body, m);
        for (const c of d.cases) join(u, this.case(c, m).uses);
        return u;
      }
      case "For":
        return join(join(this.expression(d.from, compose(m, Mode.Dereference)), this.expression(d.to, compose(m, Mode.Dereference))), this.expression(d.body, compose(m, Mode.Guard)));
      case "While":
        return join(this.expression(d.cond, compose(m, Mode.Dereference)), this.expression(d.body, compose(m, Mode.Guard)));
      case "Apply": {
        const func = d.func;
        if (func.desc.kind === "Ident" && isMakeMutable(func) && d.args.length === 1 && d.args[0]!.kind === "Expr")
          return this.expression(d.args[0]!.expr, compose(m, Mode.Guard));
        // A partial application with omitted labelled arguments binds the given ones: a guard.
        const inner = d.args.some((a) => a.kind === "Omitted") ? Mode.Guard : Mode.Dereference;
        const mm = compose(m, inner);
        const u = this.expression(func, mm);
        for (const a of d.args) if (a.kind === "Expr") join(u, this.expression(a.expr, mm));
        return u;
      }
      case "Tuple":
        return this.all(d.items, compose(m, Mode.Guard));
      case "Array":
        return this.all(d.items, compose(m, this.types.arrayReadsElements(e.type) ? Mode.Dereference : Mode.Guard));
      case "Variant":
        return d.arg ? this.expression(d.arg, compose(m, Mode.Guard)) : new Map();
      case "Construct": {
        const c = d.constructor;
        const u = c.tag.kind === "Extension" ? this.path(c.tag.path, compose(m, Mode.Dereference)) : new Map<string, Mode>();
        return join(u, this.all(d.args, compose(m, c.tag.kind === "Unboxed" ? Mode.Return : Mode.Guard)));
      }
      case "Record": {
        const repr = d.fields[0]?.label.repr;
        const fieldMode = repr === "Float" ? Mode.Dereference : repr === "Unboxed" ? Mode.Return : Mode.Guard;
        const u: Uses = new Map();
        for (const f of d.fields) if (f.def.kind === "Overridden") join(u, this.expression(f.def.expr, compose(m, fieldMode)));
        if (d.base !== undefined) join(u, this.expression(d.base, compose(m, Mode.Dereference)));
        return u;
      }
      case "IfThenElse": {
        const u = this.expression(d.cond, compose(m, Mode.Dereference));
        join(u, this.expression(d.then, m));
        if (d.else !== undefined) join(u, this.expression(d.else, m));
        return u;
      }
      case "SetField":
        return join(this.expression(d.record, compose(m, Mode.Dereference)), this.expression(d.value, compose(m, Mode.Dereference)));
      case "Sequence":
        return join(this.expression(d.first, compose(m, Mode.Guard)), this.expression(d.second, m));
      case "Field":
      case "Assert":
        return this.expression(d.kind === "Field" ? d.record : d.expr, compose(m, Mode.Dereference));
      case "Pack":
        return this.module(d.module, m);
      case "Function": {
        // The parameter is bound as the function is called: the patterns' modes do not matter.
        const mm = compose(m, Mode.Delay);
        const u: Uses = new Map();
        for (const c of d.cases) join(u, this.case(c, mm).uses);
        if (d.default !== undefined) join(u, this.expression(d.default, mm));
        return u;
      }
      case "Lazy":
        return this.expression(d.expr, compose(m, lazyShortcut(d.expr) ? Mode.Return : Mode.Delay));
      case "Send":
        return this.expression(d.object, compose(m, Mode.Dereference));
      case "InstVar":
      case "SendSuper":
        return new Map();
      case "New":
        return this.path(d.path, compose(m, Mode.Dereference));
      case "SetInstVar":
        return this.expression(d.value, compose(m, Mode.Dereference));
      case "Override":
        return this.all(d.fields.map((f) => f.expr), compose(m, Mode.Dereference));
      case "Object": {
        // The instance variables are evaluated as the object is made; the methods when called.
        const o = d.object;
        const u = this.all(o.ivars.map((v) => v.expr), compose(m, Mode.Dereference));
        join(u, this.all(o.methods.map((x) => x.expr), compose(m, Mode.Delay)));
        join(u, this.all(o.initializers, compose(m, Mode.Dereference)));
        return u;
      }
    }
  }

  private all(es: readonly TExpression[], m: Mode): Uses {
    const u: Uses = new Map();
    for (const e of es) join(u, this.expression(e, m));
    return u;
  }

  path(p: Path, m: Mode): Uses {
    switch (p.kind) {
      case "Pident":
        return m === Mode.Ignore ? new Map() : new Map([[identKey(p.ident), m]]);
      case "Pdot":
        return this.path(p.prefix, compose(m, Mode.Dereference));
      case "Papply":
        return join(this.path(p.functor, compose(m, Mode.Dereference)), this.path(p.arg, compose(m, Mode.Dereference)));
    }
  }

  /** A case used in mode `m`: the uses of its guard and body, and the mode in which it uses the matched value. */
  private case(c: TCase, m: Mode): { uses: Uses; mode: Mode } {
    const u = this.expression(c.rhs, m);
    if (c.guard !== undefined) join(u, this.expression(c.guard, compose(m, Mode.Dereference)));
    let patMode = isDestructuring(c.lhs) ? Mode.Dereference : Mode.Guard;
    for (const id of patternIdents(c.lhs)) {
      const k = identKey(id);
      const used = u.get(k) ?? Mode.Ignore;
      if (used > patMode) patMode = used;
      u.delete(k);
    }
    return { uses: u, mode: compose(m, patMode) };
  }

  /** `let [rec] bindings in` a body whose uses are `body`, the whole used in mode `m`. */
  bindings(rec: boolean, bindings: readonly TValueBinding[], m: Mode, body: Uses): Uses {
    const modeOf = (b: TValueBinding): Mode => {
      let pm = isDestructuring(b.pattern) ? Mode.Dereference : Mode.Guard;
      for (const id of patternIdents(b.pattern)) {
        const used = body.get(identKey(id)) ?? Mode.Ignore;
        if (used > pm) pm = used;
      }
      return compose(m, pm);
    };
    const bound = bindings.flatMap((b) => patternIdents(b.pattern).map(identKey));
    const result: Uses = new Map(body);
    for (const k of bound) result.delete(k);
    if (!rec) {
      for (const b of bindings) join(result, this.expression(b.expr, modeOf(b)));
      return result;
    }
    // Each definition's uses, the uses of the names defined together replaced by what their
    // definitions use, composed, until nothing changes.
    const own = bindings.map((b) => this.expression(b.expr, modeOf(b)));
    const keys = bindings.map((b) => patternIdents(b.pattern).map(identKey)[0]);
    const closed = own.map((u) => new Map(u));
    for (let changed = true; changed; ) {
      changed = false;
      for (const u of closed) {
        keys.forEach((k, j) => {
          const mj = k === undefined ? undefined : u.get(k);
          if (mj === undefined) return;
          for (const [name, mode] of own[j]!) {
            const c = compose(mj, mode);
            if ((u.get(name) ?? Mode.Ignore) < c) {
              u.set(name, c);
              changed = true;
            }
          }
        });
      }
    }
    for (const u of closed) {
      for (const k of bound) u.delete(k);
      join(result, u);
    }
    return result;
  }

  /**
   * What defining a class uses: the classes it inherits are read as it is defined, and so is what
   * its `let`s before any parameter use; the rest (arguments, defaults, instance variables,
   * methods, initializers) runs as objects are made.
   */
  private classUses(c: TClass, m: Mode): Uses {
    const u: Uses = new Map();
    const later = compose(m, Mode.Delay);
    let beforeParams = true;
    for (const p of c.prefix) {
      if (p.kind === "Param") {
        beforeParams = false;
        if (p.default !== undefined) join(u, this.expression(p.default, later));
      } else if (p.kind === "Let") join(u, this.bindings(p.rec, p.bindings, beforeParams ? compose(m, Mode.Dereference) : later, new Map()));
      else join(u, this.module(p.module, compose(m, Mode.Dereference)));
    }
    for (const x of c.init) {
      if (x.kind === "Inherit") {
        if (x.lifted !== undefined) join(u, this.classUses(x.lifted, m));
        else join(u, this.path(x.path, compose(m, Mode.Dereference)));
        join(u, this.all(x.args, later));
      } else join(u, this.expression(x.expr, later));
    }
    const o = c.object;
    join(u, this.all(o.ivars.map((v) => v.expr), later));
    join(u, this.all(o.methods.map((x) => x.expr), later));
    join(u, this.all(o.initializers, later));
    return u;
  }

  private bindModule(id: Ident, mod: TModuleExpr, m: Mode, body: Uses): Uses {
    const k = identKey(id);
    const used = body.get(k) ?? Mode.Ignore;
    const result = new Map(body);
    result.delete(k);
    return join(result, this.module(mod, compose(m, used > Mode.Guard ? used : Mode.Guard)));
  }

  module(mod: TModuleExpr, m: Mode): Uses {
    if (m === Mode.Ignore) return new Map();
    const d = mod.desc;
    switch (d.kind) {
      case "Ident":
        return this.path(d.path, m);
      case "Structure":
        return this.structure(d.structure.items, m);
      case "Functor":
        return this.module(d.body, compose(m, Mode.Delay));
      case "Apply": {
        const u = this.module(d.functor, compose(m, Mode.Dereference));
        if (d.arg !== undefined) join(u, this.module(d.arg, compose(m, Mode.Dereference)));
        return u;
      }
      case "Constraint":
        return this.module(d.module, m);
      case "Unpack":
        return this.expression(d.expr, m);
    }
  }

  /** A structure's items, the later ones first (what they use of the earlier ones' names flows back). */
  private structure(items: readonly TStructureItem[], m: Mode): Uses {
    let u: Uses = new Map();
    for (let i = items.length - 1; i >= 0; i--) {
      const it = items[i]!;
      switch (it.kind) {
        case "Eval":
          u = join(u, this.expression(it.expr, compose(m, Mode.Guard)));
          break;
        case "Value":
          u = this.bindings(it.rec, it.bindings, m, u);
          break;
        case "Module":
          u = it.ident === undefined ? join(u, this.module(it.module, compose(m, Mode.Guard))) : this.bindModule(it.ident, it.module, m, u);
          break;
        case "RecModule":
          for (const b of it.bindings) u = this.bindModule(b.ident, b.module, m, u);
          break;
        case "Include":
          u = join(u, this.module(it.module, m));
          break;
        case "Open":
          u = join(u, this.module(it.module, compose(m, Mode.Dereference)));
          break;
        case "Extension":
          for (const c of it.constructors) {
            u.delete(identKey(c.ident));
            if (c.rebind !== undefined) join(u, this.path(c.rebind, compose(m, Mode.Dereference)));
          }
          break;
        case "Class":
          // The group's classes see one another (and themselves).
          for (const c of it.classes) u = join(u, this.classUses(c, m));
          for (const c of it.classes) u.delete(identKey(c.ident));
          break;
        case "Primitive":
        case "Type":
        case "ModuleType":
          break;
      }
    }
    return u;
  }
}

function isMakeMutable(func: TExpression): boolean {
  if (func.desc.kind !== "Ident") return false;
  const k = func.desc.value.kind;
  return k.kind === "Primitive" && k.prims[0] === "%makemutable";
}

/** OCaml's classification of a definition: whether the size of what it builds is known before it runs. */
function classify(e: TExpression, env: ReadonlyMap<string, Size>): Size {
  const d = e.desc;
  switch (d.kind) {
    case "Let": {
      const inner = new Map(env);
      for (const b of d.bindings) if (b.pattern.desc.kind === "Var") inner.set(identKey(b.pattern.desc.ident), classify(b.expr, env));
      return classify(d.body, inner);
    }
    case "Ident":
      return d.path.kind === "Pident" ? (env.get(identKey(d.path.ident)) ?? "dynamic") : "dynamic";
    case "Open":
    case "LetModule":
    case "LetException":
      return classify(d.body, env);
    case "Sequence":
      return classify(d.second, env);
    case "Construct":
      return d.constructor.tag.kind === "Unboxed" && d.args.length === 1 ? classify(d.args[0]!, env) : "static";
    case "Variant":
      return "static";
    case "Record":
      if (d.fields.length === 1 && d.fields[0]!.label.repr === "Unboxed") {
        const f = d.fields[0]!.def;
        return f.kind === "Overridden" ? classify(f.expr, env) : "static";
      }
      return "static";
    case "Tuple":
    case "Constant":
    case "For":
    case "While":
    case "SetField":
    case "Unreachable":
    case "Array":
    case "Function":
      return "static";
    case "Apply":
      if (isMakeMutable(d.func)) return "static";
      return d.args.some((a) => a.kind === "Omitted") ? "static" : "dynamic";
    // OCaml 4.13's classify_expression: a packed module, a lazy value, an object made by `new`
    // or an instance variable is Static whatever its contents.
    case "Pack":
    case "Lazy":
    case "New":
    case "InstVar":
    case "Object":
    case "SetInstVar":
      return "static";
    case "Match":
    case "IfThenElse":
    case "Field":
    case "Assert":
    case "Try":
    case "Send":
    case "SendSuper":
    case "Override":
      return "dynamic";
  }
}

/** Whether `e` may be the definition of one of the names `ids` bound by one `let rec`. */
export function validRecursiveDefinition(e: TExpression, ids: readonly Ident[], types: RecCheckTypes): boolean {
  if (e.desc.kind === "Function") return true;
  const uses = new Checker(types).expression(e, Mode.Return);
  const size = classify(e, new Map());
  return ids.every((id) => {
    const m = uses.get(identKey(id)) ?? Mode.Ignore;
    return size === "static" ? m <= Mode.Guard : m === Mode.Ignore;
  });
}

/** The names among `ids` that a module expression mentions anywhere (functions and functors included). */
export function moduleUses(m: TModuleExpr, ids: readonly Ident[]): Ident[] {
  const uses = new Checker({ arrayReadsElements: () => true }).module(m, Mode.Return);
  return ids.filter((id) => (uses.get(identKey(id)) ?? Mode.Ignore) !== Mode.Ignore);
}
