/**
 * Marshal (stdlib/marshal.ml): values to bytes and back, in OCaml's own format (the magic number
 * 0x8495A6BE, a header of 20 bytes: the data's length, the number of objects, the sizes in words
 * on 32-bit and 64-bit platforms; then the data, in the codes OCaml's intern reads), so that a
 * value's serialised length is OCaml's where flambe's representation tells what OCaml would
 * write, and real OCaml (64-bit) can read what flambe writes.
 *
 * Where flambe's values are ambiguous to OCaml's format, the writer picks one of the two
 * encodings OCaml's reader accepts for the same thing, the shortest one for the usual kind and a
 * longer one for the other, and the reader tells them apart by that choice:
 * - a block `{t, _0, ...}` is written with the shortest header, an array `[tag, ...]` with a
 *   longer one (BLOCK32 where the shortest is one byte, BLOCK64 otherwise; for no fields, the
 *   reverse: an empty array is the usual atom);
 * - a string with the shortest string code, `bytes` with the next longer one;
 * - a float array `[254, ...]` with the shortest double-array code, an all-float record
 *   `{t: 254, ...}` with the next longer one.
 * So arrays, bytes and all-float records take 1 to 4 bytes more than in OCaml. Ints and floats are
 * both numbers: a number holding a 32-bit integer (other than -0) is written as an int, any
 * other as a double, which reads back as the same number; int32 and nativeint are numbers too,
 * written as ints (OCaml writes custom blocks), `int64` (a bigint) as OCaml's custom block `_j`.
 * Strings are compared by value, so equal strings are shared (written once) where OCaml shares
 * only one block; numbers and bigints are never shared.
 *
 * Functions (with the `Closures` flag) cannot be written in OCaml's form, which holds a code
 * pointer: each is written as a code pointer whose offset is its index in a table that this
 * running program keeps (functions once marshalled stay alive for the program's life) and whose
 * digest is a token of this run, so that they read back, as the same function, in this run only
 * (elsewhere: `Failure "input_value: unknown code module <digest>"`).
 */
import { caml_failwith, caml_fresh_oo_id, caml_invalid_argument, caml_raise_end_of_file } from "./exceptions.js";
import { caml_ml_input, caml_ml_output } from "./io.js";
import { fieldName, isBlock, type Block, type Value } from "./values.js";

const MAGIC_SMALL = 0x8495a6be;
const HEADER_SIZE = 20;

const PREFIX_SMALL_BLOCK = 0x80;
const PREFIX_SMALL_INT = 0x40;
const PREFIX_SMALL_STRING = 0x20;
const CODE_INT8 = 0x00;
const CODE_INT16 = 0x01;
const CODE_INT32 = 0x02;
const CODE_INT64 = 0x03;
const CODE_SHARED8 = 0x04;
const CODE_SHARED16 = 0x05;
const CODE_SHARED32 = 0x06;
const CODE_DOUBLE_ARRAY32_LITTLE = 0x07;
const CODE_BLOCK32 = 0x08;
const CODE_STRING8 = 0x09;
const CODE_STRING32 = 0x0a;
const CODE_DOUBLE_BIG = 0x0b;
const CODE_DOUBLE_LITTLE = 0x0c;
const CODE_DOUBLE_ARRAY8_BIG = 0x0d;
const CODE_DOUBLE_ARRAY8_LITTLE = 0x0e;
const CODE_DOUBLE_ARRAY32_BIG = 0x0f;
const CODE_CODEPOINTER = 0x10;
const CODE_CUSTOM = 0x12;
const CODE_BLOCK64 = 0x13;
const CODE_SHARED64 = 0x14;
const CODE_STRING64 = 0x15;
const CODE_DOUBLE_ARRAY64_BIG = 0x16;
const CODE_DOUBLE_ARRAY64_LITTLE = 0x17;
const CODE_CUSTOM_LEN = 0x18;
const CODE_CUSTOM_FIXED = 0x19;

const FORWARD_TAG = 250;
const LAZY_TAG = 246;
const OBJECT_TAG = 248;
const DOUBLE_ARRAY_TAG = 254;

