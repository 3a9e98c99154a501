// Translation of the typed tree to Lambda: expressions (translate_core part) and the module
// language (structures as blocks, functors as functions, coercions to signatures).
//
// Evaluation order: OCaml evaluates the arguments of an application, and the components of
// tuples, records, arrays and constructors, right to left (as the native compiler does), and the
// function after its arguments. This translation makes that order explicit: when more than one
// operand has effects (is not a variable, a constant or a function), the operands are bound by
// `Let`s, last operand first, so that Lambda's `Prim` and `Apply` arguments are always safe to
// evaluate in any order.
import { recursiveModules } from "./rec_modules.js";
import { inactivePattern } from "./inactive_pattern.js";
import { errorAt, type Diagnostic } from "../common/diagnostic.js";
import { noLocation, type Location } from "../common/location.js";
import type { Attributes } from "../syntax/ast.js";
import type {
  ConstructorDesc,
  ExtensionDecl,
  Ident,
  Label,
  LabelDesc,
  ModuleSignature,
  ModuleType,
  Path,
  TCase,
  TExpression,
  TModuleExpr,
  TObject,
  TClass,
  TClassInit,
  TClassPrefixItem,
  ClassInfo,
  TPattern,
  TStructureItem,
  TValueBinding,
  Type,
  TypedStructure,
  ValueDesc,
} from "../typing/index.js";
import { hashVariant, itemWarningState, pathKey, pident, parseWarningSpec, placeMatchWarnings, somePattern, type WarningState } from "../typing/index.js";
import {
  access,
  freshIdent,
  freshLabel,
  idKey,
  isAtomic,
  withOperands,
  lconst,
  lfield,
  lif,
  lint,
  llet,
  lmakeblock,
  lpredefExn,
  lprim,
  lraise,
  lseq,
  lstring,
  lvar,
  occurs,
} from "./builders.js";
import {
  defaultFunctionAttributes,
  lambdaUnit,
  type FunctionAttributes,
  type FunctionParam,
  type InlineAttribute,
  type Lambda,
  type SpecialiseAttribute,
  type ValueKind,
} from "./lambda.js";
import { compileMatch, type MatchClause } from "./matching.js";
import { ModuleScope, positionIn, runtimeItems, runtimeNamespace, type Namespace } from "./module_layout.js";
import { checkMatch, hasVariantPattern, type CheckedCase, type WarningSettings } from "./parmatch.js";
import { isKnownPrimitive, translatePrimitive } from "./primitives.js";
import { arrayElement, arrayKindOfElement, arrowArgs, headOf, arrowResult, constantOfLiteral, valueKindOfType } from "./type_info.js";

export interface TranslateOptions {
  readonly unsafe: boolean;
  readonly warnings: WarningSettings;
  readonly unitSignature: (unit: string) => ModuleSignature | undefined;
  /** Called with the type declarations of each structure, in order. */
  /** The unit's path in exception names ("Stdlib.List"), if not its name. */
  readonly modulePath?: string | undefined;
  readonly onTypes?: (decls: readonly { readonly ident: Ident; readonly decl: import("../typing/index.js").TypeDecl }[]) => void;
}

function attributePayloadIdent(attrs: Attributes, ...names: string[]): string | number | true | undefined {
  for (const a of attrs) {
    if (!names.includes(a.name.txt)) continue;
    const p = a.payload;
    if (p.kind === "Ident") return p.name;
    if (p.kind === "Int") return p.value;
    if (p.kind === "String") return p.value;
    return true;
  }
  return undefined;
}

function inlineAttribute(attrs: Attributes, names: string[]): InlineAttribute {
  if (attrs.length === 0) return "default";
  const v = attributePayloadIdent(attrs, ...names, ...names.map((n) => `ocaml.${n}`));
  if (v === undefined) return "default";
  if (v === true || v === "always") return "always";
  if (v === "never") return "never";
  if (v === "hint") return "hint";
  if (typeof v === "number") return { unroll: v };
  return "default";
}

function specialiseAttribute(attrs: Attributes, names: string[]): SpecialiseAttribute {
  if (attrs.length === 0) return "default";
  const v = attributePayloadIdent(attrs, ...names, ...names.map((n) => `ocaml.${n}`));
  if (v === undefined) return "default";
  if (v === true || v === "always") return "always";
  if (v === "never") return "never";
  return "default";
}

function functionAttributes(attrs: Attributes): FunctionAttributes {
  if (attrs.length === 0) return { ...defaultFunctionAttributes };
  const local = attributePayloadIdent(attrs, "local", "ocaml.local");
  const tmc = attrs.some((a) => a.name.txt === "tail_mod_cons" || a.name.txt === "ocaml.tail_mod_cons");
  const identity = attrs.some((a) => a.name.txt === "flambe.identity");
  return {
    ...defaultFunctionAttributes,
    inline: inlineAttribute(attrs, ["inline"]),
    specialise: specialiseAttribute(attrs, ["specialise"]),
    local: local === undefined ? "default" : local === "never" ? "never" : "always",
    ...(tmc ? { tailModCons: true } : {}),
    ...(identity ? { identity: true } : {}),
  };
}

/** `[@tailcall]` / `[@tailcall true]` (true), `[@tailcall false]` (false), or none. */
function tailcallAttribute(attrs: Attributes): boolean | undefined {
  const v = attributePayloadIdent(attrs, "tailcall", "ocaml.tailcall");
  if (v === undefined) return undefined;
  return v !== "false";
}

/** A class's value: `[table; init; initializers; size; build]` (see `translateClass`). */
const classAccess = access(0, 5);

export class Translator {
  readonly warnings: Diagnostic[] = [];
  readonly requiredUnits: string[] = [];
  /** The externals (not `%` primitives) this unit's code calls, each with where it is declared (first found). */
  readonly externals = new Map<string, Location>();
  readonly scope: ModuleScope;
  /**
   * The path of the module being translated, for exception names ("A.M", "A.F(X)"): OCaml's
   * root path, which a module expression has only as the definition of a named module (of a
   * structure or a functor's body, through constraints); the structures of an `include`, an
   * `open`, a `let module`, a functor's argument or a packed module have none, and their
   * exceptions are named by their own name alone.
   */
  private modulePath: string[] | undefined;
  /** The warnings enabled here, and those that are errors (`-warn-error`, `-w @N`, `[@warning "@N"]`). */
  private warningState: WarningState;
  /**
   * The variables a \`try\` handler binds to the exception it caught (\`with e -> ...\`, \`with (E _
   * as e) -> ...\`): \`raise e\` of one is a re-raise, as in OCaml (its backtrace goes on).
   */
  private readonly tryIds = new Set<Ident>();

  constructor(
    readonly unitName: string,
    private readonly options: TranslateOptions,
  ) {
    this.scope = new ModuleScope(options.unitSignature);
    this.modulePath = [options.modulePath ?? unitName];
    this.warningState = options.warnings.state;
  }

  // -------------------------------------------------------------------------------------------
  // Paths

  private global(name: string): Lambda {
    if (!this.requiredUnits.includes(name) && name !== this.unitName) this.requiredUnits.push(name);
    return lprim({ kind: "GetGlobal", unit: name }, []);
  }

  /** The value of a path: a value, a module or an extension constructor's slot. */
  translatePath(p: Path, ns: Namespace, loc: Location = noLocation): Lambda {
    switch (p.kind) {
      case "Pident":
        if (p.ident.global) return this.global(p.ident.name);
        if (p.ident.stamp === 0) return lpredefExn(p.ident.name);
        return lvar(p.ident);
      case "Pdot": {
        const sig = this.scope.signatureOfPath(p.prefix);
        const pos = sig ? positionIn(sig, ns, p.name) : undefined;
        if (pos === undefined || !sig) throw new Error(`lambda: cannot find ${ns} ${p.name} in its module`);
        return lfield(pos, this.translatePath(p.prefix, "module"), access(0, runtimeItems(sig).length), loc);
      }
      case "Papply": {
        const fty = this.scope.scrape(this.scope.typeOfPath(p.functor));
        const argTy = fty && fty.kind === "Functor" ? fty.param?.type : undefined;
        const arg = this.coerce(this.translatePath(p.arg, "module"), this.scope.typeOfPath(p.arg), argTy);
        return this.apply(this.translatePath(p.functor, "module"), [arg], loc);
      }
    }
  }

  private apply(func: Lambda, args: readonly Lambda[], loc: Location, attrs: Attributes = []): Lambda {
    return {
      kind: "Apply",
      func,
      args,
      loc,
      inlined: inlineAttribute(attrs, ["inlined", "unrolled"]),
      specialised: specialiseAttribute(attrs, ["specialised"]),
      ...(attrs.length > 0 && tailcallAttribute(attrs) !== undefined ? { tailcall: tailcallAttribute(attrs) } : {}),
    };
  }

  // -------------------------------------------------------------------------------------------
  // Expressions

  translate(e: TExpression): Lambda {
    if (e.attributes.length > 0) return this.withWarningAttributes(e.attributes, () => this.translateDesc(e));
    return this.translateDesc(e);
  }

