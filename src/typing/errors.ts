// The catalogue of the type checker's error messages, worded and laid out as OCaml 4.13 prints
// them. Messages with types are laid out by the Format-like engine, starting at the column where
// OCaml starts them (after `Error: `), so that line breaks fall where ocamlc puts them.
import { errorAt, type CompileError } from "../common/diagnostic.js";
import type { Location } from "../common/location.js";
import type { Longident } from "../syntax/ast.js";
import type { Env } from "./env.js";
import { Pretty, type Doc } from "./pretty.js";
import { Namer, outType, printOut } from "./printtyp.js";
import { didYouMean, spellcheck } from "./spellcheck.js";
import { repr, type Type } from "./types.js";
import { expandHead, type UnifyError } from "./unify.js";

/** Lays out a message as it appears after `prefix` (e.g. `Error: `), and drops the prefix. */
export function layoutMessage(doc: Doc, prefix = "Error: "): string {
  const p = new Pretty();
  p.openBox(0, "v");
  p.text(prefix);
  p.openBox(0);
  doc(p);
  p.closeBox();
  p.closeBox();
  return p.flush().slice(prefix.length);
}

export function longidentName(lid: Longident): string {
  switch (lid.kind) {
    case "Lident":
      return lid.name;
    case "Ldot":
      return `${longidentName(lid.prefix)}.${lid.name}`;
    case "Lapply":
      return `${longidentName(lid.functor)}(${longidentName(lid.arg)})`;
  }
}

export function simpleError(loc: Location, message: string): CompileError {
  return errorAt(loc, message);
}

/** `Unbound value x`, `Unbound module M` (when the prefix is the unbound part), with a hint. */
export function unbound(loc: Location, what: string, lid: Longident, moduleMissing: boolean, env?: Env): CompileError {
  if (moduleMissing && lid.kind === "Ldot") return unboundModule(loc, lid.prefix, env);
  if (env && lid.kind === "Ldot") {
    const m = env.lookupModulePath(lid.prefix);
    const s = m && env.scrape(m.type);
    if (s && s.kind === "Functor") return errorAt(loc, `The module ${longidentName(lid.prefix)} is a functor, it cannot have any components`);
  }
  let hint = "";
  const ns = namespaceOf(what);
  if (env && ns && lid.kind !== "Lapply") {
    const prefix = lid.kind === "Ldot" ? lid.prefix : undefined;
    hint = didYouMean(spellcheck(env.namesIn(ns, prefix), lid.name));
  }
  return errorAt(loc, `Unbound ${what} ${longidentName(lid)}${hint}`);
}

function namespaceOf(what: string): "value" | "type" | "module" | "constructor" | "label" | "module type" | undefined {
  switch (what) {
    case "value":
      return "value";
    case "type constructor":
      return "type";
    case "module":
      return "module";
    case "constructor":
      return "constructor";
    case "record field":
      return "label";
    case "module type":
      return "module type";
    default:
      return undefined;
  }
}

export function unboundModule(loc: Location, lid: Longident, env?: Env): CompileError {
  let hint = "";
  if (env && lid.kind !== "Lapply") hint = didYouMean(spellcheck(env.namesIn("module", lid.kind === "Ldot" ? lid.prefix : undefined), lid.name));
  return errorAt(loc, `Unbound module ${longidentName(lid)}${hint}`);
}

function printTypeWithExpansion(p: Pretty, env: Env, t: Type, namer: Namer): void {
  const r = repr(t);
  // A private type's expansion (a private row type's, which expands) is not shown.
  const priv = r.desc.kind === "Constr" && env.findTypeByPath(r.desc.path)?.private === true;
  const e = priv ? r : expandHead(env, r);
  p.openBox(2);
  const first = outType(r, namer, env);
  printOut(p, first);
  if (e !== r && r.desc.kind === "Constr" && (e.desc.kind !== "Constr" || e.desc.path !== r.desc.path)) {
    // An expansion that prints as the type itself (a variant type named by its abbreviation) is not shown.
    const second = outType(e, namer, env);
    if (JSON.stringify(second) !== JSON.stringify(first)) {
      p.text(" =");
      p.space();
      printOut(p, second);
    }
  }
  p.closeBox();
}

function firstVar(t0: Type): Type | undefined {
  const t = repr(t0);
  const d = t.desc;
  switch (d.kind) {
    case "Var":
      return t;
    case "Arrow":
      return firstVar(d.arg) ?? firstVar(d.result);
    case "Tuple":
      for (const x of d.items) {
        const v = firstVar(x);
        if (v) return v;
      }
      return undefined;
    case "Constr":
      for (const x of d.args) {
        const v = firstVar(x);
        if (v) return v;
      }
      return undefined;
    default:
      return undefined;
  }
}

