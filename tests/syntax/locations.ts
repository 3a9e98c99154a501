// Lists every located node of a parse tree as `category kind line:col-line:col[ ghost]`, the same
// listing being extracted from `ocamlc -dparsetree` output, so that the two can be compared.
import type { Location } from "../../src/common/location.js";
import type {
  Case,
  Constant,
  Longident,
  ConstructorArguments,
  CoreType,
  Expression,
  ExtensionConstructor,
  FunctorParameter,
  ModuleExpr,
  ModuleType,
  Pattern,
  SignatureItem,
  StructureItem,
  TypeDeclaration,
  ValueBinding,
} from "../../src/syntax/index.js";

function lid(id: Longident): string {
  switch (id.kind) {
    case "Lident":
      return id.name;
    case "Ldot":
      return `${lid(id.prefix)}.${id.name}`;
    case "Lapply":
      return `${lid(id.functor)}(${lid(id.arg)})`;
  }
}

function constantDetail(c: Constant): string {
  switch (c.kind) {
    case "Int":
      return ` int ${c.text}${c.suffix}`;
    case "Float":
      return ` float ${c.text}`;
    case "Char":
      return ` char ${c.code.toString(16).padStart(2, "0")}`;
    case "String":
      return ` string ${ocamlEscaped(c.value)}`;
  }
}

/** OCaml's `String.escaped`, as `-dparsetree` prints string constants. */
function ocamlEscaped(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const ch = s[i]!;
    if (ch === '"' || ch === "\\") out += "\\" + ch;
    else if (ch === "\n") out += "\\n";
    else if (ch === "\t") out += "\\t";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\b") out += "\\b";
    else if (c >= 32 && c <= 126) out += ch;
    else out += "\\" + String(c).padStart(3, "0");
  }
  return out;
}

function l(loc: Location): string {
  return `${loc.start.line}:${loc.start.col}-${loc.end.line}:${loc.end.col}${loc.ghost ? " ghost" : ""}`;
}

