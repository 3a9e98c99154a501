// The tail-modulo-constructor transformation (OCaml 4.14's `[@tail_mod_cons]`, manual chapter
// "The tail-modulo-constructor program transformation"), on Lambda after translation, as
// OCaml's own `lambda/tmc.ml` does it.
//
// A function `f` marked `[@tail_mod_cons]` gets a second version in destination-passing style,
// `f_dps dst ...params`, that writes its result into the field of the block `dst` left as a hole
// instead of returning it. A call to a marked function that is an argument of a constructor
// application (a block allocation: constructors, tuples, records), itself in tail position or in
// such an argument, becomes: allocate the block with a placeholder in that field, call the DPS
// version with the block as destination, as a tail call in the DPS version (so a recursion such
// as `List.map`'s runs in constant stack). The direct version calls the DPS version once: it is
// a wrapper passing it a block that holds the result (small, inlined where it is called, see
// `wrapper`), or, where that would change the order of evaluation, OCaml's direct version, which
// makes the first step itself.
//
// The block is allocated mutable, so that Simplify never takes the placeholder for the field's
// value (a mutable allocation only gives its tag to the typing env), and filled by an
// assignment. Which field a DPS function fills is an argument only when the unit has holes at
// several positions; otherwise (a unit of lists: always the tail, field 1) the position is a
// constant and the DPS version takes the block alone.
//
// Evaluation order is OCaml 4.14's: the argument holding the call is evaluated last. In the
// direct version the other arguments are evaluated right to left, as any allocation's; in the DPS
// version left to right (OCaml's `delay_impure`).
//
// Ambiguity: when several arguments of one constructor contain such calls, exactly one must be
// marked `[@tailcall]`, else the transformation fails with OCaml's error, and only when the
// constructor is in a position where the DPS version would use it. Warnings 71 (a marked
// function with no call in TMC position) and 72 (a call in tail position of a marked function to
// a function with no DPS version, which becomes a non-tail call in the DPS version).
import { errorAt, type Diagnostic } from "../common/diagnostic.js";
import type { Location } from "../common/location.js";
import { access, children, freshIdent, idKey, lint, llet, lprim, lseq, lstring, lvar, occurs, refreshBinders, withChildren, withOperands } from "./builders.js";
import type { WarningState } from "../typing/index.js";
import type { FunctionParam, Ident, Lambda } from "./lambda.js";

/** Transforms the `[@tail_mod_cons]` functions of a unit's code; warnings are pushed on `warnings`. */
export function tailModCons(code: Lambda, warnings: Diagnostic[], state: WarningState): Lambda {
  if (!hasCandidate(code)) return code;
  // A first run finds the positions of the holes (and generates code that is thrown away); the
  // second knows whether a DPS function must be told which field to fill.
  const first = new Tmc(undefined, state);
  try {
    first.traverse(new Map(), code);
  } catch {
    // The error is reported by the second run.
  }
  const second = new Tmc(first.holes, state);
  const out = second.traverse(new Map(), code);
  warnings.push(...second.warnings);
  return out;
}

function hasCandidate(code: Lambda): boolean {
  const stack: Lambda[] = [code];
  while (stack.length > 0) {
    const x = stack.pop()!;
    if (x.kind === "Function" && x.attributes.tailModCons) return true;
    stack.push(...children(x));
  }
  return false;
}


/** A marked function in scope: its DPS version and arity. */
interface Specialized {
  readonly dps: Ident;
  readonly arity: number;
}

type Context = ReadonlyMap<string, Specialized>;

/** Where a DPS term writes its result: a field of a block, known or the DPS function's parameter. */
interface Destination {
  readonly block: Ident;
  /** The field, or the parameter holding it. */
  readonly offset: number | Ident;
  /** The block's tag and size when this code allocated it. */
  readonly tag: number | undefined;
  readonly size: number | undefined;
}