/** The functions marshalled with `Closures` in this run, and their indices. */
const closureTable: unknown[] = [];
const closureIndex = new Map<unknown, number>();
/** The digest written with each code pointer: 16 bytes drawn once per run. */
const runToken: number[] = Array.from({ length: 16 }, () => Math.floor(Math.random() * 256));

class Writer {
  buf = new Uint8Array(256);
  len = 0;
  private room(n: number): void {
    if (this.len + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.len + n) size *= 2;
    const b = new Uint8Array(size);
    b.set(this.buf.subarray(0, this.len));
    this.buf = b;
  }
  byte(b: number): void {
    this.room(1);
    this.buf[this.len++] = b & 0xff;
  }
  /** `n` bytes of `v`, most significant first. */
  be(v: number, n: number): void {
    this.room(n);
    for (let i = n - 1; i >= 0; i--) this.buf[this.len++] = Math.floor(v / 2 ** (8 * i)) & 0xff;
  }
  code(c: number, v: number, n: number): void {
    this.byte(c);
    this.be(v, n);
  }
}

function isInt(v: number): boolean {
  return (v | 0) === v && !Object.is(v, -0);
}

const scratch = new DataView(new ArrayBuffer(8));

function writeDoubleLittle(w: Writer, x: number): void {
  scratch.setFloat64(0, x, true);
  for (let i = 0; i < 8; i++) w.byte(scratch.getUint8(i));
}

/** The block header: the shortest form OCaml writes, or the longer one that marks the other kind. */
function writeHeader(w: Writer, tag: number, size: number, alternate: boolean): void {
  const short = tag < 16 && size < 8;
  const mid = size < 2 ** 22;
  const form = short ? (alternate ? 1 : 0) : mid ? (alternate ? 2 : 1) : 2;
  if (form === 0) w.byte(PREFIX_SMALL_BLOCK + tag + (size << 4));
  else if (form === 1) w.code(CODE_BLOCK32, size * 1024 + tag, 4);
  else w.code(CODE_BLOCK64, size * 1024 + tag, 8);
}

function writeString(w: Writer, s: string | Uint8Array, alternate: boolean): void {
  const n = s.length;
  const form = (n < 32 ? 0 : n < 256 ? 1 : 2) + (alternate ? 1 : 0);
  if (form === 0) w.byte(PREFIX_SMALL_STRING + n);
  else if (form === 1) w.code(CODE_STRING8, n, 1);
  else if (form === 2) w.code(CODE_STRING32, n, 4);
  else w.code(CODE_STRING64, n, 8);
  if (typeof s === "string") for (let i = 0; i < n; i++) w.byte(s.charCodeAt(i));
  else for (let i = 0; i < n; i++) w.byte(s[i]!);
}

function writeDoubles(w: Writer, xs: number[], alternate: boolean): void {
  const n = xs.length;
  const form = (n < 256 ? 0 : 1) + (alternate ? 1 : 0);
  if (form === 0) w.code(CODE_DOUBLE_ARRAY8_LITTLE, n, 1);
  else if (form === 1) w.code(CODE_DOUBLE_ARRAY32_LITTLE, n, 4);
  else w.code(CODE_DOUBLE_ARRAY64_LITTLE, n, 8);
  for (const x of xs) writeDoubleLittle(w, x);
}

interface Flags {
  sharing: boolean;
  closures: boolean;
  compat32: boolean;
}

function readFlags(l: Value): Flags {
  const f: Flags = { sharing: true, closures: false, compat32: false };
  while (isBlock(l)) {
    const c = l._0 as number;
    if (c === 0) f.sharing = false;
    else if (c === 1) f.closures = true;
    else if (c === 2) f.compat32 = true;
    l = l._1;
  }
  return f;
}

/** The fields of a block, in order. */
function fieldsOf(b: Block): Value[] {
  const xs: Value[] = [];
  for (let i = 0; ; i++) {
    const x = b[fieldName(i)];
    if (x === undefined) return xs;
    xs.push(x);
  }
}