  private translateDesc(e: TExpression): Lambda {
    const d = e.desc;
    switch (d.kind) {
      case "Ident":
        if (d.value.kind.kind === "Primitive") return this.etaPrimitive(d.value, e.type, e.loc);
        return this.translatePath(d.path, "value", e.loc);
      case "Constant":
        return lconst(constantOfLiteral(d.constant));
      case "Let":
        return this.translateLet(d.rec, d.bindings, () => this.translate(d.body), e.loc, false, true);
      case "Function":
        return this.translateFunction(e, []);
      case "Apply":
        if (d.func.desc.kind === "Send" && d.args.every((a) => a.kind === "Expr") && d.evalOrder === undefined)
          return this.translateSend(d.func.desc.object, d.func.desc.method, d.args.map((a) => (a as { expr: TExpression }).expr), e.loc, d.func.desc.self);
        if (d.func.desc.kind === "SendSuper" && d.args.every((a) => a.kind === "Expr") && d.evalOrder === undefined) {
          const fd = d.func.desc;
          return withOperands(d.args.map((a) => this.translate((a as { expr: TExpression }).expr)), (xs) => this.sendSuper(fd.self, fd.ancestor, fd.method, xs, e.loc));
        }
        return this.translateApply(e, d.func, d.args);
      case "Send":
        return this.translateSend(d.object, d.method, [], e.loc, d.self);
      case "SendSuper":
        return this.sendSuper(d.self, d.ancestor, d.method, [], e.loc);
      case "New":
        return this.translateNew(d.path, d.info, e.loc);
      case "Object":
        if (d.class !== undefined) return llet(d.class.ident, this.translateClass(d.class, e.loc), this.translateNew(pident(d.class.ident), d.class.info, e.loc));
        return this.translateObject(d.object, e.loc);
      case "InstVar":
        return this.ivarGet(d.self, d.index, e.loc);
      case "SetInstVar":
        return withOperands([this.translate(d.value)], ([v]) => this.ivarSet(d.self, lvar(this.selfOf(d.self)), d.index, v!, e.loc));
      case "Override": {
        const copy = freshIdent("copy");
        const values = d.fields.map((f) => ({ id: freshIdent("v"), f }));
        let body: Lambda = lvar(copy);
        for (let i = values.length - 1; i >= 0; i--) {
          const { id, f } = values[i]!;
          body = lseq(this.ivarSet(d.self, lvar(copy), f.index, lvar(id), e.loc), body);
        }
        body = llet(copy, lprim({ kind: "CCall", name: "caml_flambe_obj_copy", arity: 1, alloc: true }, [lvar(this.selfOf(d.self))], e.loc), body);
        for (let i = values.length - 1; i >= 0; i--) body = llet(values[i]!.id, this.translate(values[i]!.f.expr), body);
        return body;
      }
      case "Match":
        return this.translateMatch(d.scrutinee, d.cases, e.loc);
      case "Try": {
        const body = this.translate(d.body);
        const exn = freshIdent("exn");
        for (const c of d.cases) if (c.lhs.desc.kind === "Var" || c.lhs.desc.kind === "Alias") this.tryIds.add(c.lhs.desc.ident);
        const clauses = d.cases.map((c) => this.clause(c));
        this.check(e.loc, d.cases.map((c, i) => ({ pattern: c.lhs, guarded: c.guard !== undefined, guard: clauses[i]!.guard })), "try", d.cases);
        const handler = compileMatch(this.matchContext(e.loc), [exn], clauses, () => lraise(lvar(exn), noLocation, "reraise"));
        return { kind: "TryWith", body, exn, handler };
      }
      case "Tuple":
        return withOperands(d.items.map((x) => this.translate(x)), (xs) => lmakeblock(0, "immutable", xs, d.items.map((x) => valueKindOfType(x.type)), e.loc));
      case "Construct":
        return this.translateConstruct(d.constructor, d.args, e.loc);
      case "Variant": {
        // OCaml's representation: the tag's hash, or a block of tag 0 holding the hash and the argument.
        const hash = hashVariant(d.tag);
        if (d.arg === undefined) return lint(hash);
        return withOperands([this.translate(d.arg)], ([x]) => lmakeblock(0, "immutable", [lint(hash), x!], undefined, e.loc));
      }
      case "Record":
        return this.translateRecord(e, d.fields, d.base);
      case "Field":
        return lfield(d.label.index + this.labelOffset(d.label), this.translate(d.record), this.labelAccess(d.label), e.loc);
      case "SetField": {
        const lab = d.label;
        if (lab.repr === "Unboxed") return lseq(this.translate(d.value), lambdaUnit);
        return withOperands([this.translate(d.record), this.translate(d.value)], ([r, v]) =>
          lprim({ kind: "SetField", index: lab.index + this.labelOffset(lab), access: this.labelAccess(lab) }, [r!, v!], e.loc),
        );
      }
      case "Array": {
        const elt = arrayElement(e.type);
        const kind = elt ? arrayKindOfElement(elt) : "generic";
        return withOperands(d.items.map((x) => this.translate(x)), (xs) => lprim({ kind: "MakeArray", arrayKind: kind, mutability: "mutable" }, xs, e.loc));
      }
      case "IfThenElse":
        return lif(this.translate(d.cond), this.translate(d.then), d.else ? this.translate(d.else) : lambdaUnit);
      case "Sequence":
        return lseq(this.translate(d.first), this.translate(d.second));
      case "While":
        return { kind: "While", cond: this.translate(d.cond), body: this.translate(d.body) };
      case "For": {
        const from = this.translate(d.from);
        const to = this.translate(d.to);
        return { kind: "For", ident: d.ident ?? freshIdent("i"), from, to, direction: d.direction === "Upto" ? "up" : "down", body: this.translate(d.body) };
      }
      case "LetModule": {
        const m = this.translateAnonymousModule(d.module);
        if (!d.ident) return lseq(m, this.translate(d.body));
        this.scope.addModule(d.ident, d.module.type);
        return llet(d.ident, m, this.translate(d.body));
      }
      case "LetException":
        return llet(d.ident, this.newExtension(d.ident.name, d.ext), this.translate(d.body));
      case "Assert": {
        const failure = this.assertFailure(e.loc);
        const x = d.expr;
        if (x.desc.kind === "Construct" && x.desc.constructor.name === "false" && x.desc.args.length === 0) return failure;
        return lif(this.translate(x), lambdaUnit, failure);
      }
      case "Lazy":
        return this.translateLazy(d.expr);
      case "Pack": {
        // The package type's signature is the layout the value has.
        const h = headOf(e.type);
        const target: ModuleType | undefined = h.desc.kind === "Package" ? { kind: "Ident", path: h.desc.path } : undefined;
        return this.coerce(this.translateAnonymousModule(d.module), d.module.type, target);
      }
      case "Open":
        return this.translateOpen(d.module, d.ident, () => this.translate(d.body));
      case "Unreachable":
        return lraise(lmakeblock(0, "immutable", [lpredefExn("Match_failure"), lmakeblock(0, "immutable", [lstring(e.loc.file), lint(e.loc.start.line), lint(e.loc.start.col)])]), e.loc);
    }
  }

  private assertFailure(loc: Location): Lambda {
    const where = lmakeblock(0, "immutable", [lstring(loc.file), lint(loc.start.line), lint(loc.start.col)]);
    return lraise(lmakeblock(0, "immutable", [lpredefExn("Assert_failure"), where]), loc);
  }

  private matchFailure(loc: Location): Lambda {
    const where = lmakeblock(0, "immutable", [lstring(loc.file), lint(loc.start.line), lint(loc.start.col)]);
    return lraise(lmakeblock(0, "immutable", [lpredefExn("Match_failure"), where]), loc);
  }

  private matchContext(loc: Location): { extensionSlot: (p: Path) => Lambda; loc: Location } {
    return { extensionSlot: (p) => this.translatePath(p, "extension"), loc };
  }

  /** Variables of a package type are modules (`fun (module S : T) -> ... S.x`): record their type. */
  private registerPackages(p: TPattern): void {
    const stack: TPattern[] = [p];
    while (stack.length > 0) {
      const q = stack.pop()!;
      const d = q.desc;
      if (d.kind === "Var" || d.kind === "Alias") {
        const h = headOf(q.type);
        if (h.desc.kind === "Package") this.scope.addModule(d.ident, { kind: "Ident", path: h.desc.path });
        if (d.kind === "Alias") stack.push(d.pattern);
      } else if (d.kind === "Tuple" || d.kind === "Array") stack.push(...d.items);
      else if (d.kind === "Construct") stack.push(...d.args);
      else if (d.kind === "Record") stack.push(...d.fields.map((f) => f.pattern));
      else if (d.kind === "Or") stack.push(d.left, d.right);
      else if (d.kind === "Lazy" || d.kind === "Exception") stack.push(d.pattern);
    }
  }

  private clause(c: TCase, action?: Lambda): MatchClause {
    this.registerPackages(c.lhs);
    const guard = c.guard ? this.translate(c.guard) : undefined;
    return { patterns: [c.lhs], guard, action: action ?? this.translate(c.rhs) };
  }

  /** Checks a match's cases; \`typed\` is its cases or binding in the typed tree (its warnings' place). */
  private check(loc: Location, cases: readonly CheckedCase[], kind: "match" | "try" | "let", typed: object): void {
    const found = checkMatch(loc, cases, kind, { ...this.options.warnings, state: this.warningState });
    placeMatchWarnings(typed, found, cases.some((c) => hasVariantPattern(c.pattern)));
    this.warnings.push(...found);
  }

