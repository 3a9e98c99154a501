// `-dlambda`: Lambda as S-expressions, in the spirit of OCaml's `-dlambda`. Output is
// deterministic: identifiers are renumbered in order of first appearance (the type checker's
// stamps depend on everything typed before in the same process), and a form is written on one
// line when it fits in the margin, otherwise its operands go on their own indented lines.
import { assertNever } from "../common/assert_never.js";
import type {
  FieldAccess,
  FunctionAttributes,
  Ident,
  Lambda,
  LambdaProgram,
  Primitive,
  StructuredConstant,
  ValueKind,
} from "./lambda.js";

type SExp = string | { readonly head: string; readonly items: readonly SExp[] };

const MARGIN = 100;

class Namer {
  private readonly numbers = new Map<string, number>();
  name(id: Ident): string {
    if (id.global) return id.name;
    const key = `${id.name}/${id.stamp}`;
    let n = this.numbers.get(key);
    if (n === undefined) {
      n = this.numbers.size + 1;
      this.numbers.set(key, n);
    }
    return `${id.name}/${n}`;
  }
}

function escapeString(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x22) out += '\\"';
    else if (c === 0x5c) out += "\\\\";
    else if (c === 0x0a) out += "\\n";
    else if (c === 0x09) out += "\\t";
    else if (c === 0x0d) out += "\\r";
    else if (c < 0x20 || c >= 0x7f) out += "\\" + String(c).padStart(3, "0");
    else out += s[i];
  }
  return out;
}

export function printFloat(f: number): string {
  if (Number.isNaN(f)) return "nan";
  if (f === Infinity) return "infinity";
  if (f === -Infinity) return "neg_infinity";
  const s = String(f);
  return /[.e]/.test(s) ? s : s + ".";
}

export function printConstant(c: StructuredConstant): string {
  switch (c.kind) {
    case "int":
      return String(c.value);
    case "char": {
      const ch = String.fromCharCode(c.value);
      return c.value === 0x27 ? "'\\''" : `'${escapeString(ch)}'`;
    }
    case "float":
      return printFloat(c.value);
    case "int32":
      return `${c.value}l`;
    case "int64":
      return `${c.value}L`;
    case "nativeint":
      return `${c.value}n`;
    case "string":
      return `"${escapeString(c.value)}"`;
    case "block":
      return `[${c.tag}: ${c.fields.map(printConstant).join(" ")}]`;
    case "float_array":
      return `[|${c.values.map(printFloat).join(" ")}|]`;
    default:
      return assertNever(c);
  }
}

function kindSuffix(k: ValueKind): string {
  switch (k) {
    case "generic":
      return "";
    case "int":
      return "[int]";
    case "float":
      return "[float]";
    case "boxed_int32":
      return "[int32]";
    case "boxed_int64":
      return "[int64]";
    case "boxed_nativeint":
      return "[nativeint]";
    default:
      return assertNever(k);
  }
}

function accessText(a: FieldAccess): string {
  const parts: string[] = [];
  if (a.tag !== undefined) parts.push(`tag ${a.tag}`);
  if (a.size !== undefined) parts.push(`size ${a.size}`);
  return parts.length === 0 ? "" : `{${parts.join(", ")}}`;
}

function comparisonText(c: string): string {
  switch (c) {
    case "eq":
      return "==";
    case "ne":
      return "!=";
    case "lt":
      return "<";
    case "le":
      return "<=";
    case "gt":
      return ">";
    case "ge":
      return ">=";
    default:
      return c;
  }
}

