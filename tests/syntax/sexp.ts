// A compact S-expression printer of parse trees, so that tests state expected trees in one line.
import type {
  ArgLabel,
  Attributes,
  Case,
  Constant,
  ConstructorArguments,
  CoreType,
  Expression,
  FunctorParameter,
  Longident,
  ModuleExpr,
  ModuleType,
  Pattern,
  SignatureItem,
  StructureItem,
  TypeDeclaration,
  ValueBinding,
  WithConstraint,
} from "../../src/syntax/index.js";

export function lid(id: Longident): string {
  switch (id.kind) {
    case "Lident":
      return id.name;
    case "Ldot":
      return `${lid(id.prefix)}.${id.name}`;
    case "Lapply":
      return `${lid(id.functor)}(${lid(id.arg)})`;
  }
}

function attrs(a: Attributes, s: string): string {
  if (a.length === 0) return s;
  const names = a
    .map((x) => {
      const p = x.payload;
      const arg = p.kind === "Empty" ? "" : p.kind === "Ident" ? ` ${p.name}` : p.kind === "Int" ? ` ${p.value}` : p.kind === "String" ? ` ${JSON.stringify(p.value)}` : " ...";
      return `@${x.name.txt}${arg}`;
    })
    .join(" ");
  return `(${s} [${names}])`;
}

export function constant(c: Constant): string {
  switch (c.kind) {
    case "Int":
      return c.text + c.suffix;
    case "Float":
      return c.text;
    case "Char":
      return `'${c.code >= 32 && c.code < 127 ? String.fromCharCode(c.code) : "\\" + c.code}'`;
    case "String":
      return JSON.stringify(c.value);
  }
}

function label(l: ArgLabel): string {
  return l.kind === "Nolabel" ? "" : l.kind === "Labelled" ? `~${l.name}:` : `?${l.name}:`;
}

export function typ(t: CoreType): string {
  const d = t.desc;
  let s: string;
  switch (d.kind) {
    case "Any":
      s = "_";
      break;
    case "Var":
      s = `'${d.name}`;
      break;
    case "Arrow":
      s = `(-> ${label(d.label)}${typ(d.arg)} ${typ(d.result)})`;
      break;
    case "Tuple":
      s = `(* ${d.items.map(typ).join(" ")})`;
      break;
    case "Constr":
      s = d.args.length === 0 ? lid(d.name.txt) : `(${lid(d.name.txt)} ${d.args.map(typ).join(" ")})`;
      break;
    case "Alias":
      s = `(as ${typ(d.type)} '${d.name})`;
      break;
    case "Poly":
      s = `(poly (${d.vars.map((v) => v.txt).join(" ")}) ${typ(d.type)})`;
      break;
    case "Package":
      s = `(module ${lid(d.signature.txt)}${(d.constraints ?? []).map((c) => ` (type ${lid(c.path.txt)} = ${typ(c.type)})`).join("")})`;
      break;
    case "Extension":
      s = `[%${d.name.txt}]`;
      break;
  }
  return attrs(t.attributes, s);
}

export function pat(p: Pattern): string {
  const d = p.desc;
  let s: string;
  switch (d.kind) {
    case "Any":
      s = "_";
      break;
    case "Var":
      s = d.name.txt;
      break;
    case "Alias":
      s = `(as ${pat(d.pattern)} ${d.name.txt})`;
      break;
    case "Constant":
      s = constant(d.constant);
      break;
    case "Interval":
      s = `(.. ${constant(d.low)} ${constant(d.high)})`;
      break;
    case "Tuple":
      s = `(, ${d.items.map(pat).join(" ")})`;
      break;
    case "Construct": {
      const ex = d.existentials.length > 0 ? ` (type ${d.existentials.map((e) => e.txt).join(" ")})` : "";
      s = d.arg ? `(${lid(d.name.txt)}${ex} ${pat(d.arg)})` : lid(d.name.txt);
      break;
    }
    case "Record":
      s = `{${d.fields.map((f) => `${lid(f.label.txt)}=${pat(f.pattern)}`).join("; ")}${d.closed ? "" : "; _"}}`;
      break;
    case "Array":
      s = `[|${d.items.map(pat).join("; ")}|]`;
      break;
    case "Or":
      s = `(| ${pat(d.left)} ${pat(d.right)})`;
      break;
    case "Constraint":
      s = `(: ${pat(d.pattern)} ${typ(d.type)})`;
      break;
    case "Lazy":
      s = `(lazy ${pat(d.pattern)})`;
      break;
    case "Exception":
      s = `(exception ${pat(d.pattern)})`;
      break;
    case "Open":
      s = `(open ${lid(d.module.txt)} ${pat(d.pattern)})`;
      break;
    case "Unpack":
      s = `(module ${d.name.txt ?? "_"})`;
      break;
    case "Extension":
      s = `[%${d.name.txt}]`;
      break;
  }
  return attrs(p.attributes, s);
}