/** The data of `v` (without the header), its number of objects and sizes in words. */
function extern(v: Value, flags: Flags): { data: Writer; objects: number; size32: number; size64: number } {
  const w = new Writer();
  const seen = new Map<unknown, number>();
  let objects = 0;
  let size32 = 0;
  let size64 = 0;
  const record = (key: unknown): void => {
    if (flags.sharing && key !== undefined) seen.set(key, objects);
    objects++;
  };
  const stack: Value[] = [v];
  while (stack.length > 0) {
    let x = stack.pop();
    // a forced lazy value is written as its value, as OCaml short-circuits a forward block
    while (isBlock(x) && x.t === FORWARD_TAG) {
      const f = x._0;
      const keep = typeof f === "number" ? !isInt(f) : isBlock(f) && (f.t === FORWARD_TAG || f.t === LAZY_TAG);
      if (keep) break;
      x = f;
    }
    if (typeof x === "number") {
      if (isInt(x)) {
        if (flags.compat32 && (x >= 2 ** 30 || x < -(2 ** 30))) caml_failwith("output_value: integer cannot be read back on 32-bit platform");
        if (x >= 0 && x < 64) w.byte(PREFIX_SMALL_INT + x);
        else if (x >= -128 && x < 128) w.code(CODE_INT8, x & 0xff, 1);
        else if (x >= -32768 && x < 32768) w.code(CODE_INT16, x & 0xffff, 2);
        else w.code(CODE_INT32, x >>> 0, 4);
      } else {
        w.byte(CODE_DOUBLE_LITTLE);
        writeDoubleLittle(w, x);
        size32 += 3;
        size64 += 2;
        record(undefined);
      }
      continue;
    }
    if (flags.sharing && (typeof x === "object" || typeof x === "function" || typeof x === "string") && x !== null) {
      const at = seen.get(x);
      if (at !== undefined) {
        const d = objects - at;
        if (d < 0x100) w.code(CODE_SHARED8, d, 1);
        else if (d < 0x10000) w.code(CODE_SHARED16, d, 2);
        else w.code(CODE_SHARED32, d, 4);
        continue;
      }
    }
    if (typeof x === "string" || x instanceof Uint8Array) {
      writeString(w, x, typeof x !== "string");
      size32 += 1 + Math.floor((x.length + 4) / 4);
      size64 += 1 + Math.floor((x.length + 8) / 8);
      record(x);
    } else if (typeof x === "bigint") {
      w.byte(CODE_CUSTOM_FIXED);
      w.byte(0x5f); // "_j\0"
      w.byte(0x6a);
      w.byte(0);
      const u = BigInt.asUintN(64, x);
      w.be(Number(u >> 32n), 4);
      w.be(Number(u & 0xffffffffn), 4);
      size32 += 4;
      size64 += 3;
      record(undefined);
    } else if (typeof x === "function") {
      if (!flags.closures) caml_invalid_argument("output_value: functional value");
      let i = closureIndex.get(x);
      if (i === undefined) {
        i = closureTable.length;
        closureTable.push(x);
        closureIndex.set(x, i);
      }
      w.code(CODE_CODEPOINTER, i, 4);
      for (const b of runToken) w.byte(b);
      size32 += 2;
      size64 += 2;
      record(x);
    } else if (Array.isArray(x)) {
      const tag = x[0] as number;
      const n = x.length - 1;
      if (tag === DOUBLE_ARRAY_TAG && n > 0) {
        writeDoubles(w, x.slice(1) as number[], false);
        size32 += 1 + 2 * n;
        size64 += 1 + n;
        record(x);
      } else {
        writeHeader(w, tag, n, n > 0);
        if (n > 0) {
          size32 += 1 + n;
          size64 += 1 + n;
          record(x);
          for (let i = n; i >= 1; i--) stack.push(x[i]);
        }
      }
    } else if (isBlock(x)) {
      const fields = fieldsOf(x);
      const n = fields.length;
      if (x.t === DOUBLE_ARRAY_TAG && n > 0) {
        writeDoubles(w, fields as number[], true);
        size32 += 1 + 2 * n;
        size64 += 1 + n;
        record(x);
      } else {
        writeHeader(w, x.t, n, n === 0);
        if (n > 0) {
          size32 += 1 + n;
          size64 += 1 + n;
          record(x);
          for (let i = n - 1; i >= 0; i--) stack.push(fields[i]);
        }
      }
    } else {
      caml_failwith("output_value: abstract value (Custom)");
    }
  }
  return { data: w, objects: flags.sharing ? objects : 0, size32, size64 };
}