  /** Runs `f` with the warnings changed by `[@warning "..."]` / `[@@warning "..."]` attributes. */
  private withWarningAttributes<T>(attrs: Attributes, f: () => T): T {
    const specs = attrs.filter((a) => (a.name.txt === "warning" || a.name.txt === "ocaml.warning") && a.payload.kind === "String");
    if (specs.length === 0) return f();
    const saved = this.warningState;
    this.warningState = specs.reduce((state, a) => parseWarningSpec((a.payload as { value: string }).value, state), saved);
    try {
      return f();
    } finally {
      this.warningState = saved;
    }
  }

  private translateLazy(x: TExpression): Lambda {
    // A value that can never be mistaken for a lazy block needs no suspension: forcing a value
    // that is not a block of tag 246 or 250 returns it. Constants (numbers and strings are not
    // blocks here) and variables of immediate types are such values, as in OCaml.
    if (x.desc.kind === "Constant" || (x.desc.kind === "Ident" && x.desc.value.kind.kind === "Regular" && valueKindOfType(x.type) === "int")) {
      return this.translate(x);
    }
    const fn: Lambda = {
      kind: "Function",
      params: [{ ident: freshIdent("param"), kind: "int" }],
      returnKind: "generic",
      body: this.translate(x),
      attributes: defaultFunctionAttributes,
      loc: x.loc,
      name: undefined,
    };
    return lmakeblock(246, "mutable", [fn], undefined, x.loc);
  }

  /**
   * `open struct .. end` (the only open with code): the type checker reaches the opened
   * components through the module `ident`, so the structure is bound to it as a module.
   */
  private translateOpen(m: TModuleExpr, ident: Ident | undefined, body: () => Lambda): Lambda {
    return this.openWrapper(m, ident)(body());
  }

  private openWrapper(m: TModuleExpr, ident: Ident | undefined): (rest: Lambda) => Lambda {
    if (m.desc.kind !== "Structure") return (rest) => rest;
    if (ident === undefined) {
      const s = m.desc.structure;
      this.scope.addSignature(s.signature);
      return this.withModulePath(undefined, () => this.translateItems(s.items));
    }
    this.scope.addModule(ident, m.type);
    const block = this.translateAnonymousModule(m);
    return (rest) => llet(ident, block, rest);
  }

  // --- let ---

  /** `let` and `let rec`, in expressions (`inStructure` false) and structures. */
  /** `expression`: a `let ... in` expression (see `letLocation`). */
  private translateLet(rec: boolean, bindings: readonly TValueBinding[], body: () => Lambda, loc: Location, inStructure: boolean, expression = false): Lambda {
    return this.letWrapper(rec, bindings, loc, inStructure, expression)(body());
  }

  private letWrapper(rec: boolean, bindings: readonly TValueBinding[], loc: Location, inStructure: boolean, expression = false): (body: Lambda) => Lambda {
    if (rec) {
      const defs = bindings.map((b) => {
        const id = this.bindingIdent(b.pattern) ?? freshIdent("rec");
        return { ident: id, def: this.withWarningAttributes(b.attributes, () => this.translateBound(b)) };
      });
      return (body) => ({ kind: "LetRec", bindings: defs, body });
    }
    const wrappers = bindings.map((b) => this.withWarningAttributes(b.attributes, () => {
      this.registerPackages(b.pattern);
      const def = this.translateBound(b);
      const id = this.bindingIdent(b.pattern);
      if (id) {
        const kind = valueKindOfType(b.pattern.type, b.pattern.immediate);
        return (rest: Lambda): Lambda => llet(id, def, rest, kind);
      }
      if (b.pattern.desc.kind === "Any") return (rest: Lambda): Lambda => lseq(lprim({ kind: "Ignore" }, [def]), rest);
      const pd = b.pattern.desc;
      // `let () = e`: nothing to test or bind.
      if (pd.kind === "Construct" && pd.args.length === 0 && pd.constructor.constants === 1 && pd.constructor.nonConstants === 0) return (rest: Lambda): Lambda => lseq(def, rest);
      const failLoc = expression && !rec && bindings.length === 1 && b.attributes.length === 0 && containsConstructor(b.pattern) ? loc : b.pattern.loc;
      this.check(failLoc, [{ pattern: b.pattern, guarded: false }], "let", b);
      return (rest: Lambda): Lambda => this.matchValue(def, b.pattern.type, [{ patterns: [b.pattern], guard: undefined, action: rest }], failLoc);
    }));
    return (body) => wrappers.reduceRight((acc, w) => w(acc), body);
  }

  private bindingIdent(p: TPattern): Ident | undefined {
    return p.desc.kind === "Var" ? p.desc.ident : undefined;
  }

  private translateBound(b: TValueBinding): Lambda {
    if (b.expr.desc.kind === "Function") {
      const fn = b.expr;
      return this.withWarningAttributes(fn.attributes, () => this.translateFunction(fn, b.attributes, this.bindingIdent(b.pattern)?.name));
    }
    return this.translate(b.expr);
  }

  /** Binds a value and matches it against clauses. */
  private matchValue(def: Lambda, type: Type, clauses: readonly MatchClause[], failLoc: Location): Lambda {
    const v = def.kind === "Var" ? def.ident : freshIdent("match");
    const m = compileMatch(this.matchContext(failLoc), [v], clauses, () => this.matchFailure(failLoc));
    return def.kind === "Var" ? m : llet(v, def, m, valueKindOfType(type));
  }

  // --- match ---

  private translateMatch(scrutinee: TExpression, cases: readonly TCase[], loc: Location): Lambda {
    const valueCases = cases.filter((c) => c.lhs.desc.kind !== "Exception");
    const exnCases = cases.filter((c) => c.lhs.desc.kind === "Exception");
    const s = this.translate(scrutinee);
    const valueClauses = valueCases.map((c) => this.clause(c));
    const exnClauses = exnCases.map((c) => this.clause({ ...c, lhs: (c.lhs.desc as { pattern: TPattern }).pattern }));
    this.check(loc, valueCases.map((c, i) => ({ pattern: c.lhs, guarded: c.guard !== undefined, guard: valueClauses[i]!.guard, refutation: c.rhs.desc.kind === "Unreachable" })), "match", cases);
    if (exnCases.length > 0) this.check(loc, exnCases.map((c, i) => ({ pattern: (c.lhs.desc as { pattern: TPattern }).pattern, guarded: c.guard !== undefined, guard: exnClauses[i]!.guard })), "try", cases);
    const ctx = this.matchContext(loc);
    const fail = (): Lambda => this.matchFailure(loc);
    // `match (a, b) with (p, q) -> ...` matches the components without building the tuple.
    let valueMatch: (v: Ident) => Lambda;
    let tupleItems: Lambda[] | undefined;
    if (scrutinee.desc.kind === "Tuple" && valueCases.every((c) => c.lhs.desc.kind === "Tuple" || c.lhs.desc.kind === "Any")) {
      const n = scrutinee.desc.items.length;
      const vars = scrutinee.desc.items.map(() => freshIdent("match"));
      const clauses = valueClauses.map((c) => {
        const p = c.patterns[0]!;
        const pats = p.desc.kind === "Tuple" ? p.desc.items : Array.from({ length: n }, () => p);
        return { ...c, patterns: pats };
      });
      const compiled = compileMatch(ctx, vars, clauses, fail);
      if (s.kind === "Prim" && s.prim.kind === "MakeBlock") tupleItems = [...s.args];
      valueMatch = (v) => {
        if (tupleItems) return compiled;
        let out = compiled;
        for (let i = n - 1; i >= 0; i--) out = llet(vars[i]!, lfield(i, lvar(v), access(0, n)), out);
        return out;
      };
      if (tupleItems && exnCases.length === 0) {
        // Bind the components in OCaml's order (right to left).
        let out = compiled;
        const items = tupleItems;
        const order = items.map((_, i) => i).reverse();
        const lets = order.map((i) => ({ id: vars[i]!, def: items[i]! }));
        for (let i = lets.length - 1; i >= 0; i--) out = llet(lets[i]!.id, lets[i]!.def, out);
        return out;
      }
      tupleItems = undefined;
    } else {
      valueMatch = (v) => compileMatch(ctx, [v], valueClauses, fail);
    }
    if (exnCases.length === 0) {
      if (s.kind === "Var") return valueMatch(s.ident);
      const v = freshIdent("match");
      return llet(v, s, valueMatch(v), valueKindOfType(scrutinee.type));
    }
    const v = freshIdent("match");
    const exn = freshIdent("exn");
    const label = freshLabel();
    const exnMatch = compileMatch(ctx, [exn], exnClauses, () => lraise(lvar(exn), noLocation, "reraise"));
    return {
      kind: "StaticCatch",
      body: { kind: "TryWith", body: { kind: "StaticRaise", label, args: [s] }, exn, handler: exnMatch },
      label,
      params: [{ ident: v, kind: valueKindOfType(scrutinee.type) }],
      handler: valueMatch(v),
    };
  }

  // --- functions ---

