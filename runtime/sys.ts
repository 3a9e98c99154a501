/**
 * `Sys`, `Gc` and `Printexc` primitives: the host environment (arguments, environment variables,
 * time, files), and the garbage-collector and backtrace interfaces, which JavaScript does not
 * expose and which therefore report neutral values.
 */
import { caml_raise_not_found, caml_raise_sys_error, isStackOverflow } from "./exceptions.js";
import { hostErrorMessage, hostFs, hostProcess } from "./host.js";
import { caml_flambe_observable } from "./restart.js";
import { makeBlock, type Block, type OArray, type Value } from "./values.js";


let programName = "a.out";
let programArgs: string[] = [];

/** Sets what `Sys.argv` holds (`name` becomes `Sys.argv.(0)` and `Sys.executable_name`). */
export function caml_flambe_set_argv(name: string, args: readonly string[]): void {
  programName = name;
  programArgs = [...args];
  argvBlock = undefined;
}

let argvBlock: OArray | undefined;

/** `Sys.argv` (`%sys_argv`): one array, so that assignments to it are seen by later reads. */
export function caml_sys_argv(_unit: Value): OArray {
  argvBlock ??= [0, programName, ...programArgs];
  return argvBlock;
}

export function caml_sys_get_argv(_unit: Value): Block {
  return { t: 0, _0: programName, _1: caml_sys_argv(0) };
}

export function caml_sys_executable_name(_unit: Value): string {
  return programName;
}

/** `(os_type, word_size, big_endian)`: a 32-bit Unix, as the reference reports. */
export function caml_sys_get_config(_unit: Value): Block {
  return { t: 0, _0: "Unix", _1: 32, _2: 0 };
}

export function caml_sys_getenv(name: string): string {
  const v = hostProcess()?.env?.[name];
  if (v === undefined) caml_raise_not_found();
  return v;
}

export function caml_sys_time(_unit: Value): number {
  const usage = hostProcess()?.cpuUsage?.();
  if (usage) return (usage.user + usage.system) / 1e6;
  return performance.now() / 1000;
}
export const caml_sys_time_unboxed = caml_sys_time;

export function caml_sys_random_seed(_unit: Value): OArray {
  const seed: Value[] = [0];
  for (let i = 0; i < 4; i++) seed.push((Math.random() * 0x100000000) | 0);
  seed.push(Date.now() | 0);
  return seed;
}

function withFs<T>(path: string, f: (fs: NonNullable<ReturnType<typeof hostFs>>) => T): T {
  const fs = hostFs();
  if (!fs) return caml_raise_sys_error(`${path}: No such file or directory`);
  try {
    return f(fs);
  } catch (e) {
    if (isStackOverflow(e)) throw e;
    return caml_raise_sys_error(hostErrorMessage(e, path));
  }
}

export function caml_sys_file_exists(path: string): number {
  const fs = hostFs();
  return fs && fs.existsSync(path) ? 1 : 0;
}

export function caml_sys_is_directory(path: string): number {
  return withFs(path, (fs) => (fs.statSync(path).isDirectory() ? 1 : 0));
}

export function caml_sys_remove(path: string): number {
  caml_flambe_observable();
  withFs(path, (fs) => fs.unlinkSync(path));
  return 0;
}

export function caml_sys_rename(from: string, to: string): number {
  caml_flambe_observable();
  withFs(from, (fs) => fs.renameSync(from, to));
  return 0;
}

export function caml_sys_read_directory(path: string): OArray {
  return [0, ...withFs(path, (fs) => fs.readdirSync(path))];
}

export function caml_sys_mkdir(path: string, perm: number): number {
  caml_flambe_observable();
  withFs(path, (fs) => fs.mkdirSync(path, perm));
  return 0;
}

export function caml_sys_rmdir(path: string): number {
  caml_flambe_observable();
  withFs(path, (fs) => fs.rmdirSync(path));
  return 0;
}

export function caml_sys_getcwd(_unit: Value): string {
  return hostProcess()?.cwd?.() ?? "/";
}

export function caml_sys_chdir(path: string): number {
  caml_flambe_observable();
  const p = hostProcess();
  if (!p?.chdir) return caml_raise_sys_error(`${path}: No such file or directory`);
  try {
    p.chdir(path);
  } catch (e) {
    caml_raise_sys_error(hostErrorMessage(e, path));
  }
  return 0;
}

/** Running commands is not supported: report the shell's "command not found" status. */
export function caml_sys_system_command(_cmd: string): number {
  return 127;
}

export function caml_sys_const_naked_pointers_checked(_unit: Value): number {
  return 0;
}

export function caml_runtime_variant(_unit: Value): string {
  return "";
}

export function caml_runtime_parameters(_unit: Value): string {
  return "";
}

let runtimeWarnings = 0;
export function caml_ml_enable_runtime_warnings(b: number): number {
  runtimeWarnings = b;
  return 0;
}
export function caml_ml_runtime_warnings_enabled(_unit: Value): number {
  return runtimeWarnings;
}

/** Signals do not exist here: every handler stays `Signal_default`. */
export function caml_install_signal_handler(_signal: number, _behavior: Value): Value {
  return 0;
}

// ---- Gc: JavaScript manages memory; the statistics are zeros and the controls are remembered.

function zeroStat(): Block {
  return makeBlock(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
}
export function caml_gc_stat(_unit: Value): Block {
  return zeroStat();
}
export const caml_gc_quick_stat = caml_gc_stat;
export function caml_gc_counters(_unit: Value): Block {
  return makeBlock(0, 0, 0, 0);
}
export function caml_gc_minor_words(_unit: Value): number {
  return 0;
}
export const caml_gc_minor_words_unboxed = caml_gc_minor_words;

let gcControl: Block = makeBlock(0, 262144, 15, 120, 0, 500, 1048576, 2, 1, 44, 100, 8192);
export function caml_gc_get(_unit: Value): Block {
  return { ...gcControl };
}
export function caml_gc_set(control: Block): number {
  gcControl = { ...control };
  return 0;
}
function unitNoop(_unit: Value): number {
  return 0;
}
export const caml_gc_minor = unitNoop;
export const caml_gc_major = unitNoop;
export const caml_gc_full_major = unitNoop;
export const caml_gc_compaction = unitNoop;
export const caml_eventlog_pause = unitNoop;
export const caml_eventlog_resume = unitNoop;
export const caml_final_release = unitNoop;
export const caml_memprof_stop = unitNoop;
export function caml_gc_major_slice(_n: number): number {
  return 0;
}
export const caml_get_minor_free = unitNoop;
export const caml_get_major_bucket = (_n: number): number => 0;
export const caml_get_major_credit = unitNoop;
export const caml_gc_huge_fallback_count = unitNoop;
/** Finalisers never run: JavaScript gives no hook at collection time we could order like OCaml. */
export function caml_final_register(_f: Value, _v: Value): number {
  return 0;
}
export const caml_final_register_called_without_value = caml_final_register;
export function caml_memprof_start(_rate: number, _len: number, _tracker: Value): number {
  return 0;
}

// ---- Printexc's primitives are in backtrace.ts.

// ---- Marshalling is in marshal.ts.

