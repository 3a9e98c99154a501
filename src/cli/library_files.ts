// The standard library's units compiled at build time, as the command line reads them: one file
// per optimisation level beside the driver's modules (written by scripts/prebuild-stdlib.mjs;
// `src/driver/library_file.ts` gives its form: one gzip member per unit), of which a compilation
// reads the header when it first links a unit at that level, then decompresses the units it
// links only. A file missing (before the build has compiled the library) makes the driver
// compile the library from source.
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import type { PrebuiltLibrarySource } from "../driver/compile.js";
import { readLevelFile } from "../driver/library_file.js";

/** The library's levels as stored in the folder `dir` (`stdlib_units.LEVEL.bin`). */
export function libraryFilesIn(dir: URL): PrebuiltLibrarySource {
  return (level) => {
    let file: Buffer;
    try {
      file = readFileSync(new URL(`stdlib_units.${level}.bin`, dir));
    } catch {
      return undefined;
    }
    return readLevelFile(file, (member) => gunzipSync(member).toString("latin1"));
  };
}

/** The library's levels beside the compiler's driver. */
export const readLibraryLevel: PrebuiltLibrarySource = libraryFilesIn(new URL("../driver/", import.meta.url));