  translateFunction(e: TExpression, bindingAttrs: Attributes, name?: string): Lambda {
    interface Level {
      param: Ident;
      cases: readonly TCase[];
      def: TExpression | undefined;
      loc: Location;
      type: Type;
    }
    const levels: Level[] = [];
    let cur: TExpression = e;
    for (;;) {
      const d = cur.desc;
      if (d.kind !== "Function") break;
      levels.push({ param: d.param, cases: d.cases, def: d.default, loc: cur.loc, type: cur.type });
      for (const c of d.cases) this.registerPackages(c.lhs);
      // Curried functions are one function of several parameters, as in OCaml, when matching
      // the outer parameter can neither fail nor read mutable state (OCaml's `Parmatch.inactive`):
      // otherwise the match is done when the outer function is applied.
      if (d.cases.length === 1 && !d.cases[0]!.guard && d.cases[0]!.rhs.desc.kind === "Function" && inactivePattern(d.cases[0]!.lhs)) cur = d.cases[0]!.rhs;
      else break;
    }
    const last = levels[levels.length - 1]!;
    const lastKind = valueKindOfType(arrowResult(last.type, 1));
    // The innermost level matches its cases; the outer ones bind their single pattern.
    const params: FunctionParam[] = [];
    const wrappers: ((body: Lambda) => Lambda)[] = [];
    let lastMatched: Ident = last.param;
    // OCaml checks an inner function's match before the outer ones'.
    const outerChecks: (() => void)[] = [];
    levels.forEach((lv, i) => {
      const argType = arrowArgs(lv.type, 1)[0];
      const isLast = i === levels.length - 1;
      const c0 = lv.cases[0];
      const singleVar = lv.cases.length === 1 && !c0!.guard && c0!.lhs.desc.kind === "Var" ? (c0!.lhs.desc as { ident: Ident }).ident : undefined;
      let param = lv.param;
      let matched: Ident;
      if (lv.def) {
        // `?(x = default)`: the parameter is the option; the cases match its contents.
        matched = singleVar ?? freshIdent("opt");
        const defLam = this.translate(lv.def);
        const optParam = param;
        const bound = matched;
        wrappers.push((body) =>
          llet(
            bound,
            {
              kind: "Switch",
              scrutinee: lvar(optParam),
              cases: { numConsts: 1, consts: [{ value: 0, action: defLam }], numBlocks: 1, blocks: [{ tag: 0, action: lfield(0, lvar(optParam), access(0, 1)) }], failAction: undefined },
              loc: lv.loc,
            },
            body,
          ),
        );
      } else {
        if (singleVar) param = singleVar;
        matched = param;
      }
      params.push({ ident: param, kind: valueKindOfType(argType ?? lv.type) });
      if (isLast) {
        lastMatched = matched;
        return;
      }
      const c = c0!;
      if (singleVar || c.lhs.desc.kind === "Any") return;
      outerChecks.unshift(() => this.check(lv.loc, [{ pattern: c.lhs, guarded: false }], "match", lv.cases));
      const m = matched;
      wrappers.push((body) => compileMatch(this.matchContext(lv.loc), [m], [{ patterns: [c.lhs], guard: undefined, action: body }], () => this.matchFailure(lv.loc)));
    });
    // The innermost body.
    let body: Lambda;
    const lcases = last.cases;
    if (lcases.length === 1 && !lcases[0]!.guard && lcases[0]!.lhs.desc.kind === "Var") body = this.translate(lcases[0]!.rhs);
    else {
      const clauses = lcases.map((c) => this.clause(c));
      this.check(last.loc, lcases.map((c, i) => ({ pattern: c.lhs, guarded: c.guard !== undefined, guard: clauses[i]!.guard, refutation: c.rhs.desc.kind === "Unreachable" })), "match", lcases);
      body = compileMatch(this.matchContext(last.loc), [lastMatched], clauses, () => this.matchFailure(last.loc));
    }
    for (const c of outerChecks) c();
    for (let i = wrappers.length - 1; i >= 0; i--) body = wrappers[i]!(body);
    const attrs = functionAttributes([...bindingAttrs, ...e.attributes]);
    return { kind: "Function", params, returnKind: lastKind, body, attributes: attrs, loc: e.loc, name };
  }

  // --- objects ---

  /** The Lambda variable standing for an object's self where the code being translated is. */
  private readonly selves = new Map<string, Ident>();

  private selfOf(self: Ident): Ident {
    return this.selves.get(idKey(self)) ?? self;
  }

  /** `o#m a1 ... an`: the method's closure, read from the object's table, applied to the object and the arguments. */
  private translateSend(object: TExpression, method: string, args: readonly TExpression[], loc: Location, self?: Ident): Lambda {
    const ops = [this.translate(object), ...args.map((a) => this.translate(a))];
    return withOperands(ops, ([o0, ...xs]) => {
      // The object is used twice: named unless it is a variable or a constant.
      const send = (o: Lambda): Lambda =>
        this.apply(lprim({ kind: "CCall", name: "caml_flambe_send", arity: 2, alloc: false }, [o, this.methodKey(self, method)], loc), [o, ...xs], loc);
      if (isAtomic(o0!)) return send(o0!);
      const id = freshIdent("obj");
      return llet(id, o0!, send(lvar(id)));
    });
  }

  /** Translates `body` with `self` standing for the object `obj`, the self pattern's variables bound. */
  private withSelf(o: TObject, obj: Ident, body: () => Lambda, loc: Location): Lambda {
    const key = idKey(o.self);
    const saved = this.selves.get(key);
    this.selves.set(key, obj);
    try {
      if (o.selfBinding === undefined) return body();
      const b = o.selfBinding;
      const binding = { ...b, expr: { ...b.expr, desc: { kind: "Ident" as const, path: pident(obj), value: (b.expr.desc as { value: ValueDesc }).value } } };
      return this.translateLet(false, [binding], body, loc, false);
    } finally {
      if (saved === undefined) this.selves.delete(key);
      else this.selves.set(key, saved);
    }
  }

  /**
   * An immediate object: its instance variables evaluated in order, its method table (each method
   * a function of the object, then of its own parameters), the block of tag 248 holding the table,
   * a fresh id and the instance variables, then the initializers run on it.
   */
  private translateObject(o: TObject, loc: Location): Lambda {
    const ivarIds = o.ivars.map((v) => freshIdent(v.name));
    const obj = freshIdent("obj");
    const table = freshIdent("table");
    const methodsBlock: Lambda[] = [];
    for (const m of o.methods) methodsBlock.push(lstring(m.name), this.methodClosure(o, m));
    let body: Lambda = lvar(obj);
    for (let i = o.initializers.length - 1; i >= 0; i--) {
      const init = o.initializers[i]!;
      body = lseq(this.withSelf(o, obj, () => this.translate(init), init.loc), body);
    }
    const fields = [lvar(table), lprim({ kind: "CCall", name: "caml_fresh_oo_id", arity: 1, alloc: false }, [lint(0)]), ...ivarIds.map((id) => lvar(id))];
    body = llet(obj, lmakeblock(248, "mutable", fields, undefined, loc), body);
    body = llet(table, lprim({ kind: "CCall", name: "caml_flambe_method_table", arity: 1, alloc: true }, [lmakeblock(0, "immutable", methodsBlock, undefined, loc)], loc), body);
    for (let i = o.ivars.length - 1; i >= 0; i--) body = llet(ivarIds[i]!, this.translate(o.ivars[i]!.expr), body);
    return body;
  }

  /**
   * A method's closure: one function of self and then of the method's own parameters, as OCaml
   * compiles it, so that `o#m x` calls it with both at once. The self pattern's aliases
   * (`object (self)`) are bound inside that function, not between self and the parameters, where
   * they would make each call build a closure.
   */
  private methodClosure(o: TObject, m: TObject["methods"][number]): Lambda {
    const s = freshIdent("self");
    const aliases: { ident: Ident; def: Lambda; valueKind: ValueKind }[] = [];
    let fn = this.withSelf(o, s, () => this.translate(m.expr), m.expr.loc);
    while (fn.kind === "Let" && fn.def.kind === "Var") {
      aliases.push({ ident: fn.ident, def: fn.def, valueKind: fn.valueKind });
      fn = fn.body;
    }
    const self = { ident: s, kind: "generic" as ValueKind };
    const wrap = (body: Lambda): Lambda => aliases.reduceRight((acc, a) => llet(a.ident, a.def, acc, a.valueKind), body);
    if (fn.kind === "Function") return { ...fn, params: [self, ...fn.params], body: wrap(fn.body), name: fn.name ?? m.name };
    return { kind: "Function", params: [self], returnKind: "generic", body: wrap(fn), attributes: defaultFunctionAttributes, loc: m.expr.loc, name: m.name };
  }

  // --- classes ---

  /**
   * The key of method `name` in a method table: `$name`, but for a private method called on the
   * self of a class whose code is being translated, the key that class was built with.
   */
  private methodKey(self: Ident | undefined, name: string): Lambda {
    const key = self === undefined ? undefined : this.privateKeys.get(idKey(self))?.get(name);
    return key !== undefined ? lvar(key) : lstring("$" + name);
  }

  /** The classes whose code is being translated: the variable holding each private method's key, by the class's self. */
  private readonly privateKeys = new Map<string, ReadonlyMap<string, Ident>>();

  /** `super#m args`: the ancestor's method as the class being built inherits it, on self. */
  private sendSuper(self: Ident, ancestor: Path, method: string, args: readonly Lambda[], loc: Location): Lambda {
    const built = this.ancestorsBuilt.get(pathKey(ancestor));
    const table = built !== undefined ? lvar(built) : lfield(0, this.translatePath(ancestor, "value", loc), classAccess, loc);
    const m = lprim({ kind: "CCall", name: "caml_flambe_table_method", arity: 2, alloc: false }, [table, this.methodKey(self, method)], loc);
    return this.apply(m, [lvar(this.selfOf(self)), ...args], loc);
  }