function cases(cs: readonly Case[]): string {
  return cs.map((c) => `(${pat(c.lhs)}${c.guard ? ` when ${exp(c.guard)}` : ""} ${exp(c.rhs)})`).join(" ");
}

function binding(b: ValueBinding): string {
  return attrs(b.attributes, `(${pat(b.pattern)} ${exp(b.expr)})`);
}

export function exp(e: Expression): string {
  const d = e.desc;
  let s: string;
  switch (d.kind) {
    case "Ident":
      s = lid(d.name.txt);
      break;
    case "Constant":
      s = constant(d.constant);
      break;
    case "Let":
      s = `(let${d.rec === "Recursive" ? " rec" : ""} (${d.bindings.map(binding).join(" ")}) ${exp(d.body)})`;
      break;
    case "Function":
      s = `(function ${cases(d.cases)})`;
      break;
    case "Fun":
      s = `(fun ${label(d.label)}${d.default ? `(${pat(d.param)}=${exp(d.default)})` : pat(d.param)} ${exp(d.body)})`;
      break;
    case "Apply":
      s = `(${exp(d.func)} ${d.args.map((a) => label(a.label) + exp(a.expr)).join(" ")})`;
      break;
    case "Match":
      s = `(match ${exp(d.scrutinee)} ${cases(d.cases)})`;
      break;
    case "Try":
      s = `(try ${exp(d.body)} ${cases(d.cases)})`;
      break;
    case "Tuple":
      s = `(, ${d.items.map(exp).join(" ")})`;
      break;
    case "Construct":
      s = d.arg ? `(${lid(d.name.txt)} ${exp(d.arg)})` : lid(d.name.txt);
      break;
    case "Record":
      s = `{${d.base ? exp(d.base) + " with " : ""}${d.fields.map((f) => `${lid(f.label.txt)}=${exp(f.expr)}`).join("; ")}}`;
      break;
    case "Field":
      s = `(. ${exp(d.record)} ${lid(d.label.txt)})`;
      break;
    case "SetField":
      s = `(.<- ${exp(d.record)} ${lid(d.label.txt)} ${exp(d.value)})`;
      break;
    case "Array":
      s = `[|${d.items.map(exp).join("; ")}|]`;
      break;
    case "IfThenElse":
      s = `(if ${exp(d.cond)} ${exp(d.then)}${d.else ? " " + exp(d.else) : ""})`;
      break;
    case "Sequence":
      s = `(; ${exp(d.first)} ${exp(d.second)})`;
      break;
    case "While":
      s = `(while ${exp(d.cond)} ${exp(d.body)})`;
      break;
    case "For":
      s = `(for ${pat(d.var)} ${exp(d.from)} ${d.direction === "Upto" ? "to" : "downto"} ${exp(d.to)} ${exp(d.body)})`;
      break;
    case "Constraint":
      s = `(: ${exp(d.expr)} ${typ(d.type)})`;
      break;
    case "Coerce":
      s = `(:> ${exp(d.expr)}${d.from ? " " + typ(d.from) : ""} ${typ(d.to)})`;
      break;
    case "LetModule":
      s = `(letmodule ${d.name.txt ?? "_"} ${mod(d.module)} ${exp(d.body)})`;
      break;
    case "LetException":
      s = `(letexception ${d.constructor.name.txt} ${exp(d.body)})`;
      break;
    case "Assert":
      s = `(assert ${exp(d.expr)})`;
      break;
    case "Lazy":
      s = `(lazy ${exp(d.expr)})`;
      break;
    case "NewType":
      s = `(newtype ${d.name.txt} ${exp(d.body)})`;
      break;
    case "Pack":
      s = `(pack ${mod(d.module)})`;
      break;
    case "Open":
      s = `(open${d.override ? "!" : ""} ${mod(d.module)} ${exp(d.body)})`;
      break;
    case "Unreachable":
      s = ".";
      break;
    case "Extension":
      s = `[%${d.name.txt}]`;
      break;
  }
  return attrs(e.attributes, s);
}