interface TmcCall {
  readonly loc: Location;
  readonly explicit: boolean;
}

/** A term that may be produced in direct style or in destination-passing style (OCaml's `Choice.t`). */
interface Choice {
  readonly direct: () => Lambda;
  readonly dps: (dst: Destination) => Lambda;
  readonly tmcCalls: readonly TmcCall[];
  /** The DPS version makes more calls in TMC position than the direct one. */
  readonly benefitsFromDps: boolean;
  readonly explicit: boolean;
}

/**
 * What the hole holds until it is filled. Not an immediate: V8 gives an array whose elements are
 * all small integers a representation of its own, and storing a block there later changes it (a
 * cell of a list being built would end up with another hidden class than the cells built
 * directly, and each load from a list would see both). A string makes the block's elements
 * generic from the start.
 */
const PLACEHOLDER: Lambda = lstring("");

class Tmc {
  readonly warnings: Diagnostic[] = [];
  /** The fields at which holes are made (first run), or that were found (second run). */
  readonly holes = new Set<number>();
  /** A constructor with the call and two other arguments with effects was met (see `wrapper`). */
  private orderSensitive = false;

  constructor(
    private readonly knownHoles: ReadonlySet<number> | undefined,
    private readonly state: WarningState,
  ) {}

  /** Whether DPS functions take the field to fill as an argument. */
  private get offsetParam(): boolean {
    return this.knownHoles === undefined || this.knownHoles.size > 1;
  }

  private warn(loc: Location, number: 71 | 72, message: string): void {
    if (this.knownHoles === undefined || !this.state.active[number]) return;
    const name = number === 71 ? "unused-tmc-attribute" : "tmc-breaks-tailcall";
    this.warnings.push({ severity: "warning", location: loc, message, warning: { number, name, ...(this.state.error[number] ? { error: true } : {}) } });
  }

  // --- terms outside TMC positions ----------------------------------------------------------

  traverse(ctx: Context, t: Lambda): Lambda {
    switch (t.kind) {
      case "Let": {
        const { inner, bindings } = this.traverseLet(ctx, t.ident, t.def);
        return wrapLets(t, bindings, this.traverse(inner, t.body));
      }
      case "LetRec": {
        const { inner, bindings } = this.traverseLetRec(ctx, t.bindings);
        return recursiveGroups(t, bindings, this.traverse(inner, t.body));
      }
      default: {
        const c = children(t);
        if (c.length === 0) return t;
        return withChildren(t, c.map((x) => this.traverse(ctx, x)));
      }
    }
  }

  private declare(ctx: Context, ident: Ident, def: Lambda): Context {
    if (def.kind !== "Function" || !def.attributes.tailModCons) return ctx;
    const m = new Map(ctx);
    m.set(idKey(ident), { dps: freshIdent(`${ident.name}_dps`), arity: def.params.length });
    return m;
  }

  private traverseLet(ctx: Context, ident: Ident, def: Lambda): { inner: Context; bindings: { ident: Ident; def: Lambda }[] } {
    const inner = this.declare(ctx, ident, def);
    return { inner, bindings: this.traverseBinding(ctx, inner, ident, def) };
  }

  private traverseLetRec(ctx: Context, bindings: readonly { readonly ident: Ident; readonly def: Lambda }[]): { inner: Context; bindings: { ident: Ident; def: Lambda }[] } {
    let inner = ctx;
    for (const b of bindings) inner = this.declare(inner, b.ident, b.def);
    const out = bindings.flatMap((b) => this.traverseBinding(inner, inner, b.ident, b.def));
    return { inner, bindings: out };
  }