  /** The ancestors of the class whose methods are being translated: the table each built for it (by the ancestor's path). */
  private readonly ancestorsBuilt = new Map<string, Ident>();
  /** The classes whose code is being translated: the variable holding each field's key, by the class's self. */
  private readonly slotKeys = new Map<string, readonly Ident[]>();

  /** Instance variable `index` of `self`: a field of its own in an immediate object, a field found by its key in a class's. */
  private ivarGet(self: Ident, index: number, loc: Location): Lambda {
    const keys = this.slotKeys.get(idKey(self));
    const obj = lvar(this.selfOf(self));
    if (keys === undefined) return lfield(2 + index, obj, access(248, undefined, "mutable"), loc);
    return lprim({ kind: "CCall", name: "caml_flambe_obj_get", arity: 2, alloc: false }, [obj, lvar(keys[index]!)], loc);
  }

  private ivarSet(self: Ident, obj: Lambda, index: number, v: Lambda, loc: Location): Lambda {
    const keys = this.slotKeys.get(idKey(self));
    if (keys === undefined) return lprim({ kind: "SetField", index: 2 + index, access: access(248, undefined, "mutable") }, [obj, v], loc);
    return lprim({ kind: "CCall", name: "caml_flambe_obj_set", arity: 3, alloc: false }, [obj, lvar(keys[index]!), v], loc);
  }

  /** `new c`: the object made (a block of tag 248: the class's table, a fresh id, its fields), initialised. */
  private translateNew(path: Path, info: ClassInfo, loc: Location): Lambda {
    const params = info.params.map((p) => ({ ident: freshIdent(p.label.kind === "Nolabel" ? "param" : p.label.name), kind: "generic" as ValueKind }));
    const cls = freshIdent("class");
    const obj = freshIdent("obj");
    const fields: Lambda[] = [lfield(0, lvar(cls), classAccess, loc), lprim({ kind: "CCall", name: "caml_fresh_oo_id", arity: 1, alloc: false }, [lint(0)])];
    for (let i = 0; i < info.size; i++) fields.push(lint(0));
    // A class known by its description only (an interface's): its size is read from it.
    const alloc = info.size >= 0 ? lmakeblock(248, "mutable", fields, undefined, loc) : lprim({ kind: "CCall", name: "caml_flambe_new_object", arity: 1, alloc: true }, [lvar(cls)], loc);
    let body: Lambda = lvar(obj);
    body = lseq(this.apply(lfield(2, lvar(cls), classAccess, loc), [lvar(obj)], loc), body);
    body = lseq(this.apply(lfield(1, lvar(cls), classAccess, loc), [lvar(obj), ...params.map((p) => lvar(p.ident))], loc), body);
    body = llet(obj, alloc, body);
    body = llet(cls, this.translatePath(path, "value", loc), body);
    if (params.length === 0) return body;
    return { kind: "Function", params, returnKind: "generic", body, attributes: defaultFunctionAttributes, loc, name: `new_${info.name}` };
  }

  /**
   * A class's value: the block of its method table, its initialisation function, its
   * initializers' function, its objects' size and its build function. Building a class for a
   * layout (the fields of the objects being laid out, `caml_flambe_layout`) builds the classes it
   * inherits for it, finds the key of each of its own fields (an instance variable's by its name,
   * so that a name inherited twice is one field), and makes its methods, initialisation and
   * initializers for those keys: `[table; init; initializers]`. The class's own value is its build
   * for a fresh layout (`caml_flambe_new_layout`); a class inheriting it builds it again for its own.
   */
  private translateClass(c: TClass, loc: Location): Lambda {
    const o = c.object;
    const layout = freshIdent("layout");
    const parents = c.init.filter((x): x is Extract<TClassInit, { kind: "Inherit" }> => x.kind === "Inherit");
    // The anonymous classes of the class expressions it inherits, defined before it.
    const liftedDefs = parents.flatMap((p) => (p.lifted === undefined ? [] : [{ ident: p.lifted.ident, def: this.translateClass(p.lifted, loc) }]));
    const built = parents.map((p) => freshIdent(`built_${p.info.name}`));
    // What each inherited class built: its table, initialisation and initializers, each named.
    const builtParts = parents.map((p) => [freshIdent(`table_${p.info.name}`), freshIdent(`init_${p.info.name}`), freshIdent(`initializers_${p.info.name}`)] as const);
    const keys = c.slots.map((name) => freshIdent(name === undefined ? "hidden" : `key_${name}`));
    const selfKey = idKey(o.self);
    const savedKeys = this.slotKeys.get(selfKey);
    const savedAncestors = new Map(this.ancestorsBuilt);
    this.slotKeys.set(selfKey, keys);
    // The private methods' keys, which a type may make the class's own (see `caml_flambe_layout_method`).
    const privateKeys = new Map(c.info.methods.filter((m) => m.private).map((m) => [m.name, freshIdent(`key_${m.name}`)] as const));
    this.privateKeys.set(selfKey, privateKeys);
    parents.forEach((p, i) => this.ancestorsBuilt.set(pathKey(p.path), builtParts[i]![0]));
    try {
      const methodsBlock: Lambda[] = [];
      for (const m of o.methods) methodsBlock.push(this.methodKey(o.self, m.name), this.methodClosure(o, m));
      const builtField = (i: number, f: 0 | 1 | 2): Lambda => lvar(builtParts[i]![f]);
      const table = lprim(
        { kind: "CCall", name: "caml_flambe_class_table", arity: 2, alloc: true },
        [lmakeblock(0, "immutable", parents.map((_, i) => builtField(i, 0)), undefined, loc), lmakeblock(0, "immutable", methodsBlock, undefined, loc)],
        loc,
      );
      // The initialisation: the parameters and `let`s, their variables stored, then inherited classes and instance variables in order.
      const obj = freshIdent("obj");
      const set = (index: number, v: Lambda): Lambda => this.ivarSet(o.self, lvar(obj), index, v, loc);
      const steps: Lambda[] = [];
      let parentIndex = 0;
      for (const x of c.init) {
        if (x.kind === "Inherit") {
          const i = parentIndex++;
          const args = x.args.map((a) => this.withSelf(o, obj, () => this.translate(a), a.loc));
          steps.push(withOperands(args, (xs) => this.apply(builtField(i, 1), [lvar(obj), ...xs], loc)));
        } else {
          steps.push(withOperands([this.withSelf(o, obj, () => this.translate(x.expr), x.expr.loc)], ([v]) => set(x.index, v!)));
        }
      }
      const stepsBody: Lambda = steps.reduceRight((acc, st) => lseq(st, acc), lambdaUnit);
      let initBody: Lambda = c.stores.reduceRight((acc: Lambda, v) => lseq(set(v.index, lvar(v.ident)), acc), stepsBody);
      // The `let`s before the first parameter are evaluated once, as the class is defined (but an
      // inherited class expression's); the parameters and what follows them, at each `new`.
      const firstParam = c.perObject === true ? 0 : c.prefix.findIndex((x) => x.kind === "Param");
      const outer = firstParam < 0 ? c.prefix : c.prefix.slice(0, firstParam);
      const inner = firstParam < 0 ? [] : c.prefix.slice(firstParam);
      const paramIds: Ident[] = [];
      for (let i = inner.length - 1; i >= 0; i--) {
        const p = inner[i]!;
        const rest = initBody;
        if (p.kind === "Let") {
          initBody = this.translateLet(p.rec, p.bindings, () => rest, loc, false);
          continue;
        }
        if (p.kind === "Open") continue;
        let arg: Ident = freshIdent(p.label.kind === "Nolabel" ? "param" : p.label.name);
        paramIds.unshift(arg);
        const valueDesc: ValueDesc = { type: p.pattern.type, kind: { kind: "Regular" }, loc };
        let pre: ((l: Lambda) => Lambda) | undefined;
        if (p.default !== undefined) {
          const opt = arg;
          const unwrapped = freshIdent("param");
          const def = this.translate(p.default);
          pre = (l) => llet(unwrapped, lif(lprim({ kind: "IsInt" }, [lvar(opt)], loc), def, lfield(0, lvar(opt), access(0, 1), loc)), l);
          arg = unwrapped;
        }
        const binding: TValueBinding = { pattern: p.pattern, expr: { desc: { kind: "Ident", path: pident(arg), value: valueDesc }, type: p.pattern.type, loc, attributes: [] }, attributes: [], loc };
        initBody = this.translateLet(false, [binding], () => rest, loc, false);
        if (pre) initBody = pre(initBody);
      }
      const init: Lambda = {
        kind: "Function",
        params: [{ ident: obj, kind: "generic" }, ...paramIds.map((id) => ({ ident: id, kind: "generic" as ValueKind }))],
        returnKind: "generic",
        body: initBody,
        attributes: defaultFunctionAttributes,
        loc,
        name: `init_${c.info.name}`,
      };
      // The initializers, in the order of the fields: the inherited classes' where they are inherited.
      const obj2 = freshIdent("obj");
      const inits: Lambda[] = [];
      let parentsDone = 0;
      const parentInits = (upTo: number): void => {
        for (; parentsDone < upTo; parentsDone++) inits.push(this.apply(builtField(parentsDone, 2), [lvar(obj2)], loc));
      };
      o.initializers.forEach((e, i) => {
        parentInits(c.initializerParents[i] ?? 0);
        inits.push(this.withSelf(o, obj2, () => this.translate(e), e.loc));
      });
      parentInits(parents.length);
      const runInits: Lambda = {
        kind: "Function",
        params: [{ ident: obj2, kind: "generic" }],
        returnKind: "generic",
        body: inits.reduceRight((acc, st) => lseq(st, acc), lambdaUnit),
        attributes: defaultFunctionAttributes,
        loc,
        name: `initializers_${c.info.name}`,
      };
      let buildBody: Lambda = lmakeblock(0, "immutable", [table, init, runInits], undefined, loc);
      for (let i = keys.length - 1; i >= 0; i--) {
        const name = c.slots[i];
        buildBody = llet(keys[i]!, lprim({ kind: "CCall", name: "caml_flambe_layout_slot", arity: 2, alloc: false }, [lvar(layout), name === undefined ? lint(0) : lstring(name)], loc), buildBody);
      }
      for (let i = parents.length - 1; i >= 0; i--) {
        for (let f = 2; f >= 0; f--) buildBody = llet(builtParts[i]![f]!, lfield(f, lvar(built[i]!), access(0, 3), loc), buildBody);
        // The inherited class built for this layout, seeing only the instance variables its type shows.
        const visible = lmakeblock(0, "immutable", parents[i]!.info.ivars.map((v) => lstring(v.name)), undefined, loc);
        const visibleMethods = lmakeblock(0, "immutable", parents[i]!.info.methods.map((m) => lstring(m.name)), undefined, loc);
        const narrow = lprim({ kind: "CCall", name: "caml_flambe_layout_narrow", arity: 3, alloc: false }, [lvar(layout), visible, visibleMethods], loc);
        const widen = lprim({ kind: "CCall", name: "caml_flambe_layout_widen", arity: 1, alloc: false }, [lvar(layout)], loc);
        const call = this.apply(lfield(4, this.translatePath(parents[i]!.path, "value", loc), classAccess, loc), [lvar(layout)], loc);
        const tmp = freshIdent("built");
        buildBody = llet(built[i]!, lseq(narrow, llet(tmp, call, lseq(widen, lvar(tmp)))), buildBody);
      }
      for (const [name, key] of privateKeys) buildBody = llet(key, lprim({ kind: "CCall", name: "caml_flambe_layout_method", arity: 2, alloc: false }, [lvar(layout), lstring(name)], loc), buildBody);
      const build: Lambda = { kind: "Function", params: [{ ident: layout, kind: "generic" }], returnKind: "generic", body: buildBody, attributes: defaultFunctionAttributes, loc, name: `build_${c.info.name}` };
      // The class, a block (of a size a `let rec` of classes can make before it is filled).
      const buildId = freshIdent(`build_${c.info.name}`);
      const ownLayout = freshIdent("layout");
      const own = freshIdent("built");
      const ownField = (f: number): Lambda => lfield(f, lvar(own), access(0, 3), loc);
      const size = lprim({ kind: "CCall", name: "caml_flambe_layout_size", arity: 1, alloc: false }, [lvar(ownLayout)], loc);
      let cls: Lambda = lmakeblock(0, "immutable", [ownField(0), ownField(1), ownField(2), size, lvar(buildId)], undefined, loc);
      cls = llet(own, this.apply(lvar(buildId), [lvar(ownLayout)], loc), cls);
      cls = llet(ownLayout, lprim({ kind: "CCall", name: "caml_flambe_new_layout", arity: 1, alloc: true }, [lint(0)], loc), cls);
      cls = llet(buildId, build, cls);
      for (let i = outer.length - 1; i >= 0; i--) {
        const l = outer[i] as Exclude<TClassPrefixItem, { kind: "Param" }>;
        if (l.kind === "Open") continue;
        const rest = cls;
        cls = this.translateLet(l.rec, l.bindings, () => rest, loc, false);
      }
      for (let i = liftedDefs.length - 1; i >= 0; i--) cls = llet(liftedDefs[i]!.ident, liftedDefs[i]!.def, cls);
      return cls;
    } finally {
      if (savedKeys === undefined) this.slotKeys.delete(selfKey);
      else this.slotKeys.set(selfKey, savedKeys);
      this.privateKeys.delete(selfKey);
      this.ancestorsBuilt.clear();
      for (const [k, v] of savedAncestors) this.ancestorsBuilt.set(k, v);
    }
  }

