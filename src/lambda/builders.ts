// Factories for Lambda terms, fresh identifiers and static-catch labels, and the few generic
// traversals the translation needs (free occurrence, bottom-up rewriting).
import { assertNever } from "../common/assert_never.js";
import { noLocation, type Location } from "../common/location.js";
import type { FieldAccess, Ident, Lambda, Mutability, Primitive, StructuredConstant, ValueKind } from "./lambda.js";

// Identifiers made by this stage get stamps far above the type checker's, so that the two never
// meet; the printer renumbers every identifier anyway.
let freshStamp = 1 << 28;

export function freshIdent(name: string): Ident {
  return { name, stamp: ++freshStamp, global: false };
}

export function sameId(a: Ident, b: Ident): boolean {
  return a.stamp === b.stamp && a.name === b.name && a.global === b.global;
}

export function idKey(a: Ident): string {
  return a.global ? a.name : `${a.name}/${a.stamp}`;
}

export function lvar(ident: Ident): Lambda {
  return { kind: "Var", ident };
}

export function lconst(constant: StructuredConstant): Lambda {
  return { kind: "Const", constant };
}

export function lint(value: number): Lambda {
  return { kind: "Const", constant: { kind: "int", value } };
}

export function lstring(value: string): Lambda {
  return { kind: "Const", constant: { kind: "string", value } };
}

export function lprim(prim: Primitive, args: readonly Lambda[], loc: Location = noLocation): Lambda {
  return { kind: "Prim", prim, args, loc };
}

export function llet(ident: Ident, def: Lambda, body: Lambda, valueKind: ValueKind = "generic", letKind: "strict" | "alias" = "strict"): Lambda {
  return { kind: "Let", letKind, valueKind, ident, def, body };
}

export function lseq(first: Lambda, second: Lambda): Lambda {
  return { kind: "Sequence", first, second };
}

export function lif(cond: Lambda, then: Lambda, els: Lambda): Lambda {
  return { kind: "IfThenElse", cond, then, else: els };
}

export function access(tag: number | undefined, size: number | undefined, mutability: Mutability = "immutable", fieldKind: ValueKind = "generic"): FieldAccess {
  return { tag, size, mutability, fieldKind };
}

export function lfield(index: number, block: Lambda, acc: FieldAccess, loc: Location = noLocation): Lambda {
  return lprim({ kind: "Field", index, access: acc }, [block], loc);
}

/**
 * An allocation. An immutable block of constants is a structured constant, shared and static,
 * as OCaml makes it.
 */
export function lmakeblock(tag: number, mutability: Mutability, args: readonly Lambda[], shape?: readonly ValueKind[], loc: Location = noLocation): Lambda {
  if (mutability === "immutable" && args.length > 0 && tag < 246 && args.every((a) => a.kind === "Const")) {
    return lconst({ kind: "block", tag, fields: args.map((a) => (a as Extract<Lambda, { kind: "Const" }>).constant) });
  }
  return lprim({ kind: "MakeBlock", tag, mutability, shape: shape ?? args.map(() => "generic") }, args, loc);
}

export function lraise(exn: Lambda, loc: Location = noLocation, raiseKind: "regular" | "reraise" | "notrace" = "regular"): Lambda {
  return lprim({ kind: "Raise", raiseKind }, [exn], loc);
}

export function lpredefExn(name: string): Lambda {
  return lprim({ kind: "PredefinedException", name }, []);
}

let nextLabel = 0;

export function freshLabel(): number {
  return ++nextLabel;
}

/** Restarts label numbering: labels need only be unique within a unit, and this keeps dumps stable. */
export function resetLabels(): void {
  nextLabel = 0;
}

/** The direct sub-terms of a term, in order. */
export function children(l: Lambda): Lambda[] {
  switch (l.kind) {
    case "Var":
    case "Const":
      return [];
    case "Apply":
      return [l.func, ...l.args];
    case "Function":
      return [l.body];
    case "Let":
    case "MutLet":
      return [l.def, l.body];
    case "LetRec":
      return [...l.bindings.map((b) => b.def), l.body];
    case "Prim":
      return [...l.args];
    case "Switch":
      return [l.scrutinee, ...l.cases.consts.map((c) => c.action), ...l.cases.blocks.map((c) => c.action), ...(l.cases.failAction ? [l.cases.failAction] : [])];
    case "StringSwitch":
      return [l.scrutinee, ...l.cases.map((c) => c.action), ...(l.default ? [l.default] : [])];
    case "StaticRaise":
      return [...l.args];
    case "StaticCatch":
      return [l.body, l.handler];
    case "TryWith":
      return [l.body, l.handler];
    case "IfThenElse":
      return [l.cond, l.then, l.else];
    case "Sequence":
      return [l.first, l.second];
    case "While":
      return [l.cond, l.body];
    case "For":
      return [l.from, l.to, l.body];
    case "Assign":
      return [l.value];
    default:
      return assertNever(l);
  }
}