  private traverseBinding(outer: Context, inner: Context, ident: Ident, def: Lambda): { ident: Ident; def: Lambda }[] {
    if (def.kind !== "Function" || !def.attributes.tailModCons) return [{ ident, def: this.traverse(outer, def) }];
    const special = inner.get(idKey(ident))!;
    const saved = this.orderSensitive;
    this.orderSensitive = false;
    const choice = this.choice(outer, def.body, true);
    const orderSensitive = this.orderSensitive;
    this.orderSensitive = saved || orderSensitive;
    if (choice.tmcCalls.length === 0) {
      // ocamlc shows the source of the function's location even where the parser made it up
      // (`let f x = ...`).
      this.warn({ ...def.loc, ghost: false }, 71, "This function is marked @tail_mod_cons\nbut is never applied in TMC position.");
    }
    const attributes = { ...def.attributes, tailModCons: undefined };
    const direct: Lambda =
      this.knownHoles !== undefined && this.knownHoles.size > 0 && choice.tmcCalls.length > 0 && !orderSensitive
        ? { ...def, attributes, ...this.wrapper(def.params, special.dps, def.loc) }
        : { ...def, attributes, body: choice.direct() };
    const dstVar = freshIdent("dst");
    const offsetVar = freshIdent("offset");
    const params: FunctionParam[] = [{ ident: dstVar, kind: "generic" }];
    if (this.offsetParam) params.push({ ident: offsetVar, kind: "int" });
    const dst: Destination = { block: dstVar, offset: this.offsetParam ? offsetVar : this.singleHole(), tag: undefined, size: undefined };
    const dps: Lambda = refreshBinders({
      ...def,
      params: [...params, ...def.params],
      returnKind: "int",
      body: choice.dps(dst),
      attributes,
      name: def.name === undefined ? undefined : `${def.name}_dps`,
    });
    return [
      { ident, def: direct },
      { ident: special.dps, def: dps },
    ];
  }

  /**
   * The direct version as a wrapper around the DPS one: a block holding the result is the
   * destination, its field is returned. A small function, inlined at its calls, so that the call
   * to the recursive DPS function lands in the caller, where Simplify specialises it to the
   * closure the caller passes (as it did the recursive `List.map`): on lists of 10 elements
   * `List.map` took 1.34 times as long with the direct version that peels the first step, 0.8
   * times with this one. Not used where the first step's order of evaluation would differ from
   * OCaml's direct version: a constructor with two arguments with effects besides the call (the
   * direct version evaluates them right to left, the DPS version left to right), or with one and
   * the call inside a nested constructor (the direct version builds the nested one, and so runs
   * the whole recursion, before evaluating it).
   */
  private wrapper(params: readonly FunctionParam[], dps: Ident, loc: Location): { params: FunctionParam[]; body: Lambda } {
    const hole = Math.min(...this.knownHoles!);
    const ps = params.map((p) => ({ ...p, ident: freshIdent(p.ident.name) }));
    const result = freshIdent("result");
    const fields: Lambda[] = [];
    for (let i = 0; i <= hole; i++) fields.push(PLACEHOLDER);
    const dst: Destination = { block: result, offset: hole, tag: 0, size: hole + 1 };
    const call: Lambda = {
      kind: "Apply",
      func: lvar(dps),
      args: [...this.destinationArgs(dst), ...ps.map((p) => lvar(p.ident))],
      loc,
      inlined: "default",
      specialised: "default",
    };
    const block = lprim({ kind: "MakeBlock", tag: 0, mutability: "mutable", shape: fields.map(() => "generic") }, fields);
    const read = lprim({ kind: "Field", index: hole, access: access(0, hole + 1, "mutable") }, [lvar(result)]);
    return { params: ps, body: llet(result, block, lseq(call, read)) };
  }

  private singleHole(): number {
    for (const h of this.knownHoles ?? []) return h;
    return 0;
  }

  // --- terms in TMC position ----------------------------------------------------------------

  /** A term with no call in TMC position: written into the destination as it is. */
  private plain(t: Lambda): Choice {
    return { direct: () => t, dps: (dst) => this.assign(dst, t), tmcCalls: [], benefitsFromDps: false, explicit: false };
  }