/** The whole serialised form of `v` (header and data) as bytes. */
function marshal(v: Value, flagList: Value): Uint8Array {
  const { data, objects, size32, size64 } = extern(v, readFlags(flagList));
  const w = new Writer();
  w.be(MAGIC_SMALL, 4);
  w.be(data.len, 4);
  w.be(objects, 4);
  w.be(size32, 4);
  w.be(size64, 4);
  const out = new Uint8Array(HEADER_SIZE + data.len);
  out.set(w.buf.subarray(0, HEADER_SIZE));
  out.set(data.buf.subarray(0, data.len), HEADER_SIZE);
  return out;
}

function bytesToString(b: Uint8Array): string {
  let s = "";
  for (let i = 0; i < b.length; i += 8192) s += String.fromCharCode(...b.subarray(i, i + 8192));
  return s;
}

export function caml_output_value_to_string(v: Value, flags: Value): string {
  return bytesToString(marshal(v, flags));
}

export function caml_output_value_to_bytes(v: Value, flags: Value): Uint8Array {
  return marshal(v, flags);
}

/** Writes into `buf` at `ofs`, within `len` bytes; returns the length written. */
export function caml_output_value_to_buffer(buf: Uint8Array, ofs: number, len: number, v: Value, flags: Value): number {
  const m = marshal(v, flags);
  if (m.length > len) caml_failwith("Marshal.to_buffer: buffer overflow");
  buf.set(m, ofs);
  return m.length;
}

export function caml_output_value(ch: Value, v: Value, flags: Value): number {
  const s = caml_output_value_to_string(v, flags);
  caml_ml_output(ch as Parameters<typeof caml_ml_output>[0], s, 0, s.length);
  return 0;
}

/** Reads bytes from a string or bytes alike. */
type Source = (i: number) => number;

function sourceOf(s: string | Uint8Array): Source {
  return typeof s === "string" ? (i) => s.charCodeAt(i) & 0xff : (i) => s[i]!;
}

function readBE(get: Source, at: number, n: number): number {
  let v = 0;
  for (let i = 0; i < n; i++) v = v * 256 + get(at + i);
  return v;
}

function checkMagic(get: Source, ofs: number, who: string): void {
  if (readBE(get, ofs, 4) !== MAGIC_SMALL) caml_failwith(`${who}: bad object`);
}

/** `Marshal.data_size`: the length of the data after the header at `ofs`. */
export function caml_marshal_data_size(buf: Uint8Array | string, ofs: number): number {
  const get = sourceOf(buf);
  if (ofs < 0 || ofs + HEADER_SIZE > buf.length) caml_invalid_argument("Marshal.data_size");
  checkMagic(get, ofs, "Marshal.data_size");
  return readBE(get, ofs + 4, 4);
}

/** A frame of the reader: a block or array being filled, and the next field to fill. */
interface Frame {
  dest: Block | unknown[];
  next: number;
  size: number;
  array: boolean;
}