function param(p: FunctorParameter): string {
  return p.kind === "Unit" ? "()" : `(${p.name.txt ?? "_"} : ${mty(p.type)})`;
}

export function mod(m: ModuleExpr): string {
  const d = m.desc;
  let s: string;
  switch (d.kind) {
    case "Ident":
      s = lid(d.name.txt);
      break;
    case "Structure":
      s = `(struct ${d.items.map(str).join(" ")})`;
      break;
    case "Functor":
      s = `(functor ${param(d.param)} ${mod(d.body)})`;
      break;
    case "Apply":
      s = `(${mod(d.functor)} ${mod(d.arg)})`;
      break;
    case "ApplyUnit":
      s = `(${mod(d.functor)} ())`;
      break;
    case "Constraint":
      s = `(: ${mod(d.module)} ${mty(d.type)})`;
      break;
    case "Unpack":
      s = `(val ${exp(d.expr)})`;
      break;
    case "Extension":
      s = `[%${d.name.txt}]`;
      break;
  }
  return attrs(m.attributes, s);
}

function withC(c: WithConstraint): string {
  switch (c.kind) {
    case "Type":
      return `(type ${lid(c.path.txt)} = ${typ(c.decl.manifest!)})`;
    case "TypeSubst":
      return `(type ${lid(c.path.txt)} := ${typ(c.decl.manifest!)})`;
    case "Module":
      return `(module ${lid(c.path.txt)} = ${lid(c.target.txt)})`;
    case "ModuleSubst":
      return `(module ${lid(c.path.txt)} := ${lid(c.target.txt)})`;
  }
}

export function mty(m: ModuleType): string {
  const d = m.desc;
  let s: string;
  switch (d.kind) {
    case "Ident":
      s = lid(d.name.txt);
      break;
    case "Signature":
      s = `(sig ${d.items.map(sigItem).join(" ")})`;
      break;
    case "Functor":
      s = `(functor ${param(d.param)} ${mty(d.result)})`;
      break;
    case "With":
      s = `(with ${mty(d.type)} ${d.constraints.map(withC).join(" ")})`;
      break;
    case "TypeOf":
      s = `(typeof ${mod(d.module)})`;
      break;
    case "Alias":
      s = `(alias ${lid(d.name.txt)})`;
      break;
    case "Extension":
      s = `[%${d.name.txt}]`;
      break;
  }
  return attrs(m.attributes, s);
}

function cargs(a: ConstructorArguments): string {
  return a.kind === "Tuple" ? a.types.map(typ).join(" ") : `{${a.fields.map((f) => `${f.mutable === "Mutable" ? "mutable " : ""}${f.name.txt}: ${typ(f.type)}`).join("; ")}}`;
}

export function tdecl(t: TypeDeclaration): string {
  const params = t.params.map((p) => `${p.variance}${p.name ? "'" + p.name.txt : "_"}`).join(" ");
  let kind = "";
  switch (t.kind.kind) {
    case "Abstract":
      break;
    case "Open":
      kind = " ..";
      break;
    case "Record":
      kind = ` {${t.kind.fields.map((f) => `${f.mutable === "Mutable" ? "mutable " : ""}${f.name.txt}: ${typ(f.type)}`).join("; ")}}`;
      break;
    case "Variant":
      kind = ` ${t.kind.constructors
        .map((c) => {
          const args = cargs(c.args);
          const vars = c.vars.length > 0 ? `${c.vars.map((v) => "'" + v.txt).join(" ")}. ` : "";
          return `(${c.name.txt}${args ? " " + vars + args : vars ? " " + vars : ""}${c.result ? " : " + typ(c.result) : ""})`;
        })
        .join(" ")}`;
      break;
  }
  const cs = t.constraints.map((c) => ` (constraint ${typ(c.left)} ${typ(c.right)})`).join("");
  return attrs(
    t.attributes,
    `(${params ? params + " " : ""}${t.name.txt}${t.private === "Private" ? " private" : ""}${t.manifest ? " = " + typ(t.manifest) : ""}${kind}${cs})`,
  );
}

