/**
 * Channels. Output channels buffer their bytes as OCaml's do (up to 64 KiB, written when full,
 * on `flush`, and at exit); standard output and error go to a sink that defaults to file
 * descriptors 1 and 2 under Node and can be replaced (a browser page, a test). Input channels
 * read from a source: Node's file descriptors by default.
 */
import { caml_raise_end_of_file, caml_raise_sys_error, isStackOverflow } from "./exceptions.js";
import { hostErrorMessage, hostFs, type HostFs } from "./host.js";
import { caml_flambe_observable, holdingOutput, holdOutput, readReplayedInput, recordInput } from "./restart.js";
import { arrayOfByteString } from "./strings.js";
import { isBlock, listOfArray, type Value } from "./values.js";

/** Receives the bytes written to standard output (fd 1) and standard error (fd 2). */
export type OutputSink = (fd: number, bytes: Uint8Array) => void;
/** Fills `buffer` from a file descriptor; returns the count read, 0 at end of file. */
export type InputSource = (fd: number, buffer: Uint8Array) => number;

/**
 * Where there is no file system (a browser page, a web worker), the page may receive what the
 * program writes, and how it ends, by defining before the program's script runs:
 *
 * - `globalThis.flambe_output = (fd, bytes) => ...`: the bytes of standard output (fd 1) and
 *   error (fd 2), a `Uint8Array` at each flush, in the order the program flushed them (OCaml's
 *   buffering: when a 64 KiB buffer fills, at `flush`, at exit, before an uncaught exception's
 *   message);
 * - `globalThis.flambe_exit = (code) => ...`: called once when the program ends, with its exit
 *   code (0, the code given to `exit`, or 2 after an uncaught exception's message).
 *
 * Without `flambe_output`, standard output and error go to the console, a line at a time.
 */
interface PageHooks {
  flambe_output?: unknown;
  flambe_exit?: unknown;
}

/** Tells the page how the program ended (`flambe_exit`), where there is no file system. */
export function notifyPageOfExit(code: number): void {
  if (hostFs()) return;
  const hook = (globalThis as PageHooks).flambe_exit;
  if (typeof hook === "function") hook(code);
}

function defaultSink(fd: number, bytes: Uint8Array): void {
  const fs = hostFs();
  if (fs) return writeAll(fs, fd, bytes, null);
  const hook = (globalThis as PageHooks).flambe_output;
  if (typeof hook === "function") return void hook(fd, bytes);

  // Without a file system, standard streams go to the console a line at a time (the console
  // adds the newline itself); a partial line waits for its end, or for the program's exit.
  const pending = (consoleLines.get(fd) ?? "") + new TextDecoder().decode(bytes);
  const lines = pending.split("\n");
  consoleLines.set(fd, lines.pop() ?? "");
  for (const line of lines) consoleWrite(fd, line);
}

const consoleLines = new Map<number, string>();

function consoleWrite(fd: number, line: string): void {
  if (fd === 2) console.error(line);
  else console.log(line);
}

/** Writes out the partial lines held for the console (at exit). */
function flushConsoleLines(): void {
  for (const [fd, rest] of consoleLines) if (rest !== "") consoleWrite(fd, rest);
  consoleLines.clear();
}

/** Blocks the thread for a few milliseconds (reads and writes are synchronous, as OCaml's are). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Writes every byte of `bytes` to a descriptor, in order, at `position` (or the descriptor's
 * own position when null), as OCaml's blocking writes do. A pipe or terminal the host has made
 * non-blocking answers EAGAIN while it is full (a slow reader): the thread waits, a little
 * longer each time up to a few milliseconds, and writes the rest; a partial write goes on from
 * where it stopped. Any other error (a reader gone: EPIPE) is the caller's.
 */
function writeAll(fs: HostFs, fd: number, bytes: Uint8Array, position: number | null): void {
  let done = 0;
  let wait = 0.05;
  while (done < bytes.length) {
    try {
      const at = position === null ? null : position + done;
      done += fs.writeSync(fd, bytes, done, bytes.length - done, at);
      wait = 0.05;
    } catch (e) {
      if ((e as { code?: string }).code !== "EAGAIN") throw e;
      pause(wait);
      wait = Math.min(wait * 2, 5);
    }
  }
}

/**
 * Reads a descriptor. Standard input's bytes are recorded while the run may be restarted, and a
 * restarted run reads those its abandoned run read first (restart.ts): the descriptor cannot be
 * read twice.
 */
