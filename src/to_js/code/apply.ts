// Calls (`Apply`): known and unknown functions, tail calls that become loop iterations, external calls.
import type { Apply } from "../../flambda/index.js";
import { assertNever } from "../../common/assert_never.js";
import type { Writer } from "../writer.js";
import { sameSetSlot } from "./closures.js";
import { emitJump } from "./jumps.js";
import type { Scope } from "./scope.js";
import { locOf, simple } from "./simples.js";

/**
 * The runtime's externals that are one JavaScript operator, written as that operator: string
 * equality (strings are JavaScript strings, compared by their bytes as OCaml compares them) is
 * \`===\`, with no call.
 */
function inlineExternal(name: string, args: readonly string[], runtimeName: () => string): string | undefined {
  // An instance variable written by a class's code: the field of the key its class was built with.
  if (name === "caml_flambe_obj_set" && args.length === 3) return `(${args[0]}[${args[1]}] = ${args[2]}, 0)`;
  if (args.length !== 2) return undefined;
  const numeric = numericComparison(name, args[0]!, args[1]!, runtimeName);
  if (numeric !== undefined) return numeric;
  switch (name) {
    case "caml_string_equal":
      return `(${args[0]} === ${args[1]} ? 1 : 0)`;
    case "caml_string_notequal":
      return `(${args[0]} !== ${args[1]} ? 1 : 0)`;
    // A method's closure read at the call site (runtime/objects.ts): each site's property cache
    // then sees one method name.
    case "caml_flambe_send":
      return `${args[0]}._0[${args[1]}]`;
    case "caml_flambe_table_method":
      return `${args[0]}[${args[1]}]`;
    // An instance variable read by a class's code.
    case "caml_flambe_obj_get":
      return `${args[0]}[${args[1]}]`;
    default:
      return undefined;
  }
}

/**
 * JavaScript's operator for each polymorphic comparison, exact when both operands are numbers
 * (OCaml's ints, chars, floats and constant constructors): NaN is unequal and unordered in both.
 */
const NUMERIC_OPERATOR: ReadonlyMap<string, string> = new Map([
  ["caml_equal", "==="],
  ["caml_notequal", "!=="],
  ["caml_lessthan", "<"],
  ["caml_lessequal", "<="],
  ["caml_greaterthan", ">"],
  ["caml_greaterequal", ">="],
]);

/**
 * A polymorphic comparison of two numbers decided where it is made (generic code instantiated at
 * `int`, such as a functor's `compare`, calls these); anything else, and `compare` of a NaN, goes
 * to the runtime, so the result is the runtime's in every case.
 */
function numericComparison(name: string, a: string, b: string, runtimeName: () => string): string | undefined {
  if (!isPlainValue(a) || !isPlainValue(b)) return undefined;
  const both = `typeof ${a} === "number" && typeof ${b} === "number"`;
  const call = `${runtimeName()}(${a}, ${b})`;
  if (name === "caml_compare") return `(${both} ? (${a} < ${b} ? -1 : ${a} > ${b} ? 1 : ${a} === ${b} ? 0 : ${call}) : ${call})`;
  const op = NUMERIC_OPERATOR.get(name);
  return op === undefined ? undefined : `(${both} ? (${a} ${op} ${b} ? 1 : 0) : ${call})`;
}

/** A name or a property path: read twice, it is the same value and costs no call. */
function isPlainOperand(js: string): boolean {
  return /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(js);
}

/** The same, or a number written as a literal. */
function isPlainValue(js: string): boolean {
  return isPlainOperand(js) || /^-?\d+(\.\d+)?(e[+-]?\d+)?$/.test(js);
}

export function callExpression(e: Apply, sc: Scope): string {
  const args = e.args.map((a) => simple(a, sc));
  const k = e.callKind;
  if (k.kind === "c_call") return inlineExternal(k.name, args, () => sc.unit.external(k.name)) ?? `${sc.unit.external(k.name)}(${args.join(", ")})`;
  if (e.callee === undefined) throw new Error("to_js: an OCaml call without a callee");
  if (k.kind === "direct" && e.callee.kind === "var") {
    // A lifted closure: its function, given the value slots after the arguments.
    const l = sc.lifted.get(e.callee.name);
    if (l !== undefined) return `${l.fn}(${[...args, ...l.order.map((s) => l.slots.get(s)!)].join(", ")})`;
  }
  const f = simple(e.callee, sc);
  const unknownArity = (): string =>
    args.length >= 1 && args.length <= 6 ? `R.caml_call${args.length}(${[f, ...args].join(", ")})` : `R.caml_call(${f}, [${args.join(", ")}])`;
  switch (k.kind) {
    case "direct": {
      // A plain call only when the code's arity is the number of arguments (it always is for
      // calls CPS conversion makes; a pass could make a partial or over-application direct).
      const c = sc.unit.codeOf(k.codeId);
      return c !== undefined && c.params.length === args.length ? `${f}(${args.join(", ")})` : unknownArity();
    }
    case "indirect_known_arity":
      return k.paramArity.length === args.length ? `${f}(${args.join(", ")})` : unknownArity();
    case "indirect_unknown_arity":
      // The exact call tested where it is made, as js_of_ocaml does: a closure of that arity is
      // called with no runtime function between (no frame of it on the stack, which the
      // collector scans at every minor collection); any other value goes through the runtime.
      return args.length >= 1 && args.length <= 6 && isPlainOperand(f)
        ? `(${f}.l === ${args.length} ? ${f}(${args.join(", ")}) : ${unknownArity()})`
        : unknownArity();
    default:
      return assertNever(k);
  }
}

export function emitApply(e: Apply, sc: Scope, w: Writer): void {
  const loc = locOf(e.dbg);
  if (sc.unit.instrument && e.callKind.kind !== "c_call") w.line("$count.calls++;");
  // A tail call to this code or to a member of its set: a jump to the top of the loop.
  if (
    sc.tail !== undefined &&
    e.continuation === sc.returnCont &&
    e.exnContinuation === sc.exnCont &&
    sc.tryDepth === 0 &&
    e.callKind.kind !== "c_call" &&
    e.callee !== undefined
  ) {
    const target = sameSetSlot(e.callee, sc);
    const member = target === undefined ? undefined : sc.tail.members.get(target);
    if (member !== undefined && member.carriers.length === e.args.length) {
      e.args.forEach((a, i) => {
        const carrier = member.carriers[i];
        if (carrier !== undefined) w.line(`${carrier} = ${simple(a, sc)};`, i === 0 ? loc : undefined);
      });
      if (sc.tail.selector !== undefined) w.line(`${sc.tail.selector} = ${member.index};`);
      w.line(`continue ${sc.tail.label};`, e.args.length === 0 ? loc : undefined);
      return;
    }
  }
  const call = callExpression(e, sc);
  if (e.continuation === "never_returns") {
    w.line(`${call};`, loc);
    return;
  }
  const arity = e.callKind.kind === "c_call" ? e.callKind.returnArity.length : 1;
  if (arity === 1) {
    emitJump(e.continuation, [call], undefined, sc, w, loc);
    return;
  }
  if (arity === 0) {
    w.line(`${call};`, loc);
    emitJump(e.continuation, [], undefined, sc, w);
    return;
  }
  const results = sc.namer.fresh("results", false);
  w.line(`const ${results} = ${call};`, loc);
  emitJump(e.continuation, Array.from({ length: arity }, (_, i) => `${results}[${i}]`), undefined, sc, w);
}
