// The check of a class constraint `(ce : ct)` (and `class c : ct = ce`), as OCaml's
// Ctype.match_class_types makes it for Includeclass.class_types: first the shapes of the two
// signatures (methods missing or hidden, privacy, instance variables), then, walking both class
// types (their parameters, a class type's name expanded), each method's and instance variable's
// type, the class's more general than the constraint's. The explanation is ocamlc's list.
import type { Env } from "./env.js";
import type { Doc, Pretty } from "./pretty.js";
import { classTypeDoc, Namer, outType, printOut } from "./printtyp.js";
import { rowFieldRepr, rowRepr } from "./row.js";
import { repr, type ClassInfo, type Row, type Type } from "./types.js";
import { instanceWith, moreGeneral, unify, UnifyError } from "./unify.js";

function methodTypes(info: ClassInfo): Map<string, Type> {
  const out = new Map<string, Type>();
  const self = repr(info.selfType);
  if (self.desc.kind !== "Variant") return out;
  for (const e of rowRepr((self.desc as { row: Row }).row).fields) {
    const f = rowFieldRepr(e.field).desc;
    if (f.kind === "Present" && f.arg) out.set(e.tag, f.arg);
    else if (f.kind === "Either" && f.args.length > 0) out.set(e.tag, f.args[0]!);
  }
  return out;
}

const isVar = (t: Type): boolean => repr(t).desc.kind === "Var";

const text =
  (s: string): Doc =>
  (p) => {
    p.openBox(0);
    p.text(s);
    p.closeBox();
  };

/** `The class type A is not matched by the class type B`. */
function mismatchLine(env: Env, impl: ClassInfo, spec: ClassInfo): Doc {
  return (p) => {
    p.openBox(0);
    p.text("The class type");
    p.brk(1, 2);
    classTypeDoc(impl, new Namer(), env)(p);
    p.space();
    p.text("is not matched by the class type");
    p.brk(1, 2);
    classTypeDoc(spec, new Namer(), env)(p);
    p.closeBox();
  };
}

/**
 * `The method m has type A but is expected to have type B`, then the types that clash (for a
 * method always, its type being compared within the object's; otherwise when they are inside).
 */
function typeMismatch(env: Env, what: string, a: Type, b: Type, always = false): Doc {
  // The clash, found by unifying copies of the two types.
  let clash: { got: Type; expected: Type } | undefined;
  try {
    unify(env, instanceWith([], a).types[0]!, instanceWith([], b).types[0]!);
  } catch (err) {
    if (!(err instanceof UnifyError)) throw err;
    const last = err.trace[err.trace.length - 1];
    if (last !== undefined && !isVar(last.got) && !isVar(last.expected) && (always || err.trace.length > 1)) clash = last;
  }
  return (p: Pretty) => {
    const namer = new Namer();
    p.openBox(0, "v");
    p.openBox(0);
    p.text(`${what} has type`);
    p.brk(1, 2);
    printOut(p, outType(a, namer, env));
    p.space();
    p.text("but is expected to have type");
    p.brk(1, 2);
    printOut(p, outType(b, namer, env));
    p.closeBox();
    if (clash !== undefined) {
      p.cut();
      p.openBox(0);
      p.text("Type");
      p.brk(1, 2);
      printOut(p, outType(clash.got, namer, env));
      p.space();
      p.text("is not compatible with type");
      p.brk(1, 2);
      printOut(p, outType(clash.expected, namer, env));
      p.text(" ");
      p.closeBox();
    }
    p.closeBox();
  };
}

/**
 * Why the class type `impl` (a class's, generalised) does not match `spec` (the constraint's):
 * ocamlc's lines, or undefined when it matches. `spec.printAs` names the constraint's class type
 * as written (`ct`), expanded in the explanation as ocamlc expands it.
 */