function defaultSource(fd: number, buffer: Uint8Array): number {
  const fs = hostFs();
  if (!fs) return 0;
  if (fd === 0) {
    const n = readReplayedInput(buffer);
    if (n >= 0) return n;
    // A prompt held back must show before the program waits for a terminal's input.
    if (holdingOutput() && isTerminal(0)) caml_flambe_observable();
  }
  for (;;) {
    try {
      const n = fs.readSync(fd, buffer, 0, buffer.length, null);
      if (fd === 0) recordInput(buffer.subarray(0, n));
      return n;
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === "EOF") return 0;
      // A non-blocking descriptor with nothing to read yet: wait for input, as a blocking read would.
      if (code === "EAGAIN") {
        pause(5);
        continue;
      }
      throw e;
    }
  }
}

let sink: OutputSink = defaultSink;
let source: InputSource = defaultSource;

/**
 * Redirects standard output and error (for a browser page, a test, the interpreter); returns
 * the previous sink. Files opened by the program are written through the file system regardless.
 */
export function setOutputSink(s: OutputSink): OutputSink {
  const old = sink;
  sink = s;
  return old;
}

/** Redirects where input channels read from; returns the previous source. */
export function setInputSource(s: InputSource): InputSource {
  const old = source;
  source = s;
  return old;
}

const BUFFER_SIZE = 65536;

let nextChannelId = 0;

/**
 * A channel. Polymorphic comparison and hashing see it as OCaml's custom block: two channels
 * are equal when they are the same channel, and ordered by when they were opened (OCaml orders
 * them by address), so that `stdout <> stderr` holds rather than raising.
 */
export class Channel {
  readonly out: boolean;
  readonly id = nextChannelId++;
  fd: number;
  name = "";
  closed = false;
  buffer: Uint8Array = new Uint8Array(BUFFER_SIZE);
  /** Output: bytes pending in the buffer. Input: the end of the buffered bytes. */
  end = 0;
  /** Input: the next byte to read. */
  pos = 0;
  /** Bytes read from (or written to) the descriptor before the buffer's start. */
  offset = 0;
  /** Input: the source reported end of file. */
  eof = false;
  /** Output: writes go to explicit file positions (the channel has been seeked). */
  positioned = false;

  constructor(fd: number, out: boolean) {
    this.fd = fd;
    this.out = out;
  }

  camlCompare(other: unknown, _total: boolean): number {
    const o = other as Channel;
    return this.id === o.id ? 0 : this.id < o.id ? -1 : 1;
  }

  camlHash(): number {
    return this.id;
  }
}

const openOutputs = new Set<Channel>();

export function caml_ml_open_descriptor_out(fd: number): Channel {
  const ch = new Channel(fd, true);
  openOutputs.add(ch);
  return ch;
}

export function caml_ml_open_descriptor_in(fd: number): Channel {
  return new Channel(fd, false);
}

/** Whether a descriptor is a terminal (a character device: /dev/null too, which is harmless to wait for). */
const terminals = new Map<number, boolean>();
function isTerminal(fd: number): boolean {
  let t = terminals.get(fd);
  if (t === undefined) {
    try {
      t = hostFs()?.fstatSync(fd).isCharacterDevice() ?? true;
    } catch {
      t = true;
    }
    terminals.set(fd, t);
  }
  return t;
}

function flushChannel(ch: Channel): void {
  if (ch.end === 0) return;
  // Standard output and error may be held back while the run may restart (restart.ts).
  if (ch.fd !== 1 && ch.fd !== 2) caml_flambe_observable();
  const bytes = ch.buffer.slice(0, ch.end);
  const at = ch.offset;
  ch.offset += ch.end;
  ch.end = 0;
  try {
    if (ch.fd === 1 || ch.fd === 2) {
      if (!holdOutput(ch.fd, bytes, (fd, b) => sink(fd, b))) {
        caml_flambe_observable();
        sink(ch.fd, bytes);
      }
    }
    else if (ch.positioned) writeAt(ch.fd, bytes, at);
    else defaultSink(ch.fd, bytes);
  } catch (e) {
    if (isStackOverflow(e)) throw e;
    caml_raise_sys_error(hostErrorMessage(e));
  }
}

export function caml_ml_flush(ch: Channel): number {
  if (ch.closed) caml_raise_sys_error("Cannot flush a closed channel");
  flushChannel(ch);
  return 0;
}

/** Forgets the output channels of an earlier program run in the same process (after flushing them). */
export function forgetOutputChannels(): void {
  caml_flambe_flush_all();
  openOutputs.clear();
}

/** Flushes every open output channel (at exit). */
export function caml_flambe_flush_all(): void {
  for (const ch of openOutputs) {
    try {
      if (!ch.closed) flushChannel(ch);
    } catch {
      // At exit, a failing channel must not hide the others' output.
    }
  }
  flushConsoleLines();
}

function checkOpenOut(ch: Channel): void {
  if (ch.closed) caml_raise_sys_error("Cannot output to a closed channel");
}

function putByte(ch: Channel, b: number): void {
  if (ch.end >= ch.buffer.length) flushChannel(ch);
  ch.buffer[ch.end++] = b;
}