  /** OCaml's `choice`: `tail` says whether `t` is in tail position of the marked function. */
  private choice(ctx: Context, t: Lambda, tail: boolean): Choice {
    switch (t.kind) {
      case "Var":
      case "Const":
      case "Function":
      case "Assign":
      case "For":
      case "While":
      case "StaticRaise":
        return this.plain(this.traverse(ctx, t));
      case "Prim": {
        const p = t.prim;
        if (p.kind === "MakeBlock") return this.choiceMakeBlock(ctx, t, [...t.args]);
        if (p.kind === "Opaque" && t.args.length === 1) {
          return mapChoice(this.choice(ctx, t.args[0]!, tail), (a) => ({ ...t, args: [a] }));
        }
        if ((p.kind === "SequAnd" || p.kind === "SequOr") && t.args.length === 2) {
          const a = this.traverse(ctx, t.args[0]!);
          return mapChoice(this.choice(ctx, t.args[1]!, tail), (b) => ({ ...t, args: [a, b] }));
        }
        return this.plain(this.traverse(ctx, t));
      }
      case "Apply":
        return this.choiceApply(ctx, t, tail);
      case "Sequence": {
        const first = this.traverse(ctx, t.first);
        return mapChoice(this.choice(ctx, t.second, tail), (second) => ({ ...t, first, second }));
      }
      case "IfThenElse": {
        const cond = this.traverse(ctx, t.cond);
        return combine([this.choice(ctx, t.then, tail), this.choice(ctx, t.else, tail)], ([a, b]) => ({ ...t, cond, then: a!, else: b! }));
      }
      case "MutLet": {
        const def = this.traverse(ctx, t.def);
        return mapChoice(this.choice(ctx, t.body, tail), (body) => ({ ...t, def, body }));
      }
      case "Let": {
        if (t.operand) {
          const block = operandBlock(t);
          if (block !== undefined) return this.choiceMakeBlock(ctx, block.prim, block.args);
        }
        const { inner, bindings } = this.traverseLet(ctx, t.ident, t.def);
        return mapChoice(this.choice(inner, t.body, tail), (body) => wrapLets(t, bindings, body));
      }
      case "LetRec": {
        const { inner, bindings } = this.traverseLetRec(ctx, t.bindings);
        return mapChoice(this.choice(inner, t.body, tail), (body) => recursiveGroups(t, bindings, body));
      }
      case "Switch": {
        const scrutinee = this.traverse(ctx, t.scrutinee);
        const cs = t.cases;
        const arms = [...cs.consts.map((c) => c.action), ...cs.blocks.map((c) => c.action), ...(cs.failAction ? [cs.failAction] : [])];
        return combine(arms.map((a) => this.choice(ctx, a, tail)), (xs) => {
          let i = 0;
          const consts = cs.consts.map((c) => ({ value: c.value, action: xs[i++]! }));
          const blocks = cs.blocks.map((c) => ({ tag: c.tag, action: xs[i++]! }));
          const failAction = cs.failAction ? xs[i++]! : undefined;
          return { ...t, scrutinee, cases: { ...cs, consts, blocks, failAction } };
        });
      }
      case "StringSwitch": {
        const scrutinee = this.traverse(ctx, t.scrutinee);
        const arms = [...t.cases.map((c) => c.action), ...(t.default ? [t.default] : [])];
        return combine(arms.map((a) => this.choice(ctx, a, tail)), (xs) => {
          const cases = t.cases.map((c, i) => ({ value: c.value, action: xs[i]! }));
          return { ...t, scrutinee, cases, default: t.default ? xs[t.cases.length]! : undefined };
        });
      }
      case "TryWith": {
        // The body is not in tail position: the handler must be removed after it.
        const body = this.traverse(ctx, t.body);
        return mapChoice(this.choice(ctx, t.handler, tail), (handler) => ({ ...t, body, handler }));
      }
      case "StaticCatch":
        return combine([this.choice(ctx, t.body, tail), this.choice(ctx, t.handler, tail)], ([body, handler]) => ({ ...t, body: body!, handler: handler! }));
    }
  }

