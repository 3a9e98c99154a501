/**
 * The primitives of OCaml's Unix library (unix.cma), under OCaml's C names (`unix_stat`,
 * `unix_time`, ...), for what the host offers: under Node, synchronous calls of `fs` and
 * `process`; in a browser, the clock and the environment only, file operations raising
 * `Unix_error(ENOSYS, name, arg)`. Host errors become `Unix.Unix_error` with the constructor
 * of `Unix.error` named by the host's code (`ENOENT`, ...), as OCaml raises it: the exception is
 * the one the Unix unit registers as the named value "Unix.Unix_error". What the host cannot do
 * is not here: the Unix unit raises js_of_ocaml's `Failure "unix_NAME not implemented"` itself.
 */
import { caml_failwith, caml_invalid_argument, caml_raise, caml_raise_end_of_file, isStackOverflow } from "./exceptions.js";
import { caml_named_value } from "./exit.js";
import { hostFs, hostModule, hostProcess, type HostFs } from "./host.js";
import type { Channel } from "./io.js";
import { caml_flambe_observable } from "./restart.js";
import { caml_flambe_string_of_text, caml_flambe_text_of_string } from "./strings.js";
import type { Block, OArray, Value } from "./values.js";

// ---- Errors

/** The constant constructors of `Unix.error`, in OCaml's order (`EUNKNOWNERR of int` follows). */
const unixErrorNames: readonly string[] = [
  "E2BIG", "EACCES", "EAGAIN", "EBADF", "EBUSY", "ECHILD", "EDEADLK", "EDOM",
  "EEXIST", "EFAULT", "EFBIG", "EINTR", "EINVAL", "EIO", "EISDIR", "EMFILE",
  "EMLINK", "ENAMETOOLONG", "ENFILE", "ENODEV", "ENOENT", "ENOEXEC", "ENOLCK", "ENOMEM",
  "ENOSPC", "ENOSYS", "ENOTDIR", "ENOTEMPTY", "ENOTTY", "ENXIO", "EPERM", "EPIPE",
  "ERANGE", "EROFS", "ESPIPE", "ESRCH", "EXDEV", "EWOULDBLOCK", "EINPROGRESS", "EALREADY",
  "ENOTSOCK", "EDESTADDRREQ", "EMSGSIZE", "EPROTOTYPE", "ENOPROTOOPT", "EPROTONOSUPPORT", "ESOCKTNOSUPPORT", "EOPNOTSUPP",
  "EPFNOSUPPORT", "EAFNOSUPPORT", "EADDRINUSE", "EADDRNOTAVAIL", "ENETDOWN", "ENETUNREACH", "ENETRESET", "ECONNABORTED",
  "ECONNRESET", "ENOBUFS", "EISCONN", "ENOTCONN", "ESHUTDOWN", "ETOOMANYREFS", "ETIMEDOUT", "ECONNREFUSED",
  "EHOSTDOWN", "EHOSTUNREACH", "ELOOP", "EOVERFLOW",
];