export function listStructure(items: readonly StructureItem[]): string[] {
  const out: string[] = [];
  const typ = (t: CoreType): void => {
    const d = t.desc;
    const detail = d.kind === "Constr" ? ` ${lid(d.name.txt)}` : d.kind === "Var" || d.kind === "Alias" ? ` ${d.name}` : "";
    out.push(`core_type ${t.desc.kind.toLowerCase()}${detail} ${l(t.loc)}`);
    switch (d.kind) {
      case "Arrow":
        typ(d.arg);
        typ(d.result);
        break;
      case "Tuple":
        d.items.forEach(typ);
        break;
      case "Constr":
        d.args.forEach(typ);
        break;
      case "Alias":
      case "Poly":
        typ(d.type);
        break;
      case "Package":
        (d.constraints ?? []).forEach((c) => typ(c.type));
        break;
      default:
        break;
    }
  };
  const pat = (p: Pattern): void => {
    const d = p.desc;
    const detail = d.kind === "Var" || d.kind === "Alias" ? ` ${d.name.txt}` : d.kind === "Construct" ? ` ${lid(d.name.txt)}` : d.kind === "Constant" ? constantDetail(d.constant) : "";
    out.push(`pattern ${p.desc.kind.toLowerCase()}${detail} ${l(p.loc)}`);
    switch (d.kind) {
      case "Alias":
      case "Lazy":
      case "Exception":
      case "Open":
        pat(d.pattern);
        break;
      case "Tuple":
      case "Array":
        d.items.forEach(pat);
        break;
      case "Construct":
        if (d.arg) pat(d.arg);
        break;
      case "Record":
        d.fields.forEach((f) => pat(f.pattern));
        break;
      case "Or":
        pat(d.left);
        pat(d.right);
        break;
      case "Constraint":
        pat(d.pattern);
        typ(d.type);
        break;
      default:
        break;
    }
  };
  const cases = (cs: readonly Case[]): void => {
    for (const c of cs) {
      pat(c.lhs);
      if (c.guard) exp(c.guard);
      exp(c.rhs);
    }
  };
  const vb = (b: ValueBinding): void => {
    pat(b.pattern);
    exp(b.expr);
  };
  const exp = (e: Expression): void => {
    const d = e.desc;
    const detail = d.kind === "Ident" || d.kind === "Construct" ? ` ${lid(d.name.txt)}` : d.kind === "Constant" ? constantDetail(d.constant) : "";
    out.push(`expression ${e.desc.kind.toLowerCase()}${detail} ${l(e.loc)}`);
    switch (d.kind) {
      case "Let":
        d.bindings.forEach(vb);
        exp(d.body);
        break;
      case "Function":
        cases(d.cases);
        break;
      case "Fun":
        if (d.default) exp(d.default);
        pat(d.param);
        exp(d.body);
        break;
      case "Apply":
        exp(d.func);
        d.args.forEach((a) => exp(a.expr));
        break;
      case "Match":
        exp(d.scrutinee);
        cases(d.cases);
        break;
      case "Try":
        exp(d.body);
        cases(d.cases);
        break;
      case "Tuple":
      case "Array":
        d.items.forEach(exp);
        break;
      case "Construct":
        if (d.arg) exp(d.arg);
        break;
      case "Record":
        d.fields.forEach((f) => exp(f.expr));
        if (d.base) exp(d.base);
        break;
      case "Field":
        exp(d.record);
        break;
      case "SetField":
        exp(d.record);
        exp(d.value);
        break;
      case "IfThenElse":
        exp(d.cond);
        exp(d.then);
        if (d.else) exp(d.else);
        break;
      case "Sequence":
        exp(d.first);
        exp(d.second);
        break;
      case "While":
        exp(d.cond);
        exp(d.body);
        break;
      case "For":
        pat(d.var);
        exp(d.from);
        exp(d.to);
        exp(d.body);
        break;
      case "Constraint":
        exp(d.expr);
        typ(d.type);
        break;
      case "Coerce":
        exp(d.expr);
        if (d.from) typ(d.from);
        typ(d.to);
        break;
      case "LetModule":
        mod(d.module);
        exp(d.body);
        break;
      case "LetException":
        extc(d.constructor);
        exp(d.body);
        break;
      case "Assert":
      case "Lazy":
        exp(d.expr);
        break;
      case "NewType":
        exp(d.body);
        break;
      case "Pack":
        mod(d.module);
        break;
      case "Open":
        mod(d.module);
        exp(d.body);
        break;
      default:
        break;
    }
  };
  const cargs = (a: ConstructorArguments): void => {
    if (a.kind === "Tuple") a.types.forEach(typ);
    else a.fields.forEach((f) => typ(f.type));
  };
  const extc = (c: ExtensionConstructor): void => {
    if (c.kind.kind === "Decl") {
      cargs(c.kind.args);
      if (c.kind.result) typ(c.kind.result);
    }
  };
  const tdecl = (t: TypeDeclaration): void => {
    // `_` parameters carry no location in flambe's tree: leave them out of test inputs.
    for (const prm of t.params) if (prm.name) out.push(`core_type var ${prm.name.txt} ${l(prm.name.loc)}`);
    t.constraints.forEach((c) => {
      typ(c.left);
      typ(c.right);
    });
    if (t.kind.kind === "Variant") {
      t.kind.constructors.forEach((c) => {
        cargs(c.args);
        if (c.result) typ(c.result);
      });
    } else if (t.kind.kind === "Record") {
      t.kind.fields.forEach((f) => typ(f.type));
    }
    if (t.manifest) typ(t.manifest);
  };
  const param = (p: FunctorParameter): void => {
    if (p.kind === "Named") mty(p.type);
  };
  const mod = (m: ModuleExpr): void => {
    out.push(`module_expr ${m.desc.kind.toLowerCase()}${m.desc.kind === "Ident" ? " " + lid(m.desc.name.txt) : ""} ${l(m.loc)}`);
    const d = m.desc;
    switch (d.kind) {
      case "Structure":
        d.items.forEach(str);
        break;
      case "Functor":
        param(d.param);
        mod(d.body);
        break;
      case "Apply":
        mod(d.functor);
        mod(d.arg);
        break;
      case "ApplyUnit":
        mod(d.functor);
        break;
      case "Constraint":
        mod(d.module);
        mty(d.type);
        break;
      case "Unpack":
        exp(d.expr);
        break;
      default:
        break;
    }
  };
  const mty = (m: ModuleType): void => {
    out.push(`module_type ${m.desc.kind.toLowerCase()}${m.desc.kind === "Ident" || m.desc.kind === "Alias" ? " " + lid(m.desc.name.txt) : ""} ${l(m.loc)}`);
    const d = m.desc;
    switch (d.kind) {
      case "Signature":
        d.items.forEach(sig);
        break;
      case "Functor":
        param(d.param);
        mty(d.result);
        break;
      case "With":
        mty(d.type);
        d.constraints.forEach((c) => {
          if (c.kind === "Type" || c.kind === "TypeSubst") tdecl(c.decl);
        });
        break;
      case "TypeOf":
        mod(d.module);
        break;
      default:
        break;
    }
  };
  const str = (i: StructureItem): void => {
    out.push(`structure_item ${l(i.loc)}`);
    const d = i.desc;
    switch (d.kind) {
      case "Eval":
        exp(d.expr);
        break;
      case "Value":
        d.bindings.forEach(vb);
        break;
      case "Primitive":
        typ(d.value.type);
        break;
      case "Type":
        d.decls.forEach(tdecl);
        break;
      case "TypeExtension":
        for (const prm of d.extension.params) if (prm.name) out.push(`core_type var ${prm.name.txt} ${l(prm.name.loc)}`);
        d.extension.constructors.forEach(extc);
        break;
      case "Exception":
        extc(d.constructor);
        break;
      case "Module":
        mod(d.binding.module);
        break;
      case "RecModule":
        d.bindings.forEach((b) => mod(b.module));
        break;
      case "ModuleType":
        if (d.decl.type) mty(d.decl.type);
        break;
      case "Open":
      case "Include":
        mod(d.module);
        break;
      default:
        break;
    }
  };
  const sig = (i: SignatureItem): void => {
    out.push(`signature_item ${l(i.loc)}`);
    const d = i.desc;
    switch (d.kind) {
      case "Value":
        typ(d.value.type);
        break;
      case "Type":
      case "TypeSubst":
        d.decls.forEach(tdecl);
        break;
      case "TypeExtension":
        for (const prm of d.extension.params) if (prm.name) out.push(`core_type var ${prm.name.txt} ${l(prm.name.loc)}`);
        d.extension.constructors.forEach(extc);
        break;
      case "Exception":
        extc(d.constructor);
        break;
      case "Module":
        mty(d.decl.type);
        break;
      case "RecModule":
        d.decls.forEach((x) => mty(x.type));
        break;
      case "ModuleType":
        if (d.decl.type) mty(d.decl.type);
        break;
      case "Include":
        mty(d.type);
        break;
      default:
        break;
    }
  };
  items.forEach(str);
  return out;
}

