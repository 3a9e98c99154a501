// The inclusion of a class (or class type) in the one a signature declares, as OCaml's
// Includeclass checks it: its parameters, whether it is virtual, its methods (hidden, private,
// virtual) and instance variables (missing, mutable, virtual), and their types.
import type { Env } from "./env.js";
import type { Pretty } from "./pretty.js";
import { classTypeDoc, Namer, outType, printOut } from "./printtyp.js";
import { rowFieldRepr, rowRepr } from "./row.js";
import { repr, type ClassInfo, type Row, type Type } from "./types.js";
import { instanceWith, moreGeneral } from "./unify.js";

/** Why class `impl` does not match the class `spec` declares (ocamlc's explanation), or undefined when it does. */
export function classMismatch(env: Env, impl: ClassInfo, spec: ClassInfo): ((p: Pretty) => void) | undefined {
  const text = (s: string) => (p: Pretty) => p.text(s);
  if (impl.typeParams.length !== spec.typeParams.length) return undefined;
  const sameLabel = (a: ClassInfo["params"][number], b: ClassInfo["params"][number]): boolean =>
    a.label.kind === b.label.kind && (a.label.kind === "Nolabel" || a.label.name === (b.label as { name: string }).name);
  if (impl.params.length !== spec.params.length || impl.params.some((x, i) => !sameLabel(x, spec.params[i]!)))
    return (p) => {
      const namer = new Namer();
      p.openBox(0);
      p.text("The class type");
      p.brk(1, 2);
      classTypeDoc(impl, namer, env)(p);
      p.space();
      p.text("is not matched by the class type");
      p.brk(1, 2);
      classTypeDoc(spec, namer, env)(p);
      p.closeBox();
    };
  const methodsOf = (info: ClassInfo): Map<string, Type> => {
    const out = new Map<string, Type>();
    const self = repr(info.selfType);
    if (self.desc.kind !== "Variant") return out;
    for (const e of rowRepr((self.desc as { row: Row }).row).fields) {
      const f = rowFieldRepr(e.field).desc;
      if (f.kind === "Present" && f.arg) out.set(e.tag, f.arg);
      else if (f.kind === "Either" && f.args.length > 0) out.set(e.tag, f.args[0]!);
    }
    return out;
  };
  const im = methodsOf(impl);
  const sm = methodsOf(spec);
  const implFlags = new Map(impl.methods.map((m) => [m.name, m]));
  const specFlags = new Map(spec.methods.map((m) => [m.name, m]));
  // Methods: present, not hidden, of the same privacy and virtuality.
  for (const m of spec.methods) {
    if (!implFlags.has(m.name) || !im.has(m.name)) return text(`The first class type has no method ${m.name}`);
  }
  for (const m of impl.methods) {
    const s = specFlags.get(m.name);
    if (s === undefined) {
      if (!m.private) return text(`The public method ${m.name} cannot be hidden`);
      continue;
    }
    if (!m.private && s.private) return text(`The public method ${m.name} cannot become private`);
    if (m.private && !s.private) return text(`The private method ${m.name} cannot become public`);
    if (m.virtual && !s.virtual) return text(`The virtual method ${m.name} cannot become concrete`);
  }
  // Instance variables: present, as mutable, concrete where the description says so.
  for (const v of spec.ivars) {
    const i = impl.ivars.find((x) => x.name === v.name);
    if (i === undefined) return text(`The first class type has no instance variable ${v.name}`);
    if (v.mutable && !i.mutable) return text(`The non-mutable instance variable ${v.name} cannot become mutable`);
    if (!v.virtual && i.virtual) return text(`The virtual instance variable ${v.name} cannot become concrete`);
  }
  if (impl.virtual && !spec.virtual) return text("A class cannot be changed from virtual to concrete");
  // The types, the description's an instance of the class's.
  // (ocamlc explains a method's types, not an instance variable's.)
  const mismatch = (what: string, a: Type, b: Type, explain: boolean) => (p: Pretty) => {
    const namer = new Namer();
    p.openBox(0, "v");
    p.openBox(0);
    p.text(`The ${what} has type`);
    p.brk(1, 2);
    printOut(p, outType(a, namer, env));
    p.space();
    p.text("but is expected to have type");
    p.brk(1, 2);
    printOut(p, outType(b, namer, env));
    p.closeBox();
    if (!explain) {
      p.closeBox();
      return;
    }
    p.cut();
    p.openBox(0);
    p.text("Type");
    p.brk(1, 2);
    printOut(p, outType(a, namer, env));
    p.space();
    p.text("is not equal to type");
    p.brk(1, 2);
    printOut(p, outType(b, namer, env));
    p.text(" ");
    p.closeBox();
    p.closeBox();
  };
  const copy = (info: ClassInfo, t: Type): Type => instanceWith(info.typeParams, t).types[0]!;
  for (const v of spec.ivars) {
    const i = impl.ivars.find((x) => x.name === v.name)!;
    if (!moreGeneral(env, copy(impl, i.type), copy(spec, v.type))) return mismatch(`instance variable ${v.name}`, i.type, v.type, false);
  }
  for (const [name, st] of sm) {
    const it = im.get(name);
    if (it === undefined) continue;
    if (!moreGeneral(env, copy(impl, it), copy(spec, st))) return mismatch(`method ${name}`, it, st, true);
  }
  return undefined;
}
