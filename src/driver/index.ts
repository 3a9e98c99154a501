// The compiler as a library call: what the command line and the playground use. No I/O here.
export { check, standardEnvironment, type CheckResult } from "./check.js";
export { renderDiagnostic, type SourceLookup } from "./excerpt.js";
export { defaultOptions, type Options, type OptimisationLevel } from "./options.js";
export { isInterfaceFile, unitNameOfFile, type SourceFile } from "./source_file.js";
export { version } from "./version.js";
export { compile, setPrebuiltLibrary, type CompileResult, type PrebuiltLibrarySource } from "./compile.js";
export { interpret, type InterpretResult } from "./interpret.js";
export { build, type BuildResult, type BuildDumps, type BuildExtras } from "./build.js";

import { setPrebuiltLibrary } from "./compile.js";
import { embeddedLibrary } from "./embedded_library.js";

// A program compiled through this entry point links the library's units embedded in the
// compiler (the command line, which imports the driver's modules directly, reads files instead).
setPrebuiltLibrary(embeddedLibrary);