/** The name of a primitive as `-dlambda` shows it. */
export function primitiveName(p: Primitive): string {
  switch (p.kind) {
    case "Identity":
      return "%identity";
    case "Ignore":
      return "ignore";
    case "Opaque":
      return "opaque";
    case "GetGlobal":
      return `global ${p.unit}!`;
    case "PredefinedException":
      return `predef ${p.name}!`;
    case "MakeBlock":
      return `${p.mutability === "mutable" ? "makemutable" : "makeblock"} ${p.tag}${
        p.shape.some((k) => k !== "generic") ? ` (${p.shape.map((k) => (k === "generic" ? "*" : k)).join(",")})` : ""
      }`;
    case "Field":
      return `${p.access.mutability === "mutable" ? "field_mut" : "field_imm"}${kindSuffix(p.access.fieldKind)} ${p.index}${accessText(p.access) ? " " + accessText(p.access) : ""}`;
    case "SetField":
      return `setfield${kindSuffix(p.access.fieldKind)} ${p.index}${accessText(p.access) ? " " + accessText(p.access) : ""}`;
    case "DupRecord":
      return `duprecord ${p.size}`;
    case "CCall":
      return p.alloc ? p.name : `${p.name} [noalloc]`;
    case "Raise":
      return p.raiseKind === "regular" ? "raise" : p.raiseKind === "reraise" ? "reraise" : "raise_notrace";
    case "PhysComp":
      return p.comparison === "eq" ? "==" : "!=";
    case "SequAnd":
      return "&&";
    case "SequOr":
      return "||";
    case "Not":
      return "not";
    case "NegInt":
      return "~";
    case "AddInt":
      return "+";
    case "SubInt":
      return "-";
    case "MulInt":
      return "*";
    case "DivInt":
      return p.safe ? "/" : "/u";
    case "ModInt":
      return p.safe ? "mod" : "mod_u";
    case "AndInt":
      return "and";
    case "OrInt":
      return "or";
    case "XorInt":
      return "xor";
    case "LslInt":
      return "lsl";
    case "LsrInt":
      return "lsr";
    case "AsrInt":
      return "asr";
    case "IntComp":
      return comparisonText(p.comparison);
    case "CompareInts":
      return "compare_ints";
    case "OffsetInt":
      return `${p.offset >= 0 ? "+" : ""}${p.offset}`;
    case "OffsetRef":
      return `+:=${p.offset}`;
    case "IsOut":
      return "isout";
    case "IsInt":
      return "isint";
    case "IntOfFloat":
      return "int_of_float";
    case "FloatOfInt":
      return "float_of_int";
    case "NegFloat":
      return "~.";
    case "AbsFloat":
      return "abs.";
    case "AddFloat":
      return "+.";
    case "SubFloat":
      return "-.";
    case "MulFloat":
      return "*.";
    case "DivFloat":
      return "/.";
    case "FloatComp":
      return comparisonText(p.comparison) + ".";
    case "CompareFloats":
      return "compare_floats";
    case "StringLength":
      return "string.length";
    case "StringRef":
      return p.safe ? "string.get" : "string.unsafe_get";
    case "BytesLength":
      return "bytes.length";
    case "BytesRef":
      return p.safe ? "bytes.get" : "bytes.unsafe_get";
    case "BytesSet":
      return p.safe ? "bytes.set" : "bytes.unsafe_set";
    case "BytesOfString":
      return "bytes_of_string";
    case "BytesToString":
      return "bytes_to_string";
    case "MakeArray":
      return `makearray${p.mutability === "immutable" ? "_imm" : ""}[${p.arrayKind}]`;
    case "ArrayLength":
      return `array.length[${p.arrayKind}]`;
    case "ArrayRef":
      return `array.${p.safe ? "" : "unsafe_"}get[${p.arrayKind}]`;
    case "ArraySet":
      return `array.${p.safe ? "" : "unsafe_"}set[${p.arrayKind}]`;
    case "BintOfInt":
      return `${p.bint}_of_int`;
    case "IntOfBint":
      return `int_of_${p.bint}`;
    case "CvtBint":
      return `${p.to}_of_${p.from}`;
    case "NegBint":
      return `${p.bint}.neg`;
    case "BintOp":
      return `${p.bint}.${p.op}${p.safe ? "" : "_u"}`;
    case "BintComp":
      return `${p.bint}.${comparisonText(p.comparison)}`;
    case "CtConst":
      return `sys.constant_${p.name}`;
    default:
      return assertNever(p);
  }
}

function attributesText(a: FunctionAttributes): string[] {
  const out: string[] = [];
  if (a.inline !== "default") out.push(typeof a.inline === "object" ? `unroll(${a.inline.unroll})` : `${a.inline}_inline`);
  if (a.specialise !== "default") out.push(`${a.specialise}_specialise`);
  if (a.local !== "default") out.push(`${a.local}_local`);
  if (a.isFunctor) out.push("functor");
  if (a.stub) out.push("stub");
  if (a.identity === true) out.push("identity");
  return out;
}