export function caml_ml_output_bytes(ch: Channel, b: Uint8Array, off: number, len: number): number {
  checkOpenOut(ch);
  let i = off;
  let n = len;
  while (n > 0) {
    if (ch.end >= ch.buffer.length) flushChannel(ch);
    const k = Math.min(n, ch.buffer.length - ch.end);
    ch.buffer.set(b.subarray(i, i + k), ch.end);
    ch.end += k;
    i += k;
    n -= k;
  }
  return 0;
}

export function caml_ml_output(ch: Channel, s: string, off: number, len: number): number {
  checkOpenOut(ch);
  for (let i = 0; i < len; i++) putByte(ch, s.charCodeAt(off + i) & 0xff);
  return 0;
}

export function caml_ml_output_char(ch: Channel, c: number): number {
  checkOpenOut(ch);
  putByte(ch, c & 0xff);
  return 0;
}

/** `output_binary_int`: four bytes, big-endian. */
export function caml_ml_output_int(ch: Channel, n: number): number {
  checkOpenOut(ch);
  for (let k = 3; k >= 0; k--) putByte(ch, (n >>> (8 * k)) & 0xff);
  return 0;
}

/** Reads more bytes into an input channel's buffer; false at end of file. */
function refill(ch: Channel): boolean {
  if (ch.closed) caml_raise_sys_error("Bad file descriptor");
  if (ch.eof) return false;
  if (ch.pos > 0) {
    ch.buffer.copyWithin(0, ch.pos, ch.end);
    ch.offset += ch.pos;
    ch.end -= ch.pos;
    ch.pos = 0;
  }
  if (ch.end >= ch.buffer.length) return true;
  let n: number;
  try {
    n = source(ch.fd, ch.buffer.subarray(ch.end));
  } catch (e) {
    if (isStackOverflow(e)) throw e;
    return caml_raise_sys_error(hostErrorMessage(e));
  }
  if (n <= 0) {
    ch.eof = true;
    return false;
  }
  ch.end += n;
  return true;
}

export function caml_ml_input_char(ch: Channel): number {
  if (ch.pos >= ch.end && !refill(ch)) caml_raise_end_of_file();
  return ch.buffer[ch.pos++]!;
}

/** `input_binary_int`: four bytes, big-endian, signed. */
export function caml_ml_input_int(ch: Channel): number {
  let r = 0;
  for (let k = 0; k < 4; k++) r = (r << 8) | caml_ml_input_char(ch);
  return r | 0;
}

/** Reads up to `len` bytes into `b` at `off`; returns how many, 0 at end of file. */
export function caml_ml_input(ch: Channel, b: Uint8Array, off: number, len: number): number {
  if (len === 0) return 0;
  if (ch.pos >= ch.end && !refill(ch)) return 0;
  const n = Math.min(len, ch.end - ch.pos);
  b.set(ch.buffer.subarray(ch.pos, ch.pos + n), off);
  ch.pos += n;
  return n;
}

/**
 * For `input_line`: n > 0 when a newline ends the n-th buffered byte; -n when n bytes are
 * buffered with no newline (at end of file, or the buffer is full); 0 at end of file.
 */
export function caml_ml_input_scan_line(ch: Channel): number {
  let scanned = ch.pos;
  for (;;) {
    for (; scanned < ch.end; scanned++) {
      if (ch.buffer[scanned] === 10) return scanned - ch.pos + 1;
    }
    const before = ch.pos;
    if (ch.end - ch.pos >= ch.buffer.length) {
      // Grow the buffer rather than split a long line more often than needed.
      const bigger = new Uint8Array(ch.buffer.length * 2);
      bigger.set(ch.buffer.subarray(ch.pos, ch.end));
      ch.offset += ch.pos;
      ch.end -= ch.pos;
      ch.pos = 0;
      ch.buffer = bigger;
    }
    if (!refill(ch)) return -(ch.end - ch.pos);
    scanned -= before - ch.pos;
  }
}

export function caml_ml_close_channel(ch: Channel): number {
  if (ch.closed) return 0;
  if (ch.out) flushChannel(ch);
  ch.closed = true;
  openOutputs.delete(ch);
  const fs = hostFs();
  if (fs && ch.fd > 2) {
    try {
      fs.closeSync(ch.fd);
    } catch {
      // Closing twice, or a descriptor the host already closed: nothing to do.
    }
  }
  ch.end = 0;
  ch.pos = 0;
  return 0;
}

export function caml_ml_set_binary_mode(_ch: Channel, _binary: number): number {
  return 0;
}

export function caml_ml_set_channel_name(ch: Channel, name: string): number {
  ch.name = name;
  return 0;
}

export function caml_ml_out_channels_list(_unit: Value): Value {
  return listOfArray([...openOutputs].filter((c) => !c.closed));
}

