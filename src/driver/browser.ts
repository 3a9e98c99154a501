// The package's entry point for browsers (the \`browser\` condition of its exports): the library
// API (api.ts), to which the host hands the standard library's compiled units, one optimisation
// level at a time, as the file the package carries for it (\`flambe/library/O1.bin\`: a
// bundler imports its bytes, or the page fetches it), or that file decompressed whole (its text,
// one character per byte: decoded with \`TextDecoder("latin1")\`). A compilation at a level not handed
// over compiles the library from its sources first (seconds).
import { setPrebuiltLibrary } from "./compile.js";
import { levelFileMembers } from "./library_file.js";
import type { OptimisationLevel } from "./options.js";
import { readLevel, type PrebuiltLevel } from "./prebuilt_library.js";

export * from "./api.js";

const levels = new Map<OptimisationLevel, PrebuiltLevel | undefined>();

/**
 * Hands over the library compiled at \`level\`: the bytes of \`flambe/library/LEVEL.bin\`
 * (decompressed with the platform's \`DecompressionStream\`, its members all at once: a
 * compilation cannot wait for one), or their text once decompressed.
 */
export async function provideLibraryLevel(level: OptimisationLevel, file: Uint8Array | ArrayBuffer | string): Promise<void> {
  let text: string;
  if (typeof file === "string") text = file;
  else {
    const members = levelFileMembers(file instanceof Uint8Array ? file : new Uint8Array(file));
    if (members === undefined) throw new Error(`the library file for ${level} is damaged`);
    text = (await Promise.all(members.map(gunzipText))).join("");
  }
  levels.set(level, readLevel(text));
  // (Also forgets what was read for a level before it was provided.)
  setPrebuiltLibrary((l) => levels.get(l));
}

/** A member's data as text, one character per byte (`latin1` is windows-1252, the same but in U+0080-U+009F, which a level never holds). */
async function gunzipText(bytes: Uint8Array): Promise<string> {
  // (A file's bytes are never in a SharedArrayBuffer, which the DOM's typing of a Blob's parts excludes.)
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new TextDecoder("latin1").decode(await new Response(stream).arrayBuffer());
}