/** Rebuilds a term with new sub-terms (given in the order of `children`). */
export function withChildren(l: Lambda, c: readonly Lambda[]): Lambda {
  let i = 0;
  const next = (): Lambda => c[i++]!;
  switch (l.kind) {
    case "Var":
    case "Const":
      return l;
    case "Apply":
      return { ...l, func: next(), args: l.args.map(next) };
    case "Function":
      return { ...l, body: next() };
    case "Let":
    case "MutLet":
      return { ...l, def: next(), body: next() };
    case "LetRec": {
      const bindings = l.bindings.map((b) => ({ ident: b.ident, def: next() }));
      return { ...l, bindings, body: next() };
    }
    case "Prim":
      return { ...l, args: l.args.map(next) };
    case "Switch": {
      const scrutinee = next();
      const consts = l.cases.consts.map((x) => ({ value: x.value, action: next() }));
      const blocks = l.cases.blocks.map((x) => ({ tag: x.tag, action: next() }));
      const failAction = l.cases.failAction ? next() : undefined;
      return { ...l, scrutinee, cases: { ...l.cases, consts, blocks, failAction } };
    }
    case "StringSwitch": {
      const scrutinee = next();
      const cases = l.cases.map((x) => ({ value: x.value, action: next() }));
      return { ...l, scrutinee, cases, default: l.default ? next() : undefined };
    }
    case "StaticRaise":
      return { ...l, args: l.args.map(next) };
    case "StaticCatch":
      return { ...l, body: next(), handler: next() };
    case "TryWith":
      return { ...l, body: next(), handler: next() };
    case "IfThenElse":
      return { ...l, cond: next(), then: next(), else: next() };
    case "Sequence":
      return { ...l, first: next(), second: next() };
    case "While":
      return { ...l, cond: next(), body: next() };
    case "For":
      return { ...l, from: next(), to: next(), body: next() };
    case "Assign":
      return { ...l, value: next() };
    default:
      return assertNever(l);
  }
}

/** Bottom-up rewriting: `f` sees each node after its children were rewritten. */
export function mapLambda(l: Lambda, f: (l: Lambda) => Lambda): Lambda {
  const c = children(l);
  if (c.length === 0) return f(l);
  const mapped = c.map((x) => mapLambda(x, f));
  const changed = mapped.some((x, i) => x !== c[i]);
  return f(changed ? withChildren(l, mapped) : l);
}

/** Does the variable occur in the term? */
export function occurs(id: Ident, l: Lambda): boolean {
  const stack: Lambda[] = [l];
  while (stack.length > 0) {
    const x = stack.pop()!;
    if (x.kind === "Var" && sameId(x.ident, id)) return true;
    if (x.kind === "Assign" && sameId(x.ident, id)) return true;
    stack.push(...children(x));
  }
  return false;
}

/** A term with no side effect and no allocation worth sharing: may be evaluated in any order. */
export function isAtomic(l: Lambda): boolean {
  return l.kind === "Var" || l.kind === "Const" || l.kind === "Function";
}

/**
 * A copy of a term whose bound variables are fresh (uses renamed accordingly): for code that the
 * translation duplicates (a guard reached from several leaves of a decision tree), since every
 * binding must stay unique.
 */
export function refreshBinders(l: Lambda): Lambda {
  const map = new Map<string, Ident>();
  const fresh = (id: Ident): Ident => {
    const f = freshIdent(id.name);
    map.set(idKey(id), f);
    return f;
  };
  const rename = (id: Ident): Ident => map.get(idKey(id)) ?? id;
  const go = (x: Lambda): Lambda => {
    switch (x.kind) {
      case "Var":
        return map.has(idKey(x.ident)) ? { kind: "Var", ident: rename(x.ident) } : x;
      case "Let": {
        const def = go(x.def);
        return { ...x, ident: fresh(x.ident), def, body: go(x.body) };
      }
      case "MutLet": {
        const def = go(x.def);
        return { ...x, ident: fresh(x.ident), def, body: go(x.body) };
      }
      case "LetRec": {
        const ids = x.bindings.map((b) => fresh(b.ident));
        return { ...x, bindings: x.bindings.map((b, i) => ({ ident: ids[i]!, def: go(b.def) })), body: go(x.body) };
      }
      case "Function": {
        const params = x.params.map((p) => ({ ...p, ident: fresh(p.ident) }));
        return { ...x, params, body: go(x.body) };
      }
      case "StaticCatch": {
        const body = go(x.body);
        const params = x.params.map((p) => ({ ...p, ident: fresh(p.ident) }));
        return { ...x, body, params, handler: go(x.handler) };
      }
      case "TryWith": {
        const body = go(x.body);
        return { ...x, body, exn: fresh(x.exn), handler: go(x.handler) };
      }
      case "For": {
        const from = go(x.from);
        const to = go(x.to);
        return { ...x, from, to, ident: fresh(x.ident), body: go(x.body) };
      }
      case "Assign":
        return { ...x, ident: rename(x.ident), value: go(x.value) };
      default:
        return withChildren(x, children(x).map(go));
    }
  };
  return go(l);
}

/**
 * Binds operands in OCaml's order (right to left) when more than one has effects. The bindings
 * are marked `operand`, so that `tmc.ts` can read a constructor's arguments through them.
 */
export function withOperands(ops: readonly Lambda[], build: (atoms: Lambda[]) => Lambda): Lambda {
  let effectful = 0;
  for (const o of ops) if (!isAtomic(o)) effectful++;
  if (effectful <= 1) return build([...ops]);
  const atoms = [...ops];
  const lets: { id: Ident; def: Lambda }[] = [];
  for (let i = ops.length - 1; i >= 0; i--) {
    if (isAtomic(ops[i]!)) continue;
    const id = freshIdent("arg");
    lets.push({ id, def: ops[i]! });
    atoms[i] = lvar(id);
  }
  let out = build(atoms);
  for (let i = lets.length - 1; i >= 0; i--) {
    out = { kind: "Let", letKind: "strict", valueKind: "generic", ident: lets[i]!.id, def: lets[i]!.def, body: out, operand: true };
  }
  return out;
}