  // --- applications and primitives ---

  private translateApply(e: TExpression, func: TExpression, args: readonly import("../typing/index.js").TArgument[]): Lambda {
    const given = args.filter((a) => a.kind === "Expr");
    if (func.desc.kind === "Ident" && func.desc.value.kind.kind === "Primitive" && given.length === args.length) {
      const vk = func.desc.value.kind;
      if (args.length >= vk.arity) {
        this.noteExternal(func.desc.value);
        const exprs = args.map((a) => (a as { expr: TExpression }).expr);
        const name = vk.prims[0]!;
        if ((name === "%revapply" || name === "%apply") && exprs.length === 2) {
          return name === "%revapply" ? this.applyOperator(e, exprs[1]!, exprs[0]!) : this.applyOperator(e, exprs[0]!, exprs[1]!);
        }
        const ops = exprs.map((x) => this.translate(x));
        const argTypes = exprs.map((x) => x.type);
        // `&&` and `||` evaluate their second argument only when needed: no binding.
        if (name === "%sequand" || name === "%sequor") return this.primitive(name, ops, argTypes, e.loc);
        return withOperands(ops, (xs) => {
          const prim = this.primitive(name, xs.slice(0, vk.arity), argTypes, e.loc);
          return xs.length > vk.arity ? this.apply(prim, xs.slice(vk.arity), e.loc, e.attributes) : prim;
        });
      }
    }
    const f = this.translate(func);
    const order = e.desc.kind === "Apply" ? e.desc.evalOrder : undefined;
    // `(f [@inlined]) x`: OCaml reads the call's attributes on the function expression.
    const attrs = func.attributes.length === 0 ? e.attributes : [...func.attributes, ...e.attributes];
    if (given.length === args.length) {
      const ops = args.map((a) => this.translate((a as { expr: TExpression }).expr));
      if (order) {
        // Labels were commuted: the arguments are evaluated in the order they were written.
        const atoms = [...ops];
        const lets: { id: Ident; def: Lambda }[] = [];
        for (const i of order) {
          if (isAtomic(ops[i]!)) continue;
          const id = freshIdent("arg");
          lets.push({ id, def: ops[i]! });
          atoms[i] = lvar(id);
        }
        let out = withOperands([f], ([fx]) => this.apply(fx!, atoms, e.loc, attrs));
        for (let i = lets.length - 1; i >= 0; i--) out = llet(lets[i]!.id, lets[i]!.def, out);
        return out;
      }
      return withOperands([f, ...ops], ([fx, ...xs]) => this.apply(fx!, xs, e.loc, attrs));
    }
    // Omitted arguments: a closure waiting for them (OCaml's `build_apply`).
    const items = args.map((a) => (a.kind === "Expr" ? { arg: this.translate(a.expr), optional: a.label.kind === "Optional" } : { arg: undefined, optional: a.label.kind === "Optional", omitted: a }));
    return this.partialApply(f, [], items, e.loc, attrs);
  }

  /**
   * A partial application, as OCaml's translation builds it (`Translcore.build_apply`): `lam`
   * applied to the arguments `given` (already in place) and `rest`, some of which are omitted.
   * At the first omitted argument, the given ones before it are applied at once, unless they are
   * all for optional parameters, in which case they are evaluated only when the closure gets
   * the omitted argument (each time); the function so obtained, then the given arguments after
   * it, are evaluated now, left to right; the closure takes the omitted arguments and makes the
   * rest of the application. `let f = g (x ()) ~z:(z ())` with `g x ~y ~z` evaluates `g (x ())`
   * now (running `g`'s body if it has one parameter), `z ()` after it.
   */
  private partialApply(
    lam: Lambda,
    given: readonly { readonly arg: Lambda; readonly optional: boolean }[],
    rest: readonly { readonly arg: Lambda | undefined; readonly optional: boolean; readonly omitted?: { readonly label: Label; readonly type: Type } }[],
    loc: Location,
    attrs: Attributes,
  ): Lambda {
    const at = rest.findIndex((a) => a.arg === undefined);
    const applyTo = (fn: Lambda, xs: readonly Lambda[]): Lambda => withOperands([fn, ...xs], ([fx, ...ys]) => this.apply(fx!, ys, loc, attrs));
    if (at < 0) return applyTo(lam, [...given, ...rest].map((a) => a.arg!));
    const before = [...given, ...(rest.slice(0, at) as { arg: Lambda; optional: boolean }[])];
    const omitted = rest[at]!;
    const defs: { id: Ident; def: Lambda }[] = [];
    const protect = (name: string, x: Lambda): Lambda => {
      if (isAtomic(x)) return x;
      const id = freshIdent(name);
      defs.push({ id, def: x });
      return lvar(id);
    };
    const allOptional = before.every((a) => a.optional);
    const handle = protect("func", allOptional || before.length === 0 ? lam : applyTo(lam, before.map((a) => a.arg)));
    const after = rest.slice(at + 1).map((a) => (a.arg === undefined ? a : { ...a, arg: protect("arg", a.arg) }));
    const label = omitted.omitted!.label;
    const param = freshIdent(label.kind === "Nolabel" ? "param" : label.name);
    const inner = this.partialApply(handle, [...(allOptional ? before : []), { arg: lvar(param), optional: omitted.optional }], after, loc, attrs);
    const params: FunctionParam[] = [{ ident: param, kind: valueKindOfType(omitted.omitted!.type) }];
    let out: Lambda =
      inner.kind === "Function" && inner.attributes.stub
        ? { ...inner, params: [...params, ...inner.params] }
        : { kind: "Function", params, returnKind: "generic", body: inner, attributes: { ...defaultFunctionAttributes, stub: true }, loc, name: undefined };
    for (let k = defs.length - 1; k >= 0; k--) out = llet(defs[k]!.id, defs[k]!.def, out);
    return out;
  }

