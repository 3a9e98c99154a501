// The package's entry point for browsers (the \`browser\` condition of its exports): the library
// API (api.ts), to which the host hands the standard library's compiled units, one optimisation
// level at a time, as the file the package carries for it (\`flambe/library/O1.txt.gz\`, gzipped
// text: a bundler imports its bytes, or the page fetches it), or that file's text. A compilation
// at a level not handed over compiles the library from its sources first (seconds).
import { setPrebuiltLibrary } from "./compile.js";
import type { OptimisationLevel } from "./options.js";

export * from "./api.js";

const levels = new Map<OptimisationLevel, string>();

/**
 * Hands over the library compiled at \`level\`: the bytes of \`flambe/library/LEVEL.txt.gz\`
 * (decompressed with the platform's \`DecompressionStream\`), or their text once decompressed.
 */
export async function provideLibraryLevel(level: OptimisationLevel, file: Uint8Array | ArrayBuffer | string): Promise<void> {
  provideLibraryText(level, typeof file === "string" ? file : await gunzipText(file));
}

async function gunzipText(bytes: Uint8Array | ArrayBuffer): Promise<string> {
  // (A file's bytes are never in a SharedArrayBuffer, which the DOM's typing of a Blob's parts excludes.)
  const stream = new Blob([bytes as ArrayBuffer | Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Response(stream).text();
}

function provideLibraryText(level: OptimisationLevel, text: string): void {
  levels.set(level, text);
  // (Also forgets what was read for a level before it was provided.)
  setPrebuiltLibrary((l) => levels.get(l));
}
