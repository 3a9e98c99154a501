/**
 * OCaml backtraces (`Printexc.record_backtrace`, `OCAMLRUNPARAM=b`, `Printexc.get_backtrace`, the
 * report of an uncaught exception) for programs built with `-g`.
 *
 * Such a program registers, before it runs, a table giving for each of its lines the OCaml
 * location it comes from (file, line, characters) and the OCaml function it belongs to
 * (`caml_flambe_debug_info`), and its raises call `caml_flambe_raise` and its handlers
 * `caml_flambe_caught`. While backtraces are recorded, a raise captures the JavaScript stack and
 * keeps, of its frames in the program's file, the OCaml location of each (the raise point, then
 * each call up the stack); a handler catching that exception cuts the frames beyond its own, so
 * that the backtrace runs from the raise to the handler, as OCaml's does. An exception the
 * runtime raises (`Not_found`, `Division_by_zero`, ...) starts with the call of the primitive
 * ("Raised by primitive operation at"). A re-raise of the exception being handled (`raise e` in a
 * handler, or a handler whose cases do not match) adds its frames ("Re-raised at").
 *
 * Frames are the engine's: a call in tail position that OCaml would not show has a frame here,
 * and a function inlined into another shows as that one. Positions are read through V8's
 * structured stack frames (Node, Chromium), or parsed from the text of `Error().stack`
 * elsewhere; the line of the registering call calibrates where the engine puts the program's
 * lines (the program may be evaluated from text, on a Worker). Without `-g` there is no table:
 * a recorded backtrace prints as OCaml prints one without debug information.
 */
import { setRuntimeRaiseHook } from "./exceptions.js";
import { runParamAsksBacktraces, setBacktraces } from "./exit.js";
import { type Block, type OArray, type Value } from "./values.js";

/** A frame of the JavaScript stack: where it is, and the JavaScript function it is in. */
interface Site {
  readonly file: string;
  readonly line: number;
  readonly col: number;
  readonly fn: string;
}

/** What the table says of a line: indexes into `files` and `names`, and the characters. */
interface Entry {
  readonly file: number;
  readonly line: number;
  readonly start: number;
  readonly end: number;
  readonly name: number;
}

interface DebugInfo {
  readonly files: readonly string[];
  readonly names: readonly string[];
  /** The program's lines with an entry (1-based, as the program was written), ascending. */
  readonly lines: readonly number[];
  readonly entries: readonly Entry[];
  /** Where the engine puts the program: the file name of its frames, and its first line's shift. */
  readonly file: string;
  readonly shift: number;
  /** The line of the registering call: the program's code is above it (the launcher below). */
  readonly end: number;
}

/** A slot as OCaml code sees it (`Printexc.backtrace_slot`), or 0 for a frame without debug information. */
type Slot = Block | 0;

interface Trace {
  readonly exn: Value;
  readonly slots: Slot[];
  /** The JavaScript function of each slot's frame (to find a handler's frame among them). */
  readonly fns: string[];
  /** The first slot of the latest raise: a handler cuts only what that raise added. */
  from: number;
  /** Whether a handler has already cut the latest raise's frames. */
  cut: boolean;
}

/** Whether backtraces are recorded: read from \`OCAMLRUNPARAM\` when first needed (see \`start\`). */
let recordingState: boolean | undefined;
let info: DebugInfo | undefined;
let trace: Trace | undefined;

function isRecording(): boolean {
  return (recordingState ??= runParamAsksBacktraces() ?? false);
}

export function caml_record_backtrace(b: number): number {
  recordingState = b !== 0;
  updateHook();
  return 0;
}

export function caml_backtrace_status(_unit: Value): number {
  return isRecording() ? 1 : 0;
}

function updateHook(): void {
  setRuntimeRaiseHook(isRecording() && info !== undefined ? runtimeRaised : undefined);
}

/** As a program built with \`-g\` starts (exit.ts): \`OCAMLRUNPARAM=b\` turns recording on, as in OCaml. */
function start(): void {
  recordingState = runParamAsksBacktraces() ?? false;
  trace = undefined;
  updateHook();
}

// ---- The JavaScript stack.

type CallSite = { getFileName(): string | null; getLineNumber(): number | null; getColumnNumber(): number | null; getFunctionName(): string | null };
type V8Error = ErrorConstructor & {
  captureStackTrace?: (holder: object, skip?: Function) => void;
  prepareStackTrace?: (e: unknown, sites: CallSite[]) => unknown;
  stackTraceLimit?: number;
};

