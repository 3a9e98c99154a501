/**
 * MD5 (RFC 1321) for `Digest`: `caml_md5_string` and `caml_md5_chan` return the 16-byte digest
 * as a byte string.
 */
import { caml_raise_end_of_file } from "./exceptions.js";
import { caml_ml_input, type Channel } from "./io.js";
import { arrayOfByteString, byteStringOfArray } from "./strings.js";

// Per-round left rotations and the sine-derived constants of the algorithm.
const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
const K = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) | 0);

function md5Bytes(data: Uint8Array): Uint8Array {
  const bitLength = BigInt(data.length) * 8n;
  const padded = new Uint8Array((((data.length + 8) >> 6) + 1) * 64);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setBigUint64(padded.length - 8, bitLength, true);
  let a0 = 0x67452301;
  let b0 = 0xefcdab89 | 0;
  let c0 = 0x98badcfe | 0;
  let d0 = 0x10325476;
  const m = new Int32Array(16);
  for (let block = 0; block < padded.length; block += 64) {
    for (let i = 0; i < 16; i++) m[i] = view.getInt32(block + 4 * i, true);
    let a = a0;
    let b = b0;
    let c = c0;
    let d = d0;
    for (let i = 0; i < 64; i++) {
      let f: number;
      let g: number;
      const round = i >> 4;
      if (round === 0) {
        f = (b & c) | (~b & d);
        g = i;
      } else if (round === 1) {
        f = (d & b) | (~d & c);
        g = (5 * i + 1) & 15;
      } else if (round === 2) {
        f = b ^ c ^ d;
        g = (3 * i + 5) & 15;
      } else {
        f = c ^ (b | ~d);
        g = (7 * i) & 15;
      }
      const s = SHIFTS[round * 4 + (i & 3)]!;
      const sum = (a + f + K[i]! + m[g]!) | 0;
      a = d;
      d = c;
      c = b;
      b = (b + ((sum << s) | (sum >>> (32 - s)))) | 0;
    }
    a0 = (a0 + a) | 0;
    b0 = (b0 + b) | 0;
    c0 = (c0 + c) | 0;
    d0 = (d0 + d) | 0;
  }
  const out = new Uint8Array(16);
  const ov = new DataView(out.buffer);
  ov.setInt32(0, a0, true);
  ov.setInt32(4, b0, true);
  ov.setInt32(8, c0, true);
  ov.setInt32(12, d0, true);
  return out;
}

export function caml_md5_string(s: string, ofs: number, len: number): string {
  return byteStringOfArray(md5Bytes(arrayOfByteString(s.slice(ofs, ofs + len))));
}

export function caml_md5_bytes(b: Uint8Array, ofs: number, len: number): string {
  return byteStringOfArray(md5Bytes(b.slice(ofs, ofs + len)));
}

/** Digests `len` bytes of a channel (all the rest when `len` is negative). */
export function caml_md5_chan(ch: Channel, len: number): string {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const buf = new Uint8Array(4096);
  while (len < 0 || total < len) {
    const want = len < 0 ? buf.length : Math.min(buf.length, len - total);
    const n = caml_ml_input(ch, buf, 0, want);
    if (n === 0) {
      if (len >= 0) caml_raise_end_of_file();
      break;
    }
    chunks.push(buf.slice(0, n));
    total += n;
  }
  const all = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.length;
  }
  return byteStringOfArray(md5Bytes(all));
}