  /**
   * `x |> f` and `f @@ x` (`e`), fully applied: the call `f x`, its operands evaluated as a call's
   * are (the argument, then the function). When `f` is itself a call with every argument given
   * (`xs |> List.map g`), `x` joins its arguments, as OCaml does: one full application, which
   * Simplify can make direct and inline, instead of a partial application and a call of the
   * closure it returns. The inner call keeps its attributes; the location is the operator's.
   */
  private applyOperator(e: TExpression, func: TExpression, arg: TExpression): Lambda {
    const d = func.desc;
    if (d.kind === "Apply" && d.evalOrder === undefined && d.args.every((a) => a.kind === "Expr")) {
      const merged: TExpression = { ...func, loc: e.loc };
      const args = [...d.args, { kind: "Expr" as const, label: { kind: "Nolabel" as const }, expr: arg }];
      const go = (): Lambda => this.translateApply(merged, d.func, args);
      return func.attributes.length > 0 ? this.withWarningAttributes(func.attributes, go) : go();
    }
    return withOperands([this.translate(func), this.translate(arg)], ([f, x]) => this.apply(f!, [x!], e.loc, e.attributes));
  }

  private primitive(name: string, args: readonly Lambda[], argTypes: readonly (Type | undefined)[], loc: Location): Lambda {
    const arg = args[0];
    if (name === "%raise" && arg?.kind === "Var" && this.tryIds.has(arg.ident)) return lraise(arg, loc, "reraise");
    const l = translatePrimitive(name, args, argTypes, loc, { unsafe: this.options.unsafe, unitName: this.unitName });
    if (l) return l;
    throw new Error(`lambda: unknown primitive ${name}`);
  }

  /** Records an external the code calls (for the linker: one no runtime or stub provides is an error). */
  private noteExternal(value: ValueDesc): void {
    const vk = value.kind;
    if (vk.kind !== "Primitive") return;
    const name = vk.prims[0]!;
    if (!name.startsWith("%") && !this.externals.has(name)) this.externals.set(name, value.loc);
  }

  /** A primitive used as a value: a function of its arity (OCaml eta-expands it too). */
  private etaPrimitive(value: ValueDesc, type: Type, loc: Location): Lambda {
    const vk = value.kind;
    if (vk.kind !== "Primitive") throw new Error("not a primitive");
    this.noteExternal(value);
    const argTypes = arrowArgs(type, vk.arity);
    if (vk.arity === 0) return this.primitive(vk.prims[0]!, [], [], loc);
    const params = Array.from({ length: vk.arity }, (_, i) => ({ ident: freshIdent(`prim${i}`), kind: valueKindOfType(argTypes[i] ?? type) }));
    return {
      kind: "Function",
      params,
      returnKind: valueKindOfType(arrowResult(type, vk.arity)),
      body: this.primitive(vk.prims[0]!, params.map((p) => lvar(p.ident)), argTypes, loc),
      attributes: { ...defaultFunctionAttributes, stub: true },
      loc,
      name: undefined,
    };
  }

  // --- data ---

  private translateConstruct(c: ConstructorDesc, args: readonly TExpression[], loc: Location): Lambda {
    switch (c.tag.kind) {
      case "Constant":
        return lint(c.tag.index);
      case "Unboxed":
        return this.translate(args[0]!);
      case "Block": {
        const tag = c.tag.index;
        if (c.inlineRecord && args[0] && args[0].desc.kind === "Record") return this.translateRecordFields(args[0], args[0].desc.fields, args[0].desc.base, tag, 0);
        return withOperands(args.map((a) => this.translate(a)), (xs) => lmakeblock(tag, "immutable", xs, c.args.map((t) => valueKindOfType(t)), loc));
      }
      case "Extension": {
        const slot = this.translatePath(c.tag.path, "extension", loc);
        if (args.length === 0) return slot;
        if (c.inlineRecord && args[0] && args[0].desc.kind === "Record") {
          const rec = args[0];
          const fields = args[0].desc.fields;
          return this.translateRecordFields(rec, fields, args[0].desc.base, 0, 1, slot);
        }
        return withOperands([slot, ...args.map((a) => this.translate(a))], (xs) => lmakeblock(0, "immutable", xs, undefined, loc));
      }
    }
  }

  /** Field offset of a label: 1 in the inline record of an extension constructor (slot first). */
  private labelOffset(_l: LabelDesc): number {
    return 0;
  }

  private labelAccess(l: LabelDesc): ReturnType<typeof access> {
    const mut = l.mutable ? "mutable" : "immutable";
    if (l.repr === "Float") return access(254, l.all.length, mut, "float");
    if (l.repr === "Inline") return access(undefined, undefined, mut, valueKindOfType(l.field));
    return access(0, l.all.length, mut, valueKindOfType(l.field));
  }

  private translateRecord(
    e: TExpression,
    fields: readonly { readonly label: LabelDesc; readonly def: { readonly kind: "Kept" } | { readonly kind: "Overridden"; readonly expr: TExpression } }[],
    base: TExpression | undefined,
  ): Lambda {
    const l0 = fields[0]!.label;
    if (l0.repr === "Unboxed") {
      const f = fields[0]!;
      return f.def.kind === "Overridden" ? this.translate(f.def.expr) : this.translate(base!);
    }
    return this.translateRecordFields(e, fields, base, l0.repr === "Float" ? 254 : 0, 0);
  }

  private translateRecordFields(
    e: TExpression,
    fields: readonly { readonly label: LabelDesc; readonly def: { readonly kind: "Kept" } | { readonly kind: "Overridden"; readonly expr: TExpression } }[],
    base: TExpression | undefined,
    tag: number,
    offset: number,
    slot?: Lambda,
  ): Lambda {
    const mutable = fields.some((f) => f.label.mutable) ? "mutable" : "immutable";
    const sorted = [...fields].sort((a, b) => a.label.index - b.label.index);
    const shape: ValueKind[] = sorted.map((f) => (tag === 254 ? "float" : valueKindOfType(f.label.field)));
    const build = (b: Lambda | undefined): Lambda => {
      const ops = sorted.map((f) =>
        f.def.kind === "Overridden" ? this.translate(f.def.expr) : lfield(f.label.index + offset, b!, this.labelAccess(f.label)),
      );
      const all = slot ? [slot, ...ops] : ops;
      return withOperands(all, (xs) => lmakeblock(tag, mutable, xs, slot ? ["generic", ...shape] : shape, e.loc));
    };
    if (!base) return build(undefined);
    const b = this.translate(base);
    if (b.kind === "Var") return build(b);
    const id = freshIdent("base");
    return llet(id, b, build(lvar(id)));
  }

  // --- exceptions ---

  /** A new extension constructor (exception): `[248, name, fresh id]`. */
  private newExtension(name: string, _ext: ExtensionDecl, qualified = false): Lambda {
    const full = qualified && this.modulePath ? [...this.modulePath, name].join(".") : name;
    return lmakeblock(248, "immutable", [lstring(full), lprim({ kind: "CCall", name: "caml_fresh_oo_id", arity: 1, alloc: false }, [lint(0)])], ["generic", "int"]);
  }

  // -------------------------------------------------------------------------------------------
  // Modules

  /** Translates with `path` as the module path (undefined: none), restored after. */
  private withModulePath<T>(path: string[] | undefined, f: () => T): T {
    const saved = this.modulePath;
    this.modulePath = path;
    try {
      return f();
    } finally {
      this.modulePath = saved;
    }
  }

  /** A module expression that has no root path in OCaml (see `modulePath`). */
  private translateAnonymousModule(m: TModuleExpr): Lambda {
    return this.withModulePath(undefined, () => this.translateModule(m));
  }