/** The frames of the stack above `skip`'s, innermost first (at most `limit`). */
function sites(skip: Function, limit = 200): Site[] {
  const E = Error as V8Error;
  if (typeof E.captureStackTrace === "function") {
    const prepare = E.prepareStackTrace;
    const max = E.stackTraceLimit;
    try {
      E.prepareStackTrace = (_e, s) => s;
      E.stackTraceLimit = limit;
      const holder: { stack?: unknown } = {};
      E.captureStackTrace(holder, skip);
      const frames = holder.stack;
      if (Array.isArray(frames))
        return (frames as CallSite[]).map((s) => ({ file: s.getFileName() ?? "", line: s.getLineNumber() ?? 0, col: s.getColumnNumber() ?? 0, fn: s.getFunctionName() ?? "" }));
    } finally {
      E.prepareStackTrace = prepare;
      E.stackTraceLimit = max;
    }
  }
  // Other engines: `fn@file:line:col` (SpiderMonkey, JavaScriptCore) or `at fn (file:line:col)`.
  const out: Site[] = [];
  for (const text of String(new Error().stack ?? "").split("\n")) {
    const m = /^\s*(?:at\s+)?(?:(.*?)\s*[@(])?(.*):(\d+):(\d+)\)?\s*$/.exec(text);
    if (m !== null) out.push({ fn: m[1] ?? "", file: m[2] ?? "", line: Number(m[3]), col: Number(m[4]) });
  }
  // The frames of this function and of the runtime's callers of it come first: they are not in
  // the program's file, so they are dropped with the runtime's own.
  return out.slice(0, limit);
}

// ---- The table.

/**
 * Called by a program built with `-g` before it runs: its source files, its functions' OCaml
 * names, and a line table (for each line with an entry, separated by `;`: the distance from the
 * previous one, then the file, line, first and last characters and name, as base-36 numbers
 * separated by `,`), and the line this call is written on.
 */
export function caml_flambe_debug_info(files: readonly string[], names: readonly string[], table: string, line: number): void {
  const lines: number[] = [];
  const entries: Entry[] = [];
  let at = 0;
  for (const item of table.split(";")) {
    if (item === "") continue;
    const [d, f, l, s, e, n] = item.split(",").map((x) => parseInt(x, 36));
    at += d!;
    lines.push(at);
    entries.push({ file: f!, line: l!, start: s!, end: e!, name: n! });
  }
  const here = sites(caml_flambe_debug_info, 1)[0];
  info = { files, names, lines, entries, file: here?.file ?? "", shift: here === undefined ? 0 : here.line - line, end: line };
  setBacktraces({ start, uncaught: () => (isRecording() ? formatBacktrace(caml_get_exception_raw_backtrace(0)) : "") });
}

export function caml_ml_debug_info_status(_unit: Value): number {
  return info === undefined ? 0 : 1;
}

/** The entry of a site of the program (the nearest line at or above it with one), or undefined. */
function entryOf(site: Site): Entry | undefined {
  if (info === undefined || site.file !== info.file) return undefined;
  const line = site.line - info.shift;
  if (line >= info.end) return undefined;
  const lines = info.lines;
  let lo = 0;
  let hi = lines.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (lines[mid]! <= line) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found < 0 ? undefined : info.entries[found];
}

/** `Printexc.backtrace_slot`: `{ slot_is_raise; slot_is_inline; slot_location; slot_name }`. */
function slotOf(e: Entry, isRaise: boolean): Block {
  const d = info!;
  const location = { t: 0, _0: d.files[e.file] ?? "_none_", _1: e.line, _2: e.start, _3: e.end };
  return { t: 0, _0: isRaise ? 1 : 0, _1: 0, _2: { t: 0, _0: location }, _3: { t: 0, _0: d.names[e.name] ?? "" } };
}

/** The program's frames of `ss` as slots (the first a raise or not), with their functions. */
function framesOf(ss: readonly Site[], firstIsRaise: boolean): { slots: Slot[]; fns: string[] } {
  const slots: Slot[] = [];
  const fns: string[] = [];
  for (const s of ss) {
    const e = entryOf(s);
    if (e === undefined) continue;
    slots.push(slotOf(e, slots.length === 0 && firstIsRaise));
    fns.push(s.fn);
  }
  return { slots, fns };
}

/**
 * Records a raise of \`exn\` from the frames \`ss\`. A re-raise of the exception the backtrace is
 * of (\`raise e\` of a handler's exception, or a handler's cases not matching it) adds to it, as
 * OCaml's runtime does; any other raise starts a new one.
 */