/** strerror's unixPath for each constructor of `error` (the C library's, on Linux), in the same order. */
const unixErrorMessages: readonly string[] = [
  "Argument list too long",
  "Permission denied",
  "Resource temporarily unavailable",
  "Bad file descriptor",
  "Device or resource busy",
  "No child processes",
  "Resource deadlock avoided",
  "Numerical argument out of domain",
  "File exists",
  "Bad address",
  "File too large",
  "Interrupted system call",
  "Invalid argument",
  "Input/output error",
  "Is a directory",
  "Too many open files",
  "Too many links",
  "File name too long",
  "Too many open files in system",
  "No such device",
  "No such file or directory",
  "Exec format error",
  "No locks available",
  "Cannot allocate memory",
  "No space left on device",
  "Function not implemented",
  "Not a directory",
  "Directory not empty",
  "Inappropriate ioctl for device",
  "No such device or address",
  "Operation not permitted",
  "Broken pipe",
  "Numerical result out of range",
  "Read-only file system",
  "Illegal seek",
  "No such process",
  "Invalid cross-device link",
  "Resource temporarily unavailable",
  "Operation now in progress",
  "Operation already in progress",
  "Socket operation on non-socket",
  "Destination address required",
  "Message too long",
  "Protocol wrong type for socket",
  "Protocol not available",
  "Protocol not supported",
  "Socket type not supported",
  "Operation not supported",
  "Protocol family not supported",
  "Address family not supported by protocol",
  "Address already in use",
  "Cannot assign requested address",
  "Network is down",
  "Network is unreachable",
  "Network dropped connection on reset",
  "Software caused connection abort",
  "Connection reset by peer",
  "No buffer space available",
  "Transport endpoint is already connected",
  "Transport endpoint is not connected",
  "Cannot send after transport endpoint shutdown",
  "Too many references: cannot splice",
  "Connection timed out",
  "Connection refused",
  "Host is down",
  "No route to host",
  "Too many levels of symbolic links",
  "Value too large for defined data type",
];

/** The errno of each constructor (Linux), for `EUNKNOWNERR` and strerror's "Unknown error n". */
const unixErrorNumbers: readonly number[] = [
  7, 13, 11, 9, 16, 10, 35, 33, 17, 14, 27, 4, 22, 5, 21, 24, 31, 36, 23, 19, 2, 8, 37, 12, 28, 38, 20, 39, 25, 6, 1, 32, 34, 30, 29, 3, 18, 11, 115, 114, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 40, 75,
];

function unixErrorIndex(n: number): number {
  return unixErrorNumbers.indexOf(n);
}

/** `Unix.error` for a host error: the constructor of its code, else `EUNKNOWNERR errno`. */
function unixErrorOf(e: unknown): Value {
  const { code, errno } = e as { code?: unknown; errno?: unknown };
  if (typeof code === "string") {
    const i = unixErrorNames.indexOf(code);
    if (i >= 0) return i;
  }
  if (typeof errno === "number" && errno !== 0) {
    const i = unixErrorIndex(-errno);
    return i >= 0 ? i : { t: 0, _0: Math.abs(errno) };
  }
  return unixErrorNames.indexOf("EINVAL");
}

/** Raises `Unix.Unix_error(err, name, arg)`. */
export function caml_flambe_unix_error(err: Value, name: string, arg: string): never {
  const template = caml_named_value("Unix.Unix_error");
  if (template === undefined) caml_invalid_argument("Exception Unix.Unix_error not initialized, please link unix.cma");
  caml_raise({ t: 0, _0: template, _1: err, _2: name, _3: arg });
}

function raiseUnixErrorOf(e: unknown, name: string, arg: string): never {
  if (isStackOverflow(e)) throw e;
  caml_flambe_unix_error(unixErrorOf(e), name, arg);
}

function unixEnosys(name: string, arg = ""): never {
  caml_flambe_unix_error(unixErrorNames.indexOf("ENOSYS"), name, arg);
}

/** `Unix.error_message`: strerror's unixPath. */
export function unix_error_message(err: Value): string {
  if (typeof err === "number") return unixErrorMessages[err] ?? `Unknown error ${err}`;
  const n = (err as Block)._0 as number;
  const i = unixErrorIndex(n);
  return i >= 0 ? (unixErrorMessages[i] as string) : `Unknown error ${n}`;
}

/** The host's `fs` with what Unix calls beyond the runtime's own needs. */
interface UnixFs extends HostFs {
  statSync(path: string): UnixNodeStats;
  lstatSync(path: string): UnixNodeStats;
  fstatSync(fd: number): UnixNodeStats;
  readlinkSync(path: string): string;
  symlinkSync(target: string, path: string): void;
  linkSync(existing: string, path: string): void;
  realpathSync(path: string): string;
  accessSync(path: string, mode: number): void;
  chmodSync(path: string, mode: number): void;
  fchmodSync(fd: number, mode: number): void;
  truncateSync(path: string, len: number): void;
  ftruncateSync(fd: number, len: number): void;
  fsyncSync(fd: number): void;
  utimesSync(path: string, atime: number, mtime: number): void;
  readdirSync(path: string): string[];
}

