// The compiler as a library call: what the command line and the playground use. No I/O here, so
// no standard library compiled at build time either until the host hands it over
// (`setPrebuiltLibrary`: the command line reads the files the build wrote, `src/cli/library_files.ts`;
// without it the library's units are compiled from source, once).
export { check, standardEnvironment, type CheckResult } from "./check.js";
export { renderDiagnostic, type SourceLookup } from "./excerpt.js";
export { defaultOptions, type Options, type OptimisationLevel } from "./options.js";
export { isInterfaceFile, unitNameOfFile, type SourceFile } from "./source_file.js";
export { version } from "./version.js";
export { compile, setPrebuiltLibrary, type CompileResult, type PrebuiltLibrarySource } from "./compile.js";
export { interpret, type InterpretResult } from "./interpret.js";
export { build, type BuildResult, type BuildDumps, type BuildExtras } from "./build.js";