export function listSignature(items: readonly SignatureItem[]): string[] {
  // A signature is walked as the signature of a module type.
  const wrapped = listStructure([
    {
      desc: {
        kind: "ModuleType",
        decl: { name: { txt: "", loc: items[0]?.loc ?? fakeLoc }, type: { desc: { kind: "Signature", items }, loc: fakeLoc, attributes: [] }, attributes: [], loc: fakeLoc },
      },
      loc: fakeLoc,
    },
  ]);
  return wrapped.slice(2);
}

const fakeLoc: Location = { file: "", start: { line: 0, col: 0, offset: 0 }, end: { line: 0, col: 0, offset: 0 }, ghost: false };

const kindNames: Record<string, string> = {};

/**
 * The same listing from `ocamlc -dparsetree` output: node headers (which OCaml's printer may put
 * in the middle of a line) with the constructor that follows; attribute payloads (docstrings,
 * `[@inline never]`) and docstring items are left out, since flambe does not keep them.
 */
export function listFromDparsetree(text: string): string[] {
  const lines = text.split("\n");
  const kept: string[] = [];
  let skipIndent = -1;
  let skipSame = false;
  for (const line of lines) {
    const indent = line.length - line.trimStart().length;
    if (skipIndent >= 0) {
      if (indent > skipIndent || (skipSame && indent === skipIndent)) continue;
      skipIndent = -1;
    }
    if (/^\s*attribute "/.test(line)) {
      skipIndent = indent;
      skipSame = false;
      continue;
    }
    if (/^\s*P(str|sig)_attribute "/.test(line)) {
      // A floating attribute item: its payload is not kept by flambe.
      kept.push(line);
      skipIndent = indent;
      skipSame = true;
      continue;
    }
    kept.push(line);
  }
  const body = kept.join("\n");
  const out: string[] = [];
  const header = /(structure_item|signature_item|module_expr|module_type|expression|pattern|core_type) \([^[()]*\[(\d+),\d+\+(\d+)\]\.\.\[(\d+),\d+\+(\d+)\]\)( ghost)?/g;
  const ctor = /P(?:exp|pat|typ|mod|mty|str|sig)_(\w+)(?: "([^"]*)"| PConst_(int|float) \(([^,]*),(?:None|Some (\w))\)| PConst_(char) (\w+)| PConst_(string) ?\("((?:[^"\\]|\\.)*)"| (\w+))?/g;
  for (let m = header.exec(body); m; m = header.exec(body)) {
    const [, cat, l1, c1, l2, c2, ghost] = m;
    const loc = `${l1}:${c1}-${l2}:${c2}${ghost ? " ghost" : ""}`;
    ctor.lastIndex = header.lastIndex;
    const c = ctor.exec(body);
    const kind = c?.[1] ?? "?";
    if (cat === "structure_item" || cat === "signature_item") {
      if (kind === "attribute" && (c?.[2] === "ocaml.text" || c?.[2] === "ocaml.doc")) continue;
      out.push(`${cat} ${loc}`);
      continue;
    }
    let detail = "";
    if (c && (kind === "ident" || kind === "construct" || kind === "var" || kind === "constr" || kind === "alias")) detail = ` ${c[2] ?? c[10]}`;
    if (c && kind === "constant") {
      if (c[3]) detail = ` ${c[3]} ${c[4]}${c[5] ?? ""}`;
      else if (c[6]) detail = ` char ${c[7]}`;
      else detail = ` string ${c[9]}`;
    }
    out.push(`${cat} ${kind}${detail} ${loc}`);
  }
  return out;
}