interface UnixNodeStats {
  dev: number;
  ino: number;
  mode: number;
  nlink: number;
  uid: number;
  gid: number;
  rdev: number;
  size: number;
  atimeMs: number;
  mtimeMs: number;
  ctimeMs: number;
  isCharacterDevice(): boolean;
  isDirectory(): boolean;
}

/** Runs a file operation of the host, its errors raised as `Unix_error(_, name, arg)`. */
function withUnixFs<T>(name: string, arg: string, f: (fs: UnixFs) => T): T {
  const fs = hostFs() as UnixFs | undefined;
  if (fs === undefined) return unixEnosys(name, arg);
  try {
    return f(fs);
  } catch (e) {
    return raiseUnixErrorOf(e, name, arg);
  }
}

/** An OCaml string (bytes) as the host's unixPath (UTF-8), for paths. */
function unixPath(s: string): string {
  return caml_flambe_text_of_string(s);
}

// ---- Time

export function unix_gettimeofday(_unit: Value): number {
  return Date.now() / 1000;
}

export function unix_time(_unit: Value): number {
  return Math.floor(Date.now() / 1000);
}

function unixDayOfYear(year: number, month: number, day: number): number {
  return Math.round((Date.UTC(year, month, day) - Date.UTC(year, 0, 1)) / 86400000);
}

export function unix_gmtime(t: number): Block {
  const d = new Date(t * 1000);
  if (Number.isNaN(d.getTime())) caml_flambe_unix_error(unixErrorNames.indexOf("EINVAL"), "gmtime", "");
  const y = d.getUTCFullYear();
  return {
    t: 0, _0: d.getUTCSeconds(), _1: d.getUTCMinutes(), _2: d.getUTCHours(), _3: d.getUTCDate(), _4: d.getUTCMonth(),
    _5: y - 1900, _6: d.getUTCDay(), _7: unixDayOfYear(y, d.getUTCMonth(), d.getUTCDate()), _8: 0,
  };
}

/** Whether daylight saving time is in force at `d` in the host's time zone. */
function unixIsDst(d: Date): number {
  const y = d.getFullYear();
  const jan = new Date(y, 0, 1).getTimezoneOffset();
  const jul = new Date(y, 6, 1).getTimezoneOffset();
  return jan !== jul && d.getTimezoneOffset() === Math.min(jan, jul) ? 1 : 0;
}

function unixLocalTm(d: Date): Block {
  const y = d.getFullYear();
  return {
    t: 0, _0: d.getSeconds(), _1: d.getMinutes(), _2: d.getHours(), _3: d.getDate(), _4: d.getMonth(),
    _5: y - 1900, _6: d.getDay(), _7: unixDayOfYear(y, d.getMonth(), d.getDate()), _8: unixIsDst(d),
  };
}

export function unix_localtime(t: number): Block {
  const d = new Date(t * 1000);
  if (Number.isNaN(d.getTime())) caml_flambe_unix_error(unixErrorNames.indexOf("EINVAL"), "localtime", "");
  return unixLocalTm(d);
}

/** `Unix.mktime`: the fields normalised as C's mktime does, in local time. */
export function unix_mktime(tm: Block): Block {
  const d = new Date(0);
  d.setFullYear((tm._5 as number) + 1900, tm._4 as number, tm._3 as number);
  d.setHours(tm._2 as number, tm._1 as number, tm._0 as number, 0);
  const ms = d.getTime();
  if (Number.isNaN(ms)) caml_flambe_unix_error(unixErrorNames.indexOf("ERANGE"), "mktime", "");
  return { t: 0, _0: Math.floor(ms / 1000), _1: unixLocalTm(d) };
}

