// The compiler as a library call: what the command line and the playground use. No I/O here.
export { check, standardEnvironment, type CheckResult } from "./check.js";
export { renderDiagnostic, type SourceLookup } from "./excerpt.js";
export { defaultOptions, type Options, type OptimisationLevel } from "./options.js";
export { isInterfaceFile, unitNameOfFile, type SourceFile } from "./source_file.js";
export { version } from "./version.js";
export { compile, type CompileResult } from "./compile.js";
export { interpret, type InterpretResult } from "./interpret.js";
export { build, type BuildResult, type BuildDumps, type BuildExtras } from "./build.js";