function extc(c: import("../../src/syntax/index.js").ExtensionConstructor): string {
  const k = c.kind;
  return attrs(
    c.attributes,
    k.kind === "Rebind" ? `(${c.name.txt} = ${lid(k.target.txt)})` : `(${c.name.txt}${cargs(k.args) ? " " + cargs(k.args) : ""}${k.result ? " : " + typ(k.result) : ""})`,
  );
}

export function str(i: StructureItem): string {
  const d = i.desc;
  switch (d.kind) {
    case "Eval":
      return attrs(d.attributes, `(eval ${exp(d.expr)})`);
    case "Value":
      return `(let${d.rec === "Recursive" ? " rec" : ""} ${d.bindings.map(binding).join(" ")})`;
    case "Primitive":
      return attrs(d.value.attributes, `(external ${d.value.name.txt} ${typ(d.value.type)} ${d.value.prim.map((x) => JSON.stringify(x)).join(" ")})`);
    case "Type":
      return `(type${d.rec === "Nonrecursive" ? " nonrec" : ""} ${d.decls.map(tdecl).join(" ")})`;
    case "TypeExtension":
      return `(type+= ${lid(d.extension.path.txt)} ${d.extension.constructors.map(extc).join(" ")})`;
    case "Exception":
      return `(exception ${extc(d.constructor)})`;
    case "Module":
      return attrs(d.binding.attributes, `(module ${d.binding.name.txt ?? "_"} ${mod(d.binding.module)})`);
    case "RecModule":
      return `(module rec ${d.bindings.map((b) => `(${b.name.txt} ${mod(b.module)})`).join(" ")})`;
    case "ModuleType":
      return `(module type ${d.decl.name.txt}${d.decl.type ? " " + mty(d.decl.type) : ""})`;
    case "Open":
      return `(open${d.override ? "!" : ""} ${mod(d.module)})`;
    case "Include":
      return `(include ${mod(d.module)})`;
    case "Attribute":
      return attrs([d.attribute], "floating");
    case "Extension":
      return `[%%${d.name.txt}]`;
  }
}

export function sigItem(i: SignatureItem): string {
  const d = i.desc;
  switch (d.kind) {
    case "Value":
      return attrs(d.value.attributes, `(val ${d.value.name.txt} ${typ(d.value.type)}${d.value.prim.map((x) => " " + JSON.stringify(x)).join("")})`);
    case "Type":
      return `(type${d.rec === "Nonrecursive" ? " nonrec" : ""} ${d.decls.map(tdecl).join(" ")})`;
    case "TypeSubst":
      return `(type:= ${d.decls.map(tdecl).join(" ")})`;
    case "TypeExtension":
      return `(type+= ${lid(d.extension.path.txt)} ${d.extension.constructors.map(extc).join(" ")})`;
    case "Exception":
      return `(exception ${extc(d.constructor)})`;
    case "Module":
      return `(module ${d.decl.name.txt ?? "_"} ${mty(d.decl.type)})`;
    case "ModuleSubst":
      return `(module ${d.name.txt} := ${lid(d.target.txt)})`;
    case "RecModule":
      return `(module rec ${d.decls.map((b) => `(${b.name.txt} ${mty(b.type)})`).join(" ")})`;
    case "ModuleType":
      return `(module type ${d.decl.name.txt}${d.decl.type ? " " + mty(d.decl.type) : ""})`;
    case "Open":
      return `(open${d.open.override ? "!" : ""} ${lid(d.open.module.txt)})`;
    case "Include":
      return `(include ${mty(d.type)})`;
    case "Attribute":
      return attrs([d.attribute], "floating");
    case "Extension":
      return `[%%${d.name.txt}]`;
  }
}