function intern(get: Source, ofs: number, end: number, who: string): Value {
  if (ofs + HEADER_SIZE > end) caml_failwith(`${who}: truncated object`);
  checkMagic(get, ofs, who);
  const len = readBE(get, ofs + 4, 4);
  let p = ofs + HEADER_SIZE;
  if (p + len > end) caml_failwith(`${who}: truncated object`);
  const table: Value[] = [];
  const stack: Frame[] = [];
  let result: Value = 0;
  const u = (n: number): number => {
    const v = readBE(get, p, n);
    p += n;
    return v;
  };
  const s = (n: number): number => {
    const v = u(n);
    return v >= 2 ** (8 * n - 1) ? v - 2 ** (8 * n) : v;
  };
  const double = (little: boolean): number => {
    for (let i = 0; i < 8; i++) scratch.setUint8(little ? i : 7 - i, get(p + i));
    p += 8;
    return scratch.getFloat64(0, true);
  };
  const doubles = (n: number, little: boolean): number[] => {
    const xs: number[] = [];
    for (let i = 0; i < n; i++) xs.push(double(little));
    return xs;
  };
  const chars = (n: number, bytes: boolean): string | Uint8Array => {
    if (bytes) {
      const b = new Uint8Array(n);
      for (let i = 0; i < n; i++) b[i] = get(p + i);
      p += n;
      return b;
    }
    let str = "";
    for (let i = 0; i < n; i++) str += String.fromCharCode(get(p + i));
    p += n;
    return str;
  };
  /** A block of `size` fields: an object, or an array when `array`. */
  const block = (tag: number, size: number, array: boolean): Value => {
    let b: Block | unknown[];
    if (array) {
      b = [tag];
      for (let i = 0; i < size; i++) b.push(0);
    } else {
      b = { t: tag };
      for (let i = 0; i < size; i++) b[fieldName(i)] = 0;
    }
    if (size === 0) return b;
    table.push(b);
    stack.push({ dest: b, next: 0, size, array });
    return b;
  };
  const floatBlock = (xs: number[], record: boolean): Value => {
    let v: Value;
    if (record) {
      const b: Block = { t: DOUBLE_ARRAY_TAG };
      xs.forEach((x, i) => (b[fieldName(i)] = x));
      v = b;
    } else v = [DOUBLE_ARRAY_TAG, ...xs];
    table.push(v);
    return v;
  };
  const custom = (code: number): Value => {
    let id = "";
    for (;;) {
      const c = get(p++);
      if (c === 0) break;
      id += String.fromCharCode(c);
    }
    if (code === CODE_CUSTOM_LEN) p += 12;
    let v: Value;
    if (id === "_j") {
      const hi = u(4);
      const lo = u(4);
      v = BigInt.asIntN(64, (BigInt(hi) << 32n) | BigInt(lo));
    } else if (id === "_i") v = s(4);
    else if (id === "_n") {
      const k = u(1);
      if (k === 1) v = s(4);
      else {
        const hi = u(4);
        const lo = u(4);
        v = Number(BigInt.asIntN(32, (BigInt(hi) << 32n) | BigInt(lo)));
      }
    } else return caml_failwith(`input_value: unknown custom block identifier`);
    table.push(v);
    return v;
  };
  const item = (): Value => {
    const c = get(p++);
    if (c >= PREFIX_SMALL_BLOCK) {
      const tag = c & 0xf;
      const size = (c >> 4) & 7;
      return block(tag, size, size === 0);
    }
    if (c >= PREFIX_SMALL_INT) return c & 0x3f;
    if (c >= PREFIX_SMALL_STRING) {
      const v = chars(c & 0x1f, false);
      table.push(v);
      return v;
    }
    switch (c) {
      case CODE_INT8:
        return s(1);
      case CODE_INT16:
        return s(2);
      case CODE_INT32:
        return s(4);
      case CODE_INT64: {
        const hi = u(4);
        const lo = u(4);
        return Number(BigInt.asIntN(32, (BigInt(hi) << 32n) | BigInt(lo)));
      }
      case CODE_SHARED8:
      case CODE_SHARED16:
      case CODE_SHARED32:
      case CODE_SHARED64: {
        const d = c === CODE_SHARED8 ? u(1) : c === CODE_SHARED16 ? u(2) : c === CODE_SHARED32 ? u(4) : u(8);
        return table[table.length - d];
      }
      case CODE_BLOCK32:
      case CODE_BLOCK64: {
        const h = c === CODE_BLOCK32 ? u(4) : u(8);
        const tag = h % 256;
        const size = Math.floor(h / 1024);
        const longer = c === CODE_BLOCK32 ? tag < 16 && size < 8 : size < 2 ** 22;
        return block(tag, size, size === 0 ? !longer : longer);
      }
      case CODE_STRING8:
      case CODE_STRING32:
      case CODE_STRING64: {
        const n = c === CODE_STRING8 ? u(1) : c === CODE_STRING32 ? u(4) : u(8);
        const shortest = n < 32 ? -1 : n < 256 ? CODE_STRING8 : CODE_STRING32;
        const v = chars(n, c !== shortest);
        table.push(v);
        return v;
      }
      case CODE_DOUBLE_BIG:
      case CODE_DOUBLE_LITTLE: {
        const v = double(c === CODE_DOUBLE_LITTLE);
        table.push(v);
        return v;
      }
      case CODE_DOUBLE_ARRAY8_BIG:
      case CODE_DOUBLE_ARRAY8_LITTLE:
        return floatBlock(doubles(u(1), c === CODE_DOUBLE_ARRAY8_LITTLE), false);
      case CODE_DOUBLE_ARRAY32_BIG:
      case CODE_DOUBLE_ARRAY32_LITTLE: {
        const n = u(4);
        return floatBlock(doubles(n, c === CODE_DOUBLE_ARRAY32_LITTLE), n < 256);
      }
      case CODE_DOUBLE_ARRAY64_BIG:
      case CODE_DOUBLE_ARRAY64_LITTLE: {
        const n = u(8);
        return floatBlock(doubles(n, c === CODE_DOUBLE_ARRAY64_LITTLE), true);
      }
      case CODE_CODEPOINTER: {
        const i = u(4);
        let same = true;
        let digest = "";
        for (let k = 0; k < 16; k++) {
          const b = get(p + k);
          if (b !== runToken[k]) same = false;
          digest += b.toString(16).padStart(2, "0");
        }
        p += 16;
        if (!same || i >= closureTable.length) caml_failwith(`input_value: unknown code module ${digest}`);
        const f = closureTable[i];
        table.push(f);
        return f;
      }
      case CODE_CUSTOM:
      case CODE_CUSTOM_LEN:
      case CODE_CUSTOM_FIXED:
        return custom(c);
      default:
        return caml_failwith("input_value: ill-formed message");
    }
  };
  result = item();
  while (stack.length > 0) {
    const f = stack[stack.length - 1]!;
    if (f.next === f.size) {
      stack.pop();
      // an object (an exception's constructor) read back is a new one, with a fresh id
      if (!f.array && (f.dest as Block).t === OBJECT_TAG && f.size >= 2) (f.dest as Block)._1 = caml_fresh_oo_id(0);
      continue;
    }
    // the field's index is taken before reading the item, which may push its own frame
    const i = f.next++;
    const v = item();
    if (f.array) (f.dest as unknown[])[i + 1] = v;
    else (f.dest as Block)[fieldName(i)] = v;
  }
  return result;
}