/** `Unix.sleepf` (and `sleep`): the thread blocks, as OCaml's does. */
export function unix_sleep(seconds: number): number {
  if (!(seconds > 0)) return 0;
  const ms = seconds * 1000;
  try {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
  } catch {
    // A browser's main thread may not wait: spin instead.
    const end = performance.now() + ms;
    while (performance.now() < end) {
      /* waiting */
    }
  }
  return 0;
}

export function unix_times(_unit: Value): Block {
  const usage = hostProcess()?.cpuUsage?.();
  const user = usage !== undefined ? usage.user / 1e6 : performance.now() / 1000;
  const system = usage !== undefined ? usage.system / 1e6 : 0;
  return { t: 254, _0: user, _1: system, _2: 0, _3: 0 };
}

// ---- The process and its environment

interface UnixProcessApi {
  pid?: number;
  ppid?: number;
  env?: Record<string, string | undefined>;
  umask?(mask?: number): number;
  getuid?(): number;
  geteuid?(): number;
  getgid?(): number;
  getegid?(): number;
  getgroups?(): number[];
}

function unixProcess(): UnixProcessApi | undefined {
  return hostProcess() as UnixProcessApi | undefined;
}

export function unix_getpid(_unit: Value): number {
  return unixProcess()?.pid ?? 1;
}

export function unix_getppid(_unit: Value): number {
  return unixProcess()?.ppid ?? 0;
}

export function unix_environment(_unit: Value): OArray {
  const env = unixProcess()?.env ?? {};
  const out: Value[] = [0];
  for (const [k, v] of Object.entries(env)) if (v !== undefined) out.push(caml_flambe_string_of_text(`${k}=${v}`));
  return out;
}

export function unix_putenv(name: string, value: string): number {
  const env = unixProcess()?.env;
  if (name.includes("=") || name.includes("\0") || value.includes("\0")) caml_flambe_unix_error(unixErrorNames.indexOf("EINVAL"), "putenv", name);
  if (env === undefined) return unixEnosys("putenv", name);
  env[unixPath(name)] = unixPath(value);
  return 0;
}

export function unix_getuid(_unit: Value): number {
  return unixProcess()?.getuid?.() ?? 0;
}
export function unix_geteuid(_unit: Value): number {
  return unixProcess()?.geteuid?.() ?? 0;
}
export function unix_getgid(_unit: Value): number {
  return unixProcess()?.getgid?.() ?? 0;
}
export function unix_getegid(_unit: Value): number {
  return unixProcess()?.getegid?.() ?? 0;
}
export function unix_getgroups(_unit: Value): OArray {
  return [0, ...(unixProcess()?.getgroups?.() ?? [])];
}

export function unix_umask(mask: number): number {
  const p = unixProcess();
  if (p?.umask === undefined) return unixEnosys("umask");
  return p.umask(mask);
}

export function unix_gethostname(_unit: Value): string {
  const os = hostModule("os") as { hostname?(): string } | undefined;
  return caml_flambe_string_of_text(os?.hostname?.() ?? "localhost");
}

export function unix_getcwd(_unit: Value): string {
  const p = hostProcess();
  if (p?.cwd === undefined) return unixEnosys("getcwd");
  try {
    return caml_flambe_string_of_text(p.cwd());
  } catch (e) {
    return raiseUnixErrorOf(e, "getcwd", "");
  }
}

export function unix_chdir(path: string): number {
  caml_flambe_observable();
  const p = hostProcess();
  if (p?.chdir === undefined) return unixEnosys("chdir", path);
  try {
    p.chdir(unixPath(path));
  } catch (e) {
    raiseUnixErrorOf(e, "chdir", path);
  }
  return 0;
}

// ---- Files