export function caml_ml_pos_out(ch: Channel): number {
  return ch.offset + ch.end;
}
export function caml_ml_pos_in(ch: Channel): number {
  return ch.offset + ch.pos;
}
export function caml_ml_pos_out_64(ch: Channel): bigint {
  return BigInt(caml_ml_pos_out(ch));
}
export function caml_ml_pos_in_64(ch: Channel): bigint {
  return BigInt(caml_ml_pos_in(ch));
}

export function caml_ml_channel_size(ch: Channel): number {
  const fs = hostFs();
  if (!fs) return caml_raise_sys_error("Illegal seek");
  try {
    return fs.fstatSync(ch.fd).size;
  } catch (e) {
    return caml_raise_sys_error(hostErrorMessage(e));
  }
}
export function caml_ml_channel_size_64(ch: Channel): bigint {
  return BigInt(caml_ml_channel_size(ch));
}

/** Writes at a file position (after `seek_out`), through the file system. */
function writeAt(fd: number, bytes: Uint8Array, position: number): void {
  const fs = hostFs();
  if (!fs) return defaultSink(fd, bytes);
  writeAll(fs, fd, bytes, position);
}

export function caml_ml_seek_out(ch: Channel, pos: number): number {
  flushChannel(ch);
  // From now on the channel writes at explicit positions, starting here.
  ch.offset = pos;
  ch.positioned = true;
  return 0;
}
export function caml_ml_seek_out_64(ch: Channel, pos: bigint): number {
  return caml_ml_seek_out(ch, Number(pos));
}

export function caml_ml_seek_in(ch: Channel, pos: number): number {
  if (pos >= ch.offset && pos <= ch.offset + ch.end) {
    ch.pos = pos - ch.offset;
    return 0;
  }
  // Outside the buffer: re-read from the start of the file up to the position.
  const fs = hostFs();
  if (!fs) return caml_raise_sys_error("Illegal seek");
  ch.pos = 0;
  ch.end = 0;
  ch.eof = false;
  ch.offset = pos;
  positionedReads.set(ch.fd, pos);
  return 0;
}
export function caml_ml_seek_in_64(ch: Channel, pos: bigint): number {
  return caml_ml_seek_in(ch, Number(pos));
}

// Descriptors that must be read from an explicit position after a seek.
const positionedReads = new Map<number, number>();

/** The default source, aware of positions set by `seek_in`. */
export function readDescriptor(fd: number, buffer: Uint8Array): number {
  const fs = hostFs();
  const at = positionedReads.get(fd);
  if (fs && at !== undefined) {
    const n = fs.readSync(fd, buffer, 0, buffer.length, at);
    positionedReads.set(fd, at + n);
    return n;
  }
  return defaultSource(fd, buffer);
}
source = readDescriptor;

/** Closes a file descriptor that `caml_sys_open` returned and no channel owns. */
export function caml_sys_close(fd: number): number {
  const fs = hostFs();
  if (fs) {
    try {
      fs.closeSync(fd);
    } catch (e) {
      caml_raise_sys_error(hostErrorMessage(e));
    }
  }
  return 0;
}

/** `open_in`/`open_out` flags, in the order of `Stdlib.open_flag`. */
const OPEN_FLAGS = ["rdonly", "wronly", "append", "creat", "trunc", "excl", "binary", "text", "nonblock"] as const;

export function caml_sys_open(path: string, flags: Value, perm: number): number {
  const fs = hostFs();
  if (!fs) return caml_raise_sys_error(`${path}: No such file or directory`);
  const set = new Set<string>();
  let l = flags;
  while (isBlock(l)) {
    set.add(OPEN_FLAGS[l._0 as number] ?? "");
    l = l._1;
  }
  // The system's own flags, as OCaml's runtime passes them to open(2).
  const c = fs.constants;
  let mode = set.has("wronly") ? (set.has("rdonly") ? c.O_RDWR : c.O_WRONLY) : c.O_RDONLY;
  if (set.has("append")) mode |= c.O_APPEND;
  if (set.has("creat")) mode |= c.O_CREAT;
  if (set.has("trunc")) mode |= c.O_TRUNC;
  if (set.has("excl")) mode |= c.O_EXCL;
  if (set.has("nonblock")) mode |= c.O_NONBLOCK;
  // Opening for writing, creating or truncating: the outside world may see it.
  if (set.has("wronly") || set.has("creat") || set.has("trunc")) caml_flambe_observable();
  try {
    return fs.openSync(path, mode, perm);
  } catch (e) {
    if (isStackOverflow(e)) throw e;
    return caml_raise_sys_error(hostErrorMessage(e, path));
  }
}

/** Writes a byte string straight to a descriptor's sink, bypassing channels (fatal errors). */
export function writeToDescriptor(fd: number, s: string): void {
  caml_flambe_observable();
  sink(fd, arrayOfByteString(s));
}