  private choiceApply(ctx: Context, t: Extract<Lambda, { kind: "Apply" }>, tail: boolean): Choice {
    const func = this.traverse(ctx, t.func);
    const args = t.args.map((a) => this.traverse(ctx, a));
    const apply: Lambda = { ...t, func, args };
    if (t.tailcall === false || func.kind !== "Var") return this.plain(apply);
    const special = ctx.get(idKey(func.ident));
    if (special === undefined) {
      if (tail) {
        this.warn(
          t.loc,
          72,
          "This call\nis in tail-modulo-cons positionin a TMC function,\nbut the function called is not itself specialized for TMC,\nso the call will not be transformed into a tail call.\nPlease either mark the called function with the [@tail_mod_cons]\nattribute, or mark this call with the [@tailcall false] attribute\nto make its non-tailness explicit.",
        );
      }
      return this.plain(apply);
    }
    if (args.length !== special.arity) return this.plain(apply);
    return {
      direct: () => apply,
      dps: (dst) => ({ ...t, func: lvar(special.dps), args: [...this.destinationArgs(dst), ...args], tailcall: undefined }),
      tmcCalls: [{ loc: t.loc, explicit: t.tailcall === true }],
      benefitsFromDps: true,
      explicit: t.tailcall === true,
    };
  }

  private destinationArgs(dst: Destination): Lambda[] {
    if (!this.offsetParam) return [lvar(dst.block)];
    return [lvar(dst.block), typeof dst.offset === "number" ? lint(dst.offset) : lvar(dst.offset)];
  }

  /** Writes `v` into the destination. */
  private assign(dst: Destination, v: Lambda): Lambda {
    const acc = access(dst.tag, dst.size, "mutable");
    const set = (field: number): Lambda => lprim({ kind: "SetField", index: field, access: acc }, [lvar(dst.block), v]);
    if (typeof dst.offset === "number") return set(dst.offset);
    // The field is the DPS function's argument: one of the unit's hole positions.
    const holes = [...(this.knownHoles ?? [])].sort((a, b) => a - b);
    if (holes.length === 0) return lprim({ kind: "Ignore" }, [v]);
    const value = freshIdent("value");
    const setVar = (field: number): Lambda => lprim({ kind: "SetField", index: field, access: acc }, [lvar(dst.block), lvar(value)]);
    let out = setVar(holes[holes.length - 1]!);
    for (let i = holes.length - 2; i >= 0; i--) {
      const test = lprim({ kind: "IntComp", comparison: "eq" }, [lvar(dst.offset), lint(holes[i]!)]);
      out = { kind: "IfThenElse", cond: test, then: setVar(holes[i]!), else: out };
    }
    return llet(value, v, out);
  }