const UNIX_S_IFMT = 0o170000;
/** `Unix.file_kind`'s constructors, by the file type bits of a mode. */
const unixFileKinds: ReadonlyMap<number, number> = new Map([
  [0o100000, 0], // S_REG
  [0o040000, 1], // S_DIR
  [0o020000, 2], // S_CHR
  [0o060000, 3], // S_BLK
  [0o120000, 4], // S_LNK
  [0o010000, 5], // S_FIFO
  [0o140000, 6], // S_SOCK
]);

function unixStats(s: UnixNodeStats, large: boolean): Block {
  return {
    t: 0, _0: s.dev | 0, _1: s.ino | 0, _2: unixFileKinds.get(s.mode & UNIX_S_IFMT) ?? 0, _3: s.mode & 0o7777, _4: s.nlink | 0,
    _5: s.uid | 0, _6: s.gid | 0, _7: s.rdev | 0, _8: large ? BigInt(s.size) : s.size,
    _9: s.atimeMs / 1000, _10: s.mtimeMs / 1000, _11: s.ctimeMs / 1000,
  };
}

function unixCheckSize(s: UnixNodeStats, name: string, arg: string): UnixNodeStats {
  if (s.size > 0x7fffffff) caml_flambe_unix_error(unixErrorNames.indexOf("EOVERFLOW"), name, arg);
  return s;
}

export function unix_stat(path: string): Block {
  return unixStats(withUnixFs("stat", path, (fs) => unixCheckSize(fs.statSync(unixPath(path)), "stat", path)), false);
}
export function unix_lstat(path: string): Block {
  return unixStats(withUnixFs("lstat", path, (fs) => unixCheckSize(fs.lstatSync(unixPath(path)), "lstat", path)), false);
}
export function unix_fstat(fd: number): Block {
  return unixStats(withUnixFs("fstat", "", (fs) => unixCheckSize(fs.fstatSync(fd), "fstat", "")), false);
}
export function unix_stat_64(path: string): Block {
  return unixStats(withUnixFs("stat", path, (fs) => fs.statSync(unixPath(path))), true);
}
export function unix_lstat_64(path: string): Block {
  return unixStats(withUnixFs("lstat", path, (fs) => fs.lstatSync(unixPath(path))), true);
}
export function unix_fstat_64(fd: number): Block {
  return unixStats(withUnixFs("fstat", "", (fs) => fs.fstatSync(fd)), true);
}

export function unix_isatty(fd: number): number {
  const tty = hostModule("tty") as { isatty?(fd: number): boolean } | undefined;
  return tty?.isatty?.(fd) === true ? 1 : 0;
}

export function unix_unlink(path: string): number {
  caml_flambe_observable();
  withUnixFs("unlink", path, (fs) => fs.unlinkSync(unixPath(path)));
  return 0;
}

export function unix_rename(from: string, to: string): number {
  caml_flambe_observable();
  withUnixFs("rename", from, (fs) => fs.renameSync(unixPath(from), unixPath(to)));
  return 0;
}

export function unix_link(_follow: Value, existing: string, path: string): number {
  caml_flambe_observable();
  withUnixFs("link", path, (fs) => fs.linkSync(unixPath(existing), unixPath(path)));
  return 0;
}

export function unix_symlink(_toDir: Value, target: string, path: string): number {
  caml_flambe_observable();
  withUnixFs("symlink", path, (fs) => fs.symlinkSync(unixPath(target), unixPath(path)));
  return 0;
}

export function unix_readlink(path: string): string {
  return caml_flambe_string_of_text(withUnixFs("readlink", path, (fs) => fs.readlinkSync(unixPath(path))));
}

export function unix_realpath(path: string): string {
  return caml_flambe_string_of_text(withUnixFs("realpath", path, (fs) => fs.realpathSync(unixPath(path))));
}

export function unix_mkdir(path: string, perm: number): number {
  caml_flambe_observable();
  withUnixFs("mkdir", path, (fs) => fs.mkdirSync(unixPath(path), perm));
  return 0;
}

