// The program and its options in the page's address, so that a link shares them:
// `#code=<the source's UTF-8 bytes in base64url>&level=O3&flags=<the flags, URI-encoded>`.
import type { Level } from "./protocol.js";

export interface PageState {
  readonly source: string;
  readonly level: Level;
  readonly flags: string;
}

const levels: readonly Level[] = ["O0", "Oclassic", "O1", "O2", "O3"];

export function encodeBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Undefined when `code` is not base64url of UTF-8 text. */
export function decodeBase64Url(code: string): string | undefined {
  try {
    const binary = atob(code.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

export function stateToHash(s: PageState): string {
  const parts = [`code=${encodeBase64Url(s.source)}`];
  if (s.level !== "O1") parts.push(`level=${s.level}`);
  if (s.flags.trim() !== "") parts.push(`flags=${encodeURIComponent(s.flags.trim())}`);
  return `#${parts.join("&")}`;
}

/** What the address gives (the fields it has). */
export function stateFromHash(hash: string): Partial<PageState> {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const out: { -readonly [K in keyof PageState]?: PageState[K] } = {};
  const code = params.get("code");
  if (code !== null) {
    const source = decodeBase64Url(code);
    if (source !== undefined) out.source = source;
  }
  const level = params.get("level");
  if (level !== null && (levels as readonly string[]).includes(level)) out.level = level as Level;
  const flags = params.get("flags");
  if (flags !== null) out.flags = flags;
  return out;
}