export function classConstraintMismatch(env: Env, impl: ClassInfo, spec: ClassInfo): Doc[] | undefined {
  const im = methodTypes(impl);
  const sm = methodTypes(spec);
  const implFlags = new Map(impl.methods.map((m) => [m.name, m]));
  const specFlags = new Map(spec.methods.map((m) => [m.name, m]));
  // The shapes, in the order ocamlc lists its findings.
  const shape: Doc[] = [];
  for (const m of spec.methods)
    if (!m.virtual && implFlags.get(m.name)?.virtual === true) shape.push(text(`The virtual method ${m.name} cannot become concrete`));
  for (const v of [...impl.ivars].sort((a, b) => (a.name < b.name ? 1 : -1)))
    if (v.virtual && !spec.ivars.some((x) => x.name === v.name)) shape.push(text(`The virtual instance variable ${v.name} cannot be hidden`));
  for (const v of [...spec.ivars].sort((a, b) => (a.name < b.name ? 1 : -1))) {
    const i = impl.ivars.find((x) => x.name === v.name);
    if (i === undefined) shape.push(text(`The first class type has no instance variable ${v.name}`));
    else if (v.mutable && !i.mutable) shape.push(text(`The non-mutable instance variable ${v.name} cannot become mutable`));
    else if (!v.virtual && i.virtual) shape.push(text(`The virtual instance variable ${v.name} cannot become concrete`));
  }
  for (const m of spec.methods) {
    const i = implFlags.get(m.name);
    if (i !== undefined && im.has(m.name) && !i.private && m.private) shape.push(text(`The public method ${m.name} cannot become private`));
  }
  // (ocamlc 4.13 matches a class type that has a name, a class's or a class type's, with a
  // signature written out only when both have its private dummy method, which the name's does not.)
  if (impl.printAs !== undefined && spec.printAs === undefined) shape.push(text("The first class type has no method *dummy method*"));
  for (const m of spec.methods) if (!implFlags.has(m.name) || !im.has(m.name)) shape.push(text(`The first class type has no method ${m.name}`));
  for (const m of impl.methods) {
    if (specFlags.has(m.name)) continue;
    if (m.virtual) shape.push(text(`The virtual method ${m.name} cannot be hidden`));
    if (!m.private) shape.push(text(`The public method ${m.name} cannot be hidden`));
  }
  if (shape.length > 0) return [mismatchLine(env, impl, spec), ...shape];

  // The types: both class types walked as OCaml's moregen_clty walks them.
  const implCopy = (t: Type): Type => instanceWith(impl.typeParams, t).types[0]!;
  const specCopy = (t: Type): Type => instanceWith(spec.typeParams, t).types[0]!;
  const sameLabel = (a: ClassInfo["params"][number], b: ClassInfo["params"][number]): boolean =>
    a.label.kind === b.label.kind && (a.label.kind === "Nolabel" || a.label.name === (b.label as { name: string }).name);
  const view = (info: ClassInfo, from: number, named: boolean): ClassInfo => {
    const { printAs: _printAs, printArgs: _printArgs, ...rest } = info;
    const base = named ? info : rest;
    return { ...base, params: info.params.slice(from) };
  };
  const walk = (trace: boolean, i: number, j: number, named: boolean): Doc[] | undefined => {
    let res: Doc[] | undefined;
    if (named && j === spec.params.length) res = walk(true, i, j, false);
    else if (i < impl.params.length && j < spec.params.length && sameLabel(impl.params[i]!, spec.params[j]!)) {
      const a = impl.params[i]!.type;
      const b = spec.params[j]!.type;
      res = moreGeneral(env, implCopy(a), specCopy(b)) ? walk(false, i + 1, j + 1, named) : [typeMismatch(env, "A parameter", a, b)];
    } else if (i === impl.params.length && j === spec.params.length) {
      for (const [name, st] of sm) {
        const it = im.get(name);
        if (it !== undefined && !moreGeneral(env, implCopy(it), specCopy(st))) {
          res = [typeMismatch(env, `The method ${name}`, it, st, true)];
          break;
        }
      }
      if (res === undefined)
        for (const v of spec.ivars) {
          const iv = impl.ivars.find((x) => x.name === v.name);
          if (iv !== undefined && !moreGeneral(env, implCopy(iv.type), specCopy(v.type))) {
            res = [typeMismatch(env, `The instance variable ${v.name}`, iv.type, v.type)];
            break;
          }
        }
    } else res = [];
    if (res !== undefined && (trace || res.length === 0)) res = [mismatchLine(env, view(impl, i, true), view(spec, j, named)), ...res];
    return res;
  };
  return walk(true, 0, 0, spec.printAs !== undefined);
}
