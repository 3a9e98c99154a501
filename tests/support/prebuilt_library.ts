// The standard library compiled at build time, for the tests that compile in-process through the
// driver: the level files `npm run build` wrote into dist/, read as the command line reads them
// (a setup file of vitest.config.ts, so every test file starts with them). Before a build there
// are none, and the driver compiles the library from source (seconds per level).
import { setPrebuiltLibrary } from "../../src/driver/compile.js";
import { libraryFilesIn } from "../../src/cli/library_files.js";

/** The library's levels as the build stored them. */
export const builtLibrary = libraryFilesIn(new URL("../../dist/src/driver/", import.meta.url));

setPrebuiltLibrary(builtLibrary);
