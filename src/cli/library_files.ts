// The standard library's units compiled at build time, as the command line reads them: one file
// per optimisation level beside the driver's modules (written by scripts/prebuild-stdlib.mjs,
// gzipped: 0.6 MB rather than 6; decompressing takes about 20 ms), read when a compilation first
// links a unit at that level. A file missing (before the build has compiled the library) makes
// the driver compile the library from source.
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import type { OptimisationLevel } from "../driver/options.js";

export function readLibraryLevel(level: OptimisationLevel): string | undefined {
  try {
    return gunzipSync(readFileSync(new URL(`../driver/stdlib_units.${level}.txt.gz`, import.meta.url))).toString("latin1");
  } catch {
    return undefined;
  }
}