function toSExp(l: Lambda, n: Namer): SExp {
  const go = (x: Lambda): SExp => toSExp(x, n);
  switch (l.kind) {
    case "Var":
      return n.name(l.ident);
    case "Const":
      return printConstant(l.constant);
    case "Apply": {
      const extra: string[] = [];
      if (l.inlined !== "default") extra.push(typeof l.inlined === "object" ? `unrolled(${l.inlined.unroll})` : `${l.inlined}_inlined`);
      if (l.specialised !== "default") extra.push(`${l.specialised}_specialised`);
      return { head: ["apply", ...extra].join(" "), items: [go(l.func), ...l.args.map(go)] };
    }
    case "Function": {
      const params = l.params.map((p) => n.name(p.ident) + kindSuffix(p.kind)).join(" ");
      const attrs = attributesText(l.attributes);
      return { head: `function ${params}${kindSuffix(l.returnKind) ? " : " + kindSuffix(l.returnKind) : ""}${attrs.length ? " " + attrs.join(" ") : ""}`, items: [go(l.body)] };
    }
    case "Let":
    case "MutLet": {
      // Consecutive lets are shown in one form, as OCaml does.
      const bindings: SExp[] = [];
      let cur: Lambda = l;
      while (cur.kind === "Let" || cur.kind === "MutLet") {
        const op = cur.kind === "MutLet" ? "=mut" : cur.letKind === "alias" ? "=a" : "=";
        bindings.push({ head: "", items: [`${n.name(cur.ident)} ${op}${kindSuffix(cur.valueKind)}`, go(cur.def)] });
        cur = cur.body;
      }
      return { head: "let", items: [{ head: "", items: bindings.flatMap((b) => (typeof b === "string" ? [b] : b.items)) }, go(cur)] };
    }
    case "LetRec":
      return { head: "letrec", items: [{ head: "", items: l.bindings.flatMap((b) => [n.name(b.ident), go(b.def)]) }, go(l.body)] };
    case "Prim":
      return { head: primitiveName(l.prim), items: l.args.map(go) };
    case "Switch": {
      const items: SExp[] = [go(l.scrutinee)];
      for (const c of l.cases.consts) items.push(caseForm(`case int ${c.value}:`, go(c.action)));
      for (const c of l.cases.blocks) items.push(caseForm(`case tag ${c.tag}:`, go(c.action)));
      if (l.cases.failAction) items.push(caseForm("default:", go(l.cases.failAction)));
      return { head: `switch* ${l.cases.numConsts}/${l.cases.numBlocks}`, items };
    }
    case "StringSwitch": {
      const items: SExp[] = [go(l.scrutinee)];
      for (const c of l.cases) items.push(caseForm(`case "${escapeString(c.value)}":`, go(c.action)));
      if (l.default) items.push(caseForm("default:", go(l.default)));
      return { head: "stringswitch", items };
    }
    case "StaticRaise":
      return { head: `exit ${l.label}`, items: l.args.map(go) };
    case "StaticCatch":
      return {
        head: "catch",
        items: [go(l.body), caseForm(`with (${[String(l.label), ...l.params.map((p) => n.name(p.ident) + kindSuffix(p.kind))].join(" ")})`, go(l.handler))],
      };
    case "TryWith":
      return { head: "try", items: [go(l.body), caseForm(`with ${n.name(l.exn)}`, go(l.handler))] };
    case "IfThenElse":
      return { head: "if", items: [go(l.cond), go(l.then), go(l.else)] };
    case "Sequence": {
      const items: SExp[] = [];
      let cur: Lambda = l;
      while (cur.kind === "Sequence") {
        items.push(go(cur.first));
        cur = cur.second;
      }
      items.push(go(cur));
      return { head: "seq", items };
    }
    case "While":
      return { head: "while", items: [go(l.cond), go(l.body)] };
    case "For":
      return { head: "for", items: [n.name(l.ident), go(l.from), l.direction === "up" ? "to" : "downto", go(l.to), go(l.body)] };
    case "Assign":
      return { head: "assign", items: [n.name(l.ident), go(l.value)] };
    default:
      return assertNever(l);
  }
}

/** A labelled sub-form (`case tag 0: e`) shown without parentheses of its own. */
function caseForm(label: string, body: SExp): SExp {
  return { head: `\u0000${label}`, items: [body] };
}

function flat(s: SExp, budget: number): string | undefined {
  if (typeof s === "string") return s.length <= budget ? s : undefined;
  const bare = s.head === "" || s.head.startsWith("\u0000");
  const head = s.head.startsWith("\u0000") ? s.head.slice(1) : s.head;
  let out = bare ? head : "(" + head;
  for (const it of s.items) {
    const sep = out.length === 0 || out === "(" ? "" : " ";
    const sub = flat(it, budget - out.length - sep.length);
    if (sub === undefined) return undefined;
    out += sep + sub;
    if (out.length > budget) return undefined;
  }
  if (!bare) out += ")";
  return out.length <= budget ? out : undefined;
}

function layout(s: SExp, indent: number, out: string[], first: string): void {
  const f = flat(s, MARGIN - indent - first.length);
  if (f !== undefined) {
    out.push(" ".repeat(indent) + first + f);
    return;
  }
  if (typeof s === "string") {
    out.push(" ".repeat(indent) + first + s);
    return;
  }
  const bare = s.head === "" || s.head.startsWith("\u0000");
  const head = s.head.startsWith("\u0000") ? s.head.slice(1) : s.head;
  if (s.head === "") {
    // A list of bindings: name and definition pairs, one binding per line when they do not fit.
    for (let i = 0; i < s.items.length; i++) {
      const it = s.items[i]!;
      const pre = i === 0 ? first : "";
      if (typeof it === "string" && i + 1 < s.items.length) {
        layout(s.items[i + 1]!, indent, out, pre + it + " ");
        i++;
      } else layout(it, indent, out, pre);
    }
    return;
  }
  out.push(" ".repeat(indent) + first + (bare ? head : "(" + head));
  for (const it of s.items) layout(it, indent + 2, out, "");
  if (!bare) out[out.length - 1] += ")";
}

/** Lambda as readable text, deterministic. */
export function printLambda(l: Lambda): string {
  const out: string[] = [];
  layout(toSExp(l, new Namer()), 0, out, "");
  return out.join("\n") + "\n";
}

/** A unit: its name, its size and its code. */
export function printLambdaProgram(p: LambdaProgram): string {
  return `(unit ${p.unitName} size ${p.size}${p.requiredUnits.length ? ` requires ${p.requiredUnits.join(" ")}` : ""})\n` + printLambda(p.code);
}