  translateModule(m: TModuleExpr): Lambda {
    const d = m.desc;
    switch (d.kind) {
      case "Ident":
        return this.translatePath(d.path, "module", m.loc);
      case "Structure":
        return this.translateStructure(d.structure);
      case "Functor": {
        const fty = this.scope.scrape(m.type);
        const param = d.param ?? freshIdent("param");
        if (fty && fty.kind === "Functor" && fty.param) this.scope.addModule(param, fty.param.type);
        // The body's path is the functor applied to its parameter: "A.F(X)".
        const path = this.modulePath;
        const bodyPath = path && [...path.slice(0, -1), `${path[path.length - 1]}(${d.param?.name ?? "_"})`];
        const body = this.withModulePath(bodyPath, () => this.translateModule(d.body));
        return {
          kind: "Function",
          params: [{ ident: param, kind: "generic" }],
          returnKind: "generic",
          body,
          attributes: { ...defaultFunctionAttributes, isFunctor: true },
          loc: m.loc,
          name: undefined,
        };
      }
      case "Apply": {
        const f = this.translateAnonymousModule(d.functor);
        const fty = this.scope.scrape(d.functor.type);
        const paramTy = fty && fty.kind === "Functor" ? fty.param?.type : undefined;
        const arg = d.arg ? this.coerce(this.translateAnonymousModule(d.arg), d.arg.type, paramTy) : lambdaUnit;
        return withOperands([f, arg], ([fx, ax]) => this.apply(fx!, [ax!], m.loc));
      }
      case "Constraint":
        return this.coerce(this.translateModule(d.module), d.module.type, d.signature);
      case "Unpack":
        return this.translate(d.expr);
    }
  }

  /** A structure: its items, then the block of its signature's run-time components. */
  translateStructure(s: TypedStructure): Lambda {
    this.scope.addSignature(s.signature);
    const wrap = this.translateItems(s.items);
    const items = runtimeItems(s.signature);
    return wrap(lmakeblock(0, "immutable", items.map((it) => lvar(it.ident))));
  }

  /** Translates items in order; returns what binds them around the rest of the structure. */
  translateItems(items: readonly TStructureItem[]): (rest: Lambda) => Lambda {
    const wrappers = items.map((it) => this.inItemWarningState(it, () => this.translateItem(it)));
    return (rest) => wrappers.reduceRight((acc, w) => w(acc), rest);
  }

  /** Runs `f` with the warnings the item was typed with (the `[@@@warning]` attributes before it). */
  private inItemWarningState<T>(it: TStructureItem, f: () => T): T {
    const state = itemWarningState(it);
    if (state === undefined) return f();
    const saved = this.warningState;
    this.warningState = state;
    try {
      return f();
    } finally {
      this.warningState = saved;
    }
  }

  private translateItem(it: TStructureItem): (rest: Lambda) => Lambda {
    switch (it.kind) {
      case "Eval": {
        const e = this.translate(it.expr);
        return (rest) => lseq(lprim({ kind: "Ignore" }, [e]), rest);
      }
      case "Value":
        return this.letWrapper(it.rec, it.bindings, it.loc, true);
      case "Type":
        this.options.onTypes?.(it.decls);
        return (rest) => rest;
      case "Primitive": {
        // ocamlc's error for a `%` name it does not know, at the declaration.
        const vk = it.value.kind;
        const name = vk.kind === "Primitive" ? vk.prims[0] : undefined;
        if (vk.kind === "Primitive" && name !== undefined && !isKnownPrimitive(name, vk.arity))
          throw errorAt(it.loc, `Unknown builtin primitive "${name}"`);
        return (rest) => rest;
      }
      case "ModuleType":
        return (rest) => rest;
      case "Class": {
        const defs = it.classes.map((c) => ({ ident: c.ident, def: this.withWarningAttributes(c.attributes, () => this.translateClass(c, it.loc)) }));
        // The classes of a group may make one another's objects in their methods, and a class its own.
        if (defs.length > 1 || defs.some((d) => occurs(d.ident, d.def))) return (rest) => ({ kind: "LetRec", bindings: defs, body: rest });
        return (rest) => defs.reduceRight((acc, d) => llet(d.ident, d.def, acc), rest);
      }
      case "Extension": {
        const defs = it.constructors.map((c) => ({
          ident: c.ident,
          def: c.rebind ? this.translatePath(c.rebind, "extension", it.loc) : this.newExtension(c.ident.name, c.ext, true),
        }));
        return (rest) => defs.reduceRight((acc, d) => llet(d.ident, d.def, acc), rest);
      }
      case "Module": {
        if (it.ident) this.scope.addModule(it.ident, it.module.type);
        const path = this.modulePath;
        const m = this.withModulePath(path && it.ident ? [...path, it.ident.name] : undefined, () => this.translateModule(it.module));
        const id = it.ident;
        return (rest) => (id ? llet(id, m, rest) : lseq(lprim({ kind: "Ignore" }, [m]), rest));
      }
      case "RecModule": {
        for (const b of it.bindings) this.scope.addModule(b.ident, b.module.type);
        const defs = it.bindings.map((b) => {
          const path = this.modulePath;
          const def = this.withModulePath(path && [...path, b.ident.name], () => this.translateModule(b.module));
          return { ident: b.ident, rec: b.rec, loc: b.loc, def };
        });
        return recursiveModules(defs);
      }
      case "Open":
        return this.openWrapper(it.module, it.ident);
      case "Include": {
        this.scope.addSignature(it.signature);
        if (it.module.desc.kind === "Structure") {
          // `include struct ... end`: its items are bound in place, under the same names.
          const inner = it.module.desc.structure;
          const same = runtimeItems(it.signature).every((x) => inner.signature.some((y) => y.ident.stamp === x.ident.stamp && y.ident.name === x.ident.name));
          if (same) {
            this.scope.addSignature(inner.signature);
            return this.withModulePath(undefined, () => this.translateItems(inner.items));
          }
        }
        const m = this.translateAnonymousModule(it.module);
        const from = this.scope.signatureOf(it.module.type);
        const inc = freshIdent("include");
        const items = runtimeItems(it.signature);
        const binds = items.map((x) => {
          const ns = runtimeNamespace(x)!;
          const pos = from ? positionIn(from, ns, x.ident.name) : undefined;
          if (pos === undefined || !from) throw new Error(`lambda: included component ${x.ident.name} not found`);
          return { ident: x.ident, def: lfield(pos, lvar(inc), access(0, runtimeItems(from).length)) };
        });
        return (rest) => llet(inc, m, binds.reduceRight((acc, b) => llet(b.ident, b.def, acc), rest));
      }
    }
  }

  /** Restricts a module to a module type (a new block when the layouts differ). */
  coerce(l: Lambda, from: ModuleType | undefined, to: ModuleType | undefined): Lambda {
    return this.coercion(from, to)?.(l) ?? l;
  }

  /** The coercion between two module types, or `undefined` when it is the identity. */
  private coercion(from: ModuleType | undefined, to: ModuleType | undefined): ((l: Lambda) => Lambda) | undefined {
    const f = this.scope.scrape(from);
    const t = this.scope.scrape(to);
    if (!f || !t) return undefined;
    if (f.kind === "Signature" && t.kind === "Signature") {
      const fromItems = runtimeItems(f.items);
      const toItems = runtimeItems(t.items);
      const plan = t.items
        .filter((it) => runtimeNamespace(it) !== undefined)
        .map((it, i) => {
          const ns = runtimeNamespace(it)!;
          const pos = positionIn(f.items, ns, it.ident.name);
          if (pos === undefined) {
            // A primitive in the implementation, a value in the interface: eta-expanded.
            const prim = f.items.find((x) => x.kind === "Value" && x.ident.name === it.ident.name && x.desc.kind.kind === "Primitive");
            if (prim && prim.kind === "Value") return { kind: "prim" as const, value: prim.desc, i };
            throw new Error(`lambda: coercion finds no ${it.ident.name}`);
          }
          const sub = it.kind === "Module" ? this.coercion((fromItems[pos] as { type: ModuleType }).type, it.type) : undefined;
          return { kind: "field" as const, pos, sub, i };
        });
      const identity = fromItems.length === toItems.length && plan.every((p) => p.kind === "field" && p.pos === p.i && !p.sub);
      if (identity) return undefined;
      const size = fromItems.length;
      return (l) => {
        const m = l.kind === "Var" ? l.ident : freshIdent("module");
        const fields = plan.map((p) => {
          if (p.kind === "prim") return this.etaPrimitive(p.value, p.value.type, noLocation);
          const x = lfield(p.pos, lvar(m), access(0, size));
          return p.sub ? p.sub(x) : x;
        });
        const block = lmakeblock(0, "immutable", fields);
        return l.kind === "Var" ? block : llet(m, l, block);
      };
    }
    if (f.kind === "Functor" && t.kind === "Functor") {
      const argC = this.coercion(t.param?.type, f.param?.type);
      const resC = this.coercion(f.result, t.result);
      if (!argC && !resC) return undefined;
      return (l) => {
        const x = freshIdent("arg");
        const fn = l.kind === "Var" ? l.ident : freshIdent("functor");
        const call = this.apply(lvar(fn), [argC ? argC(lvar(x)) : lvar(x)], noLocation);
        const body: Lambda = {
          kind: "Function",
          params: [{ ident: x, kind: "generic" }],
          returnKind: "generic",
          body: resC ? resC(call) : call,
          attributes: { ...defaultFunctionAttributes, isFunctor: true, stub: true },
          loc: noLocation,
          name: undefined,
        };
        return l.kind === "Var" ? body : llet(fn, l, body);
      };
    }
    return undefined;
  }
}

/**
 * Whether a pattern names a constructor somewhere. ocamlc types `let p = e in body` with one
 * such pattern (and no attribute) as `match e with p -> body`, so its pattern-matching warning
 * and `Match_failure` are located at the whole expression; other `let`s are checked, and fail,
 * at their pattern.
 */
function containsConstructor(p: TPattern): boolean {
  return somePattern(p, (q) => q.desc.kind === "Construct");
}
