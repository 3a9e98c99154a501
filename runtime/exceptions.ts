/**
 * OCaml exceptions at run time. A constant exception is its constructor, the block
 * `{t: 248, _0: name, _1: id}`; an exception with arguments is the block
 * `{t: 0, _0: constructor, _1: arg1, ...}`.
 * Raising throws the exception value itself.
 */
import { abandonIfRestartable } from "./restart.js";
import { blockFields, isBlock, isBytes, type Block, type Value } from "./values.js";

/** Ids of the predefined exceptions: negative, in the order OCaml's runtime numbers them. */
function predefined(name: string, id: number): Block {
  return { t: 248, _0: name, _1: -id };
}

export const caml_exn_Out_of_memory = predefined("Out_of_memory", 1);
export const caml_exn_Sys_error = predefined("Sys_error", 2);
export const caml_exn_Failure = predefined("Failure", 3);
export const caml_exn_Invalid_argument = predefined("Invalid_argument", 4);
export const caml_exn_End_of_file = predefined("End_of_file", 5);
export const caml_exn_Division_by_zero = predefined("Division_by_zero", 6);
export const caml_exn_Not_found = predefined("Not_found", 7);
export const caml_exn_Match_failure = predefined("Match_failure", 8);
export const caml_exn_Stack_overflow = predefined("Stack_overflow", 9);
export const caml_exn_Sys_blocked_io = predefined("Sys_blocked_io", 10);
export const caml_exn_Assert_failure = predefined("Assert_failure", 11);
export const caml_exn_Undefined_recursive_module = predefined("Undefined_recursive_module", 12);

/** The predefined exceptions by name, for the compiler and the interpreter. */
export const predefinedExceptions: ReadonlyMap<string, Block> = new Map(
  [
    caml_exn_Out_of_memory,
    caml_exn_Sys_error,
    caml_exn_Failure,
    caml_exn_Invalid_argument,
    caml_exn_End_of_file,
    caml_exn_Division_by_zero,
    caml_exn_Not_found,
    caml_exn_Match_failure,
    caml_exn_Stack_overflow,
    caml_exn_Sys_blocked_io,
    caml_exn_Assert_failure,
    caml_exn_Undefined_recursive_module,
  ].map((e) => [e._0 as string, e]),
);

// User exceptions get fresh positive ids; the same counter serves object ids (`Oo.id`-like uses).
let nextId = 1;

/** Allocates a fresh exception constructor (what `exception E` evaluates to). */
export function caml_flambe_new_exception(name: string): Block {
  return { t: 248, _0: name, _1: nextId++ };
}

/** A fresh id, as OCaml's `caml_fresh_oo_id` (used by `exception` definitions). */
export function caml_fresh_oo_id(_unit: Value): number {
  return nextId++;
}

/**
 * Told of each exception the runtime raises, while a program built with \`-g\` records
 * backtraces (backtrace.ts sets it); undefined otherwise.
 */
let runtimeRaiseHook: ((exn: Value) => void) | undefined;

export function setRuntimeRaiseHook(hook: ((exn: Value) => void) | undefined): void {
  runtimeRaiseHook = hook;
}

/** An exception the runtime raises, as it is thrown. */
function raised(exn: Value): Value {
  if (runtimeRaiseHook !== undefined) runtimeRaiseHook(exn);
  return exn;
}

export function caml_raise(exn: Value): never {
  throw raised(exn);
}

export function caml_failwith(msg: string): never {
  throw raised({ t: 0, _0: caml_exn_Failure, _1: msg });
}

export function caml_invalid_argument(msg: string): never {
  throw raised({ t: 0, _0: caml_exn_Invalid_argument, _1: msg });
}

export function caml_raise_not_found(): never {
  throw raised(caml_exn_Not_found);
}

export function caml_raise_zero_divide(): never {
  throw raised(caml_exn_Division_by_zero);
}

export function caml_raise_end_of_file(): never {
  throw raised(caml_exn_End_of_file);
}

export function caml_raise_sys_error(msg: string): never {
  throw raised({ t: 0, _0: caml_exn_Sys_error, _1: msg });
}

export function caml_array_bound_error(): never {
  caml_invalid_argument("index out of bounds");
}

/** Whether a thrown JavaScript value is a stack overflow of the JavaScript engine. */
export function isStackOverflow(e: unknown): boolean {
  return e instanceof RangeError && /call stack|too much recursion/i.test(e.message);
}

/**
 * `Stack_overflow`, for a JavaScript stack overflow; or, when the run can still be restarted on
 * a larger stack (see restart.ts), the signal abandoning it.
 */
export function stackOverflowException(): Value {
  abandonIfRestartable();
  return caml_exn_Stack_overflow;
}

/**
 * Whether a thrown JavaScript value is the engine refusing an allocation: a string, an array or
 * a buffer longer than it can hold (V8 holds strings of up to 2^30 - 25 characters, where
 * `Sys.max_string_length` allows twice that), or memory it cannot get.
 */
export function isOutOfMemory(e: unknown): boolean {
  if (e instanceof RangeError) return /invalid (string|array|typed array) length|allocation failed/i.test(e.message);
  return e instanceof Error && e.name === "InternalError" && /allocation size overflow/i.test(e.message);
}