export function unix_rmdir(path: string): number {
  caml_flambe_observable();
  withUnixFs("rmdir", path, (fs) => fs.rmdirSync(unixPath(path)));
  return 0;
}

export function unix_chmod(path: string, perm: number): number {
  caml_flambe_observable();
  withUnixFs("chmod", path, (fs) => fs.chmodSync(unixPath(path), perm));
  return 0;
}

export function unix_fchmod(fd: number, perm: number): number {
  caml_flambe_observable();
  withUnixFs("fchmod", "", (fs) => fs.fchmodSync(fd, perm));
  return 0;
}

export function unix_truncate(path: string, len: number): number {
  caml_flambe_observable();
  withUnixFs("truncate", path, (fs) => fs.truncateSync(unixPath(path), len));
  return 0;
}
export function unix_truncate_64(path: string, len: bigint): number {
  return unix_truncate(path, Number(len));
}

export function unix_ftruncate(fd: number, len: number): number {
  caml_flambe_observable();
  withUnixFs("ftruncate", "", (fs) => fs.ftruncateSync(fd, len));
  return 0;
}
export function unix_ftruncate_64(fd: number, len: bigint): number {
  return unix_ftruncate(fd, Number(len));
}

export function unix_fsync(fd: number): number {
  withUnixFs("fsync", "", (fs) => fs.fsyncSync(fd));
  return 0;
}

export function unix_utimes(path: string, atime: number, mtime: number): number {
  caml_flambe_observable();
  const now = Date.now() / 1000;
  const both = atime === 0 && mtime === 0;
  withUnixFs("utimes", path, (fs) => fs.utimesSync(unixPath(path), both ? now : atime, both ? now : mtime));
  return 0;
}

/** `access_permission`'s constructors as the mode bits of access(2). */
const unixAccessBits = [4, 2, 1, 0];

export function unix_access(path: string, perms: Value): number {
  let mode = 0;
  for (let l = perms; l !== 0; l = (l as Block)._1) mode |= unixAccessBits[(l as Block)._0 as number] as number;
  withUnixFs("access", path, (fs) => fs.accessSync(unixPath(path), mode));
  return 0;
}

// ---- Directories

interface UnixDirHandle {
  entries: string[];
  next: number;
  closed: boolean;
  path: string;
}

export function unix_opendir(path: string): UnixDirHandle {
  const names = withUnixFs("opendir", path, (fs) => fs.readdirSync(unixPath(path)));
  return { entries: [".", "..", ...names.map(caml_flambe_string_of_text)], next: 0, closed: false, path };
}

export function unix_readdir(d: UnixDirHandle): string {
  if (d.closed) caml_flambe_unix_error(unixErrorNames.indexOf("EBADF"), "readdir", "");
  const name = d.entries[d.next];
  if (name === undefined) caml_raise_end_of_file();
  d.next++;
  return name;
}

export function unix_rewinddir(d: UnixDirHandle): number {
  if (d.closed) caml_flambe_unix_error(unixErrorNames.indexOf("EBADF"), "rewinddir", "");
  d.entries = unix_opendir(d.path).entries;
  d.next = 0;
  return 0;
}

export function unix_closedir(d: UnixDirHandle): number {
  if (d.closed) caml_flambe_unix_error(unixErrorNames.indexOf("EBADF"), "closedir", "");
  d.closed = true;
  return 0;
}

// ---- File descriptors

/**
 * `open_flag`'s constructors as the host's flags (O_SHARE_DELETE, O_CLOEXEC and O_KEEPEXEC
 * have no effect here, as on Linux for the first).
 */
const unixOpenFlags = [
  "O_RDONLY", "O_WRONLY", "O_RDWR", "O_NONBLOCK", "O_APPEND", "O_CREAT", "O_TRUNC", "O_EXCL",
  "O_NOCTTY", "O_DSYNC", "O_SYNC", "O_RSYNC", "", "", "",
];

