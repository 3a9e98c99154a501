// The file that stores one level of the prebuilt standard library (`levelText` in
// prebuilt_library.ts): a gzip file of one member per piece of the level's text, the header line
// first, then each unit's JSON, in the order the header lists them. Decompressed whole (by
// `gunzip`, or any reader of gzip that goes on past a member's end), it is the level's text;
// decompressed member by member, it gives a unit without decompressing the others, which is how
// the command line reads it: a program linking a few units decompresses those only.
//
// The file is named `.bin`, not `.gz`: a web server serves a `.gz` file as its content gzipped
// (`Content-Encoding: gzip`, as Vite's development server does), and a browser decodes such a
// body's first member only (Chromium ignores what follows it), which would be the header alone.
//
// Each member carries its own length in its gzip header (an extra field, RFC 1952 2.3.1.1, of
// subfield "FL" holding a 32-bit little-endian byte count), so that a reader finds the members
// without decompressing any. A file whose first member has no such field (a level's text gzipped
// whole, as the file was before) reads as one member.
//
// Gzip itself (compressing, decompressing) is the host's: Node's zlib, or a browser's
// DecompressionStream; this file only cuts and joins bytes.
import { readLevel, readLevelHeader, type PrebuiltLevel } from "./prebuilt_library.js";

const FEXTRA = 0x04;
/** Bytes of the extra field written: XLEN (2), the subfield's id (2) and length (2), the count (4). */
const extraLength = 10;

/**
 * One gzip member holding `gzipped`'s data with its own length recorded: `gzipped` is a member as
 * a gzip compressor writes it, with no extra field (its flags byte has no FEXTRA).
 */
function withLength(gzipped: Uint8Array): Uint8Array {
  if (gzipped[0] !== 0x1f || gzipped[1] !== 0x8b || (gzipped[3]! & FEXTRA) !== 0) throw new Error("library file: not a plain gzip member");
  const out = new Uint8Array(gzipped.length + extraLength);
  out.set(gzipped.subarray(0, 10), 0);
  out[3] = gzipped[3]! | FEXTRA;
  const view = new DataView(out.buffer);
  view.setUint16(10, extraLength - 2, true);
  out[12] = 0x46; // "F"
  out[13] = 0x4c; // "L"
  view.setUint16(14, 4, true);
  view.setUint32(16, out.length, true);
  out.set(gzipped.subarray(10), 10 + extraLength);
  return out;
}

/** The length a member records (`withLength`), or undefined if it records none. */
function recordedLength(file: Uint8Array, at: number): number | undefined {
  if (file.length < at + 10 + extraLength || file[at] !== 0x1f || file[at + 1] !== 0x8b || (file[at + 3]! & FEXTRA) === 0) return undefined;
  if (file[at + 12] !== 0x46 || file[at + 13] !== 0x4c) return undefined;
  const view = new DataView(file.buffer, file.byteOffset + at, 10 + extraLength);
  if (view.getUint16(10, true) !== extraLength - 2 || view.getUint16(14, true) !== 4) return undefined;
  const length = view.getUint32(16, true);
  return length > 10 + extraLength && at + length <= file.length ? length : undefined;
}

/**
 * The file storing a level's text (`levelText`), each piece compressed by `gzip` (a whole gzip
 * file of one member, with no extra field in its header, as Node's zlib and the usual tools
 * write). Its characters must all be below 256 (`levelText` makes sure): one byte each.
 */
export function levelFile(text: string, gzip: (bytes: Uint8Array) => Uint8Array): Uint8Array {
  const end = text.indexOf("\n") + 1;
  const header = readLevelHeader(text.slice(0, end));
  if (end === 0 || header === undefined) throw new Error("library file: not a level's text");
  const bytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
  const members = [withLength(gzip(bytes(text.slice(0, end))))];
  for (const e of Object.values(header.units)) members.push(withLength(gzip(bytes(text.slice(end + e.start, end + e.start + e.length)))));
  const out = new Uint8Array(members.reduce((n, m) => n + m.length, 0));
  let at = 0;
  for (const m of members) {
    out.set(m, at);
    at += m.length;
  }
  return out;
}

/**
 * The members of a level's file, in order (one if the file records no lengths), or undefined if
 * the lengths recorded do not cover the file exactly.
 */
export function levelFileMembers(file: Uint8Array): Uint8Array[] | undefined {
  if (recordedLength(file, 0) === undefined) return [file];
  const members: Uint8Array[] = [];
  let at = 0;
  while (at < file.length) {
    const length = recordedLength(file, at);
    if (length === undefined) return undefined;
    members.push(file.subarray(at, at + length));
    at += length;
  }
  return members;
}

/**
 * A level read from its file, decompressing its header now and each unit when first asked for
 * (`gunzip`: a member's data as text, one character per byte); undefined if the file is not a
 * level's (damaged, or another file). A unit whose member is damaged throws when read.
 */
export function readLevelFile(file: Uint8Array, gunzip: (member: Uint8Array) => string): PrebuiltLevel | undefined {
  const members = levelFileMembers(file);
  if (members === undefined) return undefined;
  let first: string;
  try {
    first = gunzip(members[0]!);
  } catch {
    return undefined;
  }
  if (members.length === 1) return readLevel(first);
  const header = readLevelHeader(first);
  if (header === undefined || Object.keys(header.units).length !== members.length - 1) return undefined;
  const index = new Map(Object.keys(header.units).map((name, i) => [name, i + 1]));
  return {
    sourcesDigest: header.sourcesDigest,
    dictionary: header.dictionary,
    unitNames: [...index.keys()],
    unit(name) {
      const i = index.get(name);
      if (i === undefined) return undefined;
      const e = header.units[name]!;
      let json: string | undefined;
      return {
        requiredUnits: e.requiredUnits,
        nextName: e.nextName,
        tagged: e.tagged,
        get json(): string {
          if (json === undefined) {
            json = gunzip(members[i]!);
            if (json.length !== e.length) throw new Error(`the prebuilt library's unit ${name} is damaged`);
          }
          return json;
        },
      };
    },
  };
}
