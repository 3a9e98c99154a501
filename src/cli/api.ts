// The package's entry point under Node (\`import { build, check, compile } from "flambe"\`): the
// library API (src/driver/api.ts) with the standard library's units read from the files beside
// the compiler, one optimisation level at a time, when a compilation first needs it.
import { setPrebuiltLibrary } from "../driver/compile.js";
import { readLibraryLevel } from "./library_files.js";

setPrebuiltLibrary(readLibraryLevel);

export * from "../driver/api.js";