/**
 * The offset of each descriptor `openfile` returned: the host has no lseek, so reads and
 * writes through Unix go to explicit positions that `lseek` moves.
 */
const unixOffsets = new Map<number, number>();
const unixAppending = new Set<number>();

export function unix_open(path: string, flags: Value, perm: number): number {
  const fs = hostFs();
  const constants = (fs?.constants ?? {}) as Record<string, number | undefined>;
  let mode = 0;
  let writes = false;
  let append = false;
  for (let l = flags; l !== 0; l = (l as Block)._1) {
    const f = (l as Block)._0 as number;
    const name = unixOpenFlags[f] ?? "";
    mode |= constants[name] ?? 0;
    if (f === 1 || f === 2 || f === 5 || f === 6) writes = true;
    if (f === 4) append = true;
  }
  if (writes) caml_flambe_observable();
  const fd = withUnixFs("open", path, (h) => h.openSync(unixPath(path), mode, perm));
  unixOffsets.set(fd, 0);
  if (append) unixAppending.add(fd);
  else unixAppending.delete(fd);
  return fd;
}

export function unix_close(fd: number): number {
  withUnixFs("close", "", (fs) => fs.closeSync(fd));
  unixOffsets.delete(fd);
  unixAppending.delete(fd);
  return 0;
}

/** OCaml's Unix reads and writes at most this many bytes per system call. */
const UNIX_BUFFER_SIZE = 65536;

export function unix_read(fd: number, buf: Uint8Array, ofs: number, len: number): number {
  const at = unixOffsets.get(fd);
  const n = withUnixFs("read", "", (fs) => fs.readSync(fd, buf, ofs, Math.min(len, UNIX_BUFFER_SIZE), at ?? null));
  if (at !== undefined) unixOffsets.set(fd, at + n);
  return n;
}

function unixWriteOnce(fd: number, buf: Uint8Array, ofs: number, len: number): number {
  caml_flambe_observable();
  const at = unixAppending.has(fd) ? null : unixOffsets.get(fd);
  const n = withUnixFs("write", "", (fs) => fs.writeSync(fd, buf, ofs, Math.min(len, UNIX_BUFFER_SIZE), at ?? null));
  if (at !== undefined) unixOffsets.set(fd, at === null ? withUnixFs("write", "", (fs) => fs.fstatSync(fd).size) : at + n);
  return n;
}

export function unix_write(fd: number, buf: Uint8Array, ofs: number, len: number): number {
  let done = 0;
  while (done < len) done += unixWriteOnce(fd, buf, ofs + done, len - done);
  return done;
}

export function unix_single_write(fd: number, buf: Uint8Array, ofs: number, len: number): number {
  return len === 0 ? 0 : unixWriteOnce(fd, buf, ofs, len);
}

export function unix_lseek(fd: number, ofs: number, cmd: number): number {
  const cur = unixOffsets.get(fd);
  if (cur === undefined) caml_flambe_unix_error(unixErrorNames.indexOf("ESPIPE"), "lseek", "");
  const base = cmd === 0 ? 0 : cmd === 1 ? cur : withUnixFs("lseek", "", (fs) => fs.fstatSync(fd).size);
  const pos = base + ofs;
  if (pos < 0) caml_flambe_unix_error(unixErrorNames.indexOf("EINVAL"), "lseek", "");
  unixOffsets.set(fd, pos);
  return pos;
}

export function unix_lseek_64(fd: number, ofs: bigint, cmd: number): bigint {
  return BigInt(unix_lseek(fd, Number(ofs), cmd));
}

/** `descr_of_in_channel` and `descr_of_out_channel`. */
export function caml_channel_descriptor(ch: Channel): number {
  if (ch.closed) caml_failwith("Unix.descr_of_channel: closed channel");
  return ch.fd;
}