  private choiceMakeBlock(ctx: Context, prim: Extract<Lambda, { kind: "Prim" }>, args: Lambda[]): Choice {
    const mk = prim.prim as Extract<typeof prim.prim, { kind: "MakeBlock" }>;
    const choices = args.map((a) => this.choice(ctx, a, false));
    const rebuild = (xs: readonly Lambda[]): Lambda => withOperands(xs, (atoms) => ({ ...prim, args: atoms }));
    const withCalls = choices.map((c, i) => (c.tmcCalls.length > 0 ? i : -1)).filter((i) => i >= 0);
    // A float field (or a block of tag 254 or more) cannot hold the hole.
    const holeable = (i: number): boolean => mk.tag < 246 && (mk.shape[i] ?? "generic") !== "float";
    if (withCalls.length === 0) return this.plain(rebuild(choices.map((c) => c.direct())));
    let k: number;
    if (withCalls.length === 1) k = withCalls[0]!;
    else {
      const explicit = withCalls.filter((i) => choices[i]!.explicit);
      if (explicit.length === 1) k = explicit[0]!;
      else {
        const isExplicit = explicit.length > 1;
        const involved = isExplicit ? explicit : withCalls;
        const notes = involved.flatMap((i) => choices[i]!.tmcCalls)
          .filter((c) => !isExplicit || c.explicit)
          .map((c) => ({ location: c.loc, message: isExplicit ? "This call is explicitly annotated." : "This call could be annotated." }));
        const message = isExplicit
          ? "[@tail_mod_cons]: this constructor application may be TMC-transformed\n       in several different ways. Only one of the arguments may become a TMC\n       call, but several arguments contain calls that are explicitly marked\n       as tail-recursive. Please fix the conflict by reviewing and fixing the\n       conflicting annotations."
          : "[@tail_mod_cons]: this constructor application may be TMC-transformed\n       in several different ways. Please disambiguate by adding an explicit\n       [@tailcall] attribute to the call that should be made tail-recursive,\n       or a [@tailcall false] attribute on calls that should not be\n       transformed.";
        const calls = involved.flatMap((i) => choices[i]!.tmcCalls);
        const direct = (): Lambda => rebuild(choices.map((c) => c.direct()));
        return {
          direct,
          dps: () => {
            throw errorAt(prim.loc, message, notes);
          },
          tmcCalls: calls,
          benefitsFromDps: false,
          explicit: isExplicit,
        };
      }
    }
    if (!holeable(k)) return this.plain(rebuild(choices.map((c) => c.direct())));
    const inner = choices[k]!;
    if (this.knownHoles === undefined) this.holes.add(k);
    // Where the direct version's order of evaluation is not the DPS version's (see `wrapper`).
    const impure = args.filter((a, i) => i !== k && a.kind !== "Var" && a.kind !== "Const").length;
    if (impure >= 2 || (impure === 1 && !inner.benefitsFromDps)) this.orderSensitive = true;
    const size = args.length;
    const others = (): Lambda[] => choices.map((c, i) => (i === k ? PLACEHOLDER : c.direct()));
    const allocate = (xs: readonly Lambda[]): Lambda => ({ ...prim, prim: { ...mk, mutability: "mutable" }, args: xs });
    return {
      direct: () => {
        if (!inner.benefitsFromDps) return rebuild(choices.map((c) => c.direct()));
        const block = freshIdent("block");
        const dst: Destination = { block, offset: k, tag: mk.tag, size };
        return llet(block, withOperands(others(), allocate), lseq(inner.dps(dst), lvar(block)));
      },
      dps: (outer) => {
        // The other arguments first, left to right, then the block, then the call.
        const xs = others();
        const lets: { id: Ident; def: Lambda }[] = [];
        const atoms = xs.map((x, i) => {
          if (i === k || x.kind === "Var" || x.kind === "Const") return x;
          const id = freshIdent(`block_arg${i}`);
          lets.push({ id, def: x });
          return lvar(id);
        });
        const block = freshIdent("block");
        const dst: Destination = { block, offset: k, tag: mk.tag, size };
        let out = llet(block, allocate(atoms), lseq(this.assign(outer, lvar(block)), inner.dps(dst)));
        for (let i = lets.length - 1; i >= 0; i--) out = llet(lets[i]!.id, lets[i]!.def, out);
        return out;
      },
      tmcCalls: inner.tmcCalls,
      benefitsFromDps: false,
      explicit: inner.explicit,
    };
  }
}

function mapChoice(c: Choice, f: (t: Lambda) => Lambda): Choice {
  return { ...c, direct: () => f(c.direct()), dps: (dst) => f(c.dps(dst)) };
}