function record(exn: Value, ss: readonly Site[], firstIsRaise: boolean, reraise: boolean): void {
  const { slots, fns } = framesOf(ss, firstIsRaise);
  if (reraise && trace !== undefined && trace.exn === exn) {
    trace.from = trace.slots.length;
    trace.slots.push(...slots);
    trace.fns.push(...fns);
    trace.cut = false;
  } else trace = { exn, slots, fns, from: 0, cut: false };
}

/**
 * Called by the raises of a program built with \`-g\`: \`reraise\` is 1 for a re-raise, 2 for one
 * the compiler made (a handler's cases not matching the exception), whose slot has no location
 * and prints nothing, as in OCaml.
 */
export function caml_flambe_raise(exn: Value, reraise: number): Value {
  if (info !== undefined && isRecording()) {
    const ss = sites(caml_flambe_raise);
    record(exn, ss, true, reraise !== 0);
    if (reraise === 2 && trace !== undefined && trace.exn === exn && trace.from < trace.slots.length)
      trace.slots[trace.from] = { t: 0, _0: 1, _1: 0, _2: 0, _3: 0 };
  }
  return exn;
}

/** Told of each exception the runtime raises while recording (exceptions.ts). */
function runtimeRaised(exn: Value): void {
  // The runtime's own frames are not in the program's file: the first frame kept is the call of
  // the primitive.
  record(exn, sites(runtimeRaised), false, false);
}

/**
 * Called by the handlers of a program built with `-g` with the exception caught: the backtrace
 * keeps the frames from the raise to the handler's function (the first frame of that function).
 */
export function caml_flambe_caught(exn: Value): Value {
  if (trace === undefined || trace.exn !== exn || trace.cut || !isRecording()) return exn;
  trace.cut = true;
  const here = sites(caml_flambe_caught, 1)[0];
  if (here === undefined) return exn;
  for (let i = trace.from; i < trace.fns.length; i++) {
    if (trace.fns[i] === here.fn) {
      trace.slots.length = i + 1;
      trace.fns.length = i + 1;
      break;
    }
  }
  return exn;
}

// ---- What Printexc reads.

const noSlots: OArray = [0];

export function caml_get_exception_raw_backtrace(_unit: Value): OArray {
  if (!isRecording()) return noSlots;
  // Without \`-g\`, a frame without debug information: printed as OCaml prints such a backtrace.
  if (info === undefined) return [0, 0];
  return trace === undefined ? noSlots : [0, ...trace.slots];
}

export function caml_get_current_callstack(n: number): OArray {
  if (info === undefined) return [0, 0];
  return [0, ...framesOf(sites(caml_get_current_callstack, Math.max(0, n)), false).slots];
}

/** The slots, or `None` when one of them has no debug information. */
export function caml_convert_raw_backtrace(bt: OArray): Value {
  for (let i = 1; i < bt.length; i++) if (bt[i] === 0) return 0;
  return { t: 0, _0: bt };
}

export function caml_restore_raw_backtrace(exn: Value, bt: OArray): number {
  trace = { exn, slots: bt.slice(1) as Slot[], fns: bt.slice(1).map(() => ""), from: 0, cut: true };
  return 0;
}

/** A backtrace as OCaml prints it (`Printexc.print_raw_backtrace`), for the runtime's own report. */
export function formatBacktrace(bt: OArray): string {
  if (bt.length > 1 && bt.slice(1).some((s) => s === 0)) return "(Program not linked with -g, cannot print stack backtrace)\n";
  let out = "";
  for (let i = 1; i < bt.length; i++) {
    const line = formatSlot(i - 1, bt[i] as Block);
    if (line !== undefined) out += line + "\n";
  }
  return out;
}

function formatSlot(index: number, s: Block): string | undefined {
  const isRaise = s._0 === 1;
  const what = isRaise ? (index === 0 ? "Raised at" : "Re-raised at") : index === 0 ? "Raised by primitive operation at" : "Called from";
  const loc = s._2;
  if (loc === 0) return isRaise ? undefined : `${what} unknown location`;
  const l = (loc as Block)._0 as Block;
  const name = s._3 === 0 ? "unknown" : String((s._3 as Block)._0);
  return `${what} ${name} in file "${String(l._0)}"${s._1 === 1 ? " (inlined)" : ""}, line ${String(l._1)}, characters ${String(l._2)}-${String(l._3)}`;
}
