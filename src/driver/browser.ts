// The package's entry point for browsers (the \`browser\` condition of its exports): the library
// API (api.ts), to which the host hands the standard library's compiled units, one optimisation
// level at a time, as the text the package carries for it (\`flambe/library/O1.txt\`: a bundler
// imports it as text, or the page fetches it). A compilation at a level not handed over compiles
// the library from its sources first (seconds).
import { setPrebuiltLibrary } from "./compile.js";
import type { OptimisationLevel } from "./options.js";

export * from "./api.js";

const levels = new Map<OptimisationLevel, string>();

/** Hands over the library compiled at \`level\` (the text of \`flambe/library/LEVEL.txt\`). */
export function provideLibraryLevel(level: OptimisationLevel, text: string): void {
  levels.set(level, text);
  // (Also forgets what was read for a level before it was provided.)
  setPrebuiltLibrary((l) => levels.get(l));
}