function isVar(t: Type): boolean {
  const d = repr(t).desc;
  return d.kind === "Var";
}

/** The body of a unification error: `txt1 T1 txt2 T2` and the trace and explanation lines. */
export function unificationDoc(env: Env, err: UnifyError, txt1: string, txt2: string, swap = false): Doc {
  return (p) => {
    const namer = new Namer();
    const top = err.trace[0]!;
    const [t1, t2] = swap ? [top.expected, top.got] : [top.got, top.expected];
    // Types are named in the order they are printed, as OCaml does.
    p.openBox(0, "v");
    p.openBox(0);
    p.text(txt1);
    p.brk(1, 2);
    printTypeWithExpansion(p, env, t1, namer);
    p.space();
    p.text(txt2);
    p.brk(1, 2);
    printTypeWithExpansion(p, env, t2, namer);
    p.closeBox();
    const last = err.trace[err.trace.length - 1]!;
    if (err.trace.length > 1 && !isVar(last.got) && !isVar(last.expected) && err.failure.kind === "Clash") {
      const [a, b] = swap ? [last.expected, last.got] : [last.got, last.expected];
      p.cut();
      p.openBox(0);
      p.text("Type");
      p.brk(1, 2);
      printTypeWithExpansion(p, env, a, namer);
      p.space();
      p.text("is not compatible with type");
      p.brk(1, 2);
      printTypeWithExpansion(p, env, b, namer);
      p.closeBox();
      p.text(" ");
    }
    switch (err.failure.kind) {
      case "Occurs":
        p.cut();
        p.openBox(0);
        p.text("The type variable");
        p.space();
        // ocamlc names here the first variable of the type (observed behaviour).
        printOut(p, outType(firstVar(err.failure.type) ?? err.failure.variable, namer, env));
        p.space();
        p.text("occurs inside");
        p.space();
        printOut(p, outType(err.failure.type, namer, env));
        p.closeBox();
        break;
      case "Rigid":
        break;
      case "Escape":
        p.cut();
        p.text(`The type constructor ${err.failure.name} would escape its scope`);
        break;
      case "SelfEscape":
        p.cut();
        p.text("Self type cannot escape its class");
        break;
      case "Ambiguous":
        p.text(" ");
        p.cut();
        p.openBox(0, "hov");
        p.text("This instance of");
        p.space();
        printOut(p, outType(err.failure.type, namer, env));
        p.space();
        p.text("is ambiguous:");
        p.space();
        p.text("it would escape the scope of its equation");
        p.closeBox();
        break;
      case "Label":
      case "Clash":
        break;
      case "FixedRow":
        if (err.failure.closing) {
          p.cut();
          p.text(`The ${err.failure.side === "first" !== swap ? "first" : "second"} variant type is private, it cannot be closed`);
        }
        break;
      case "NoIntersection":
        p.cut();
        p.text("These two variant types have no intersection");
        break;
      case "TagTypes":
        p.cut();
        p.text(err.failure.object ? `Types for method ${err.failure.tag} are incompatible` : `Types for tag \`${err.failure.tag} are incompatible`);
        break;
      case "NoTags": {
        const side = err.failure.side === "first" !== swap ? "first" : "second";
        if (err.failure.object) {
          p.cut();
          p.text(`The ${side} object type has no method ${err.failure.tags[0]}`);
          break;
        }
        p.cut();
        p.openBox(0);
        p.text(err.failure.privateRow ? `The ${side} variant type is private, it may not allow the tag(s)` : `The ${side} variant type does not allow tag(s)`);
        p.space();
        p.openBox(0, "hov");
        err.failure.tags.forEach((t, i) => {
          if (i > 0) {
            p.text(",");
            p.space();
          }
          p.text("`" + t);
        });
        p.closeBox();
        p.closeBox();
        break;
      }
    }
    p.closeBox();
  };
}

export function expressionTypeClash(loc: Location, env: Env, err: UnifyError): CompileError {
  return errorAt(loc, layoutMessage(unificationDoc(env, err, "This expression has type", "but an expression was expected of type")));
}

export function patternTypeClash(loc: Location, env: Env, err: UnifyError): CompileError {
  return errorAt(
    loc,
    layoutMessage(unificationDoc(env, err, "This pattern matches values of type", "but a pattern was expected which matches values of type")),
  );
}

export function typeDoc(env: Env | undefined, t: Type, namer = new Namer()): Doc {
  return (p) => printOut(p, outType(t, namer, env));
}

/** A message with an embedded type: `before` T `after`, laid out as OCaml's `@[...@ %a@]`. */
export function messageWithType(env: Env, before: string, t: Type, after = ""): string {
  return layoutMessage((p) => {
    p.text(before);
    p.brk(1, 2);
    typeDoc(env, t)(p);
    if (after) p.text(after);
  });
}