export function caml_input_value_from_string(s: string, ofs: number): Value {
  return intern(sourceOf(s), ofs, s.length, "input_value");
}

export function caml_input_value_from_bytes(b: Uint8Array, ofs: number): Value {
  return intern(sourceOf(b), ofs, b.length, "input_value");
}

/** Reads `n` bytes of the channel into `b` at `ofs`; returns how many it could. */
function readFully(ch: Value, b: Uint8Array, ofs: number, n: number): number {
  let got = 0;
  while (got < n) {
    const r = caml_ml_input(ch as Parameters<typeof caml_ml_input>[0], b, ofs + got, n - got);
    if (r === 0) break;
    got += r;
  }
  return got;
}

export function caml_input_value(ch: Value): Value {
  const header = new Uint8Array(HEADER_SIZE);
  const r = readFully(ch, header, 0, HEADER_SIZE);
  if (r === 0) caml_raise_end_of_file();
  if (r < HEADER_SIZE) caml_failwith("input_value: truncated object");
  checkMagic(sourceOf(header), 0, "input_value");
  const len = readBE(sourceOf(header), 4, 4);
  const all = new Uint8Array(HEADER_SIZE + len);
  all.set(header);
  if (readFully(ch, all, HEADER_SIZE, len) < len) caml_failwith("input_value: truncated object");
  return caml_input_value_from_bytes(all, 0);
}