function combine(cs: readonly Choice[], f: (ts: Lambda[]) => Lambda): Choice {
  return {
    direct: () => f(cs.map((c) => c.direct())),
    dps: (dst) => f(cs.map((c) => c.dps(dst))),
    tmcCalls: cs.flatMap((c) => c.tmcCalls),
    benefitsFromDps: cs.some((c) => c.benefitsFromDps),
    explicit: cs.some((c) => c.explicit),
  };
}

/**
 * The bindings of a `let rec` whose marked functions got their DPS versions, split into the
 * groups that are really mutually recursive, each bound before the groups that use it. The
 * direct version of `map` only calls `map_dps`: bound by a plain `let` after `map_dps`'s group,
 * it is a function Simplify may inline, and the call to `map_dps` it leaves in the caller may be
 * specialised to the caller's known closure, as the call to the original `map` was.
 */
function recursiveGroups(orig: Extract<Lambda, { kind: "LetRec" }>, bindings: readonly { ident: Ident; def: Lambda }[], body: Lambda): Lambda {
  if (bindings.length === orig.bindings.length) return { ...orig, bindings, body };
  const n = bindings.length;
  const uses = bindings.map((b) => bindings.map((c) => occurs(c.ident, b.def)));
  // Tarjan's algorithm: a component is complete after every component it uses.
  const index: number[] = new Array<number>(n).fill(-1);
  const low: number[] = new Array<number>(n).fill(0);
  const onStack: boolean[] = new Array<boolean>(n).fill(false);
  const stack: number[] = [];
  const components: number[][] = [];
  let counter = 0;
  const visit = (v: number): void => {
    index[v] = low[v] = counter++;
    stack.push(v);
    onStack[v] = true;
    for (let w = 0; w < n; w++) {
      if (!uses[v]![w]) continue;
      if (index[w] === -1) {
        visit(w);
        low[v] = Math.min(low[v]!, low[w]!);
      } else if (onStack[w]) low[v] = Math.min(low[v]!, index[w]!);
    }
    if (low[v] === index[v]) {
      const c: number[] = [];
      let w: number;
      do {
        w = stack.pop()!;
        onStack[w] = false;
        c.push(w);
      } while (w !== v);
      components.push(c.sort((a, b) => a - b));
    }
  };
  for (let v = 0; v < n; v++) if (index[v] === -1) visit(v);
  let out = body;
  for (let i = components.length - 1; i >= 0; i--) {
    const c = components[i]!;
    const only = c[0]!;
    if (c.length === 1 && !uses[only]![only]) out = llet(bindings[only]!.ident, bindings[only]!.def, out);
    else out = { ...orig, bindings: c.map((j) => bindings[j]!), body: out };
  }
  return out;
}

/** Rebinds the (possibly doubled) bindings of a `Let` in place of the original one. */
function wrapLets(orig: Extract<Lambda, { kind: "Let" }>, bindings: readonly { ident: Ident; def: Lambda }[], body: Lambda): Lambda {
  let out = body;
  for (let i = bindings.length - 1; i >= 0; i--) out = { ...orig, ident: bindings[i]!.ident, def: bindings[i]!.def, body: out };
  return out;
}

/**
 * A chain of operand bindings ending with a block allocation that uses each bound variable once
 * as an argument: the allocation with the definitions in place of the variables.
 */
function operandBlock(t: Lambda): { prim: Extract<Lambda, { kind: "Prim" }>; args: Lambda[] } | undefined {
  const defs = new Map<string, Lambda>();
  let x = t;
  while (x.kind === "Let" && x.operand) {
    defs.set(idKey(x.ident), x.def);
    x = x.body;
  }
  if (x.kind !== "Prim" || x.prim.kind !== "MakeBlock") return undefined;
  let used = 0;
  const args = x.args.map((a) => {
    if (a.kind !== "Var") return a;
    const d = defs.get(idKey(a.ident));
    if (d === undefined) return a;
    used++;
    return d;
  });
  if (used !== defs.size) return undefined;
  return { prim: x, args };
}