/**
 * The OCaml exception a limit of the engine stands for, as OCaml raises it when the limit is its
 * own: `Stack_overflow` (see `stackOverflowException`), `Out_of_memory` for an allocation
 * refused. Undefined for anything else.
 */
export function engineLimitException(e: unknown): Value | undefined {
  if (isStackOverflow(e)) return stackOverflowException();
  if (isOutOfMemory(e)) return caml_exn_Out_of_memory;
  return undefined;
}

/**
 * Turns whatever a JavaScript `catch` caught into an OCaml exception value: OCaml exceptions
 * pass through, a JavaScript stack overflow becomes `Stack_overflow` (or abandons a restartable
 * run), an allocation the engine refuses `Out_of_memory`; any other JavaScript error is not OCaml's to handle and is rethrown (`exit`'s signal,
 * the signal abandoning the run, internal errors).
 */
export function caml_flambe_exn_of_js(e: unknown): Value {
  if (isBlock(e)) return e;
  const limit = engineLimitException(e);
  if (limit !== undefined) return limit;
  throw e;
}

/** Whether a value is an exception (a constructor, or a block whose field 0 is one). */
export function isException(v: Value): boolean {
  if (!isBlock(v)) return false;
  if (v.t === 248) return true;
  return v.t === 0 && isBlock(v._0) && v._0.t === 248;
}

// These three carry their arguments as one tuple that the default printer spreads.
function isSpreadException(ctor: Value): boolean {
  return (
    ctor === caml_exn_Match_failure ||
    ctor === caml_exn_Assert_failure ||
    ctor === caml_exn_Undefined_recursive_module
  );
}

function formatExceptionArgument(v: Value): string {
  if (typeof v === "number") return numberText(v);
  if (typeof v === "string") return `"${v}"`;
  if (isBytes(v)) return `"${String.fromCharCode(...v)}"`;
  return "_";
}

// The fatal-error printer of the reference prints numbers as JavaScript does.
function numberText(n: number): string {
  return String(n);
}

/**
 * An exception as the runtime's own uncaught-exception printer shows it (when the stdlib's
 * Printexc has not registered its handler): `Not_found`, `Failure("x")`, `Stdlib.Exit`,
 * `A.E(1, "x")`, `Assert_failure("a.ml", 1, 0)`. Strings are not escaped; arguments other
 * than numbers and strings print as `_`.
 */
export function formatUncaughtException(exn: Value): string {
  if (!isBlock(exn)) return "_";
  if (exn.t === 248) return String(exn._0);
  const ctor = exn._0;
  const name = isBlock(ctor) ? String(ctor._0) : "_";
  let args: Value[] = blockFields(exn).slice(1);
  if (args.length === 1 && isSpreadException(ctor) && isBlock(args[0]) && args[0].t === 0) {
    args = blockFields(args[0]);
  }
  return `${name}(${args.map(formatExceptionArgument).join(", ")})`;
}

/** The constructor of an exception value (the value itself for a constant exception). */
function slotOf(exn: Value): Block {
  const b = exn as Block;
  return (b.t === 248 ? b : b._0) as Block;
}

/** The constructor of an exception (`Callback.register_exception` registers it). */
export function caml_flambe_exn_constructor(exn: Value): Value {
  return slotOf(exn);
}

/** `Printexc.exn_slot_id`: the unique id of the exception's constructor. */
export function caml_flambe_exn_slot_id(exn: Value): number {
  return slotOf(exn)._1 as number;
}

/** `Printexc.exn_slot_name`: the constructor's name, such as `"Not_found"` or `"A.E"`. */
export function caml_flambe_exn_slot_name(exn: Value): string {
  return slotOf(exn)._0 as string;
}

/** OCaml's `String.escaped`, as `%S` prints it between its quotes. */
function escapedString(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 34) out += '\\"';
    else if (c === 92) out += "\\\\";
    else if (c === 10) out += "\\n";
    else if (c === 9) out += "\\t";
    else if (c === 13) out += "\\r";
    else if (c === 8) out += "\\b";
    else if (c >= 32 && c <= 126) out += s[i];
    else out += "\\" + String(c).padStart(3, "0");
  }
  return out;
}

/**
 * The generic case of `Printexc.to_string`: the constructor's name, then its arguments in
 * parentheses, numbers as the reference prints them (`2.` as `2`), strings as OCaml literals
 * (`Failure("a\\"b")`), anything else as `_` (so a single tuple argument prints `E(_)`).
 * `Match_failure` and its kin are worded by the stdlib before this is called.
 */
export function caml_flambe_format_exception(exn: Value): string {
  if (!isBlock(exn)) return "_";
  if (exn.t === 248) return String(exn._0);
  const ctor = exn._0;
  const name = isBlock(ctor) ? String(ctor._0) : "_";
  const args: Value[] = blockFields(exn).slice(1);
  const field = (v: Value): string => {
    if (typeof v === "number") return numberText(v);
    if (typeof v === "string") return `"${escapedString(v)}"`;
    return "_";
  };
  return `${name}(${args.map(field).join(", ")})`;
}
