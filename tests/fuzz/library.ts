// What the fuzzer needs of the compiler, as one object: the built library (`dist/`) for the
// command line, the sources for the tests.
import type { Diagnostic } from "../../src/common/diagnostic.js";
import type { CompileResult, Options, SourceFile } from "../../src/driver/index.js";
import type { FlambdaUnit } from "../../src/flambda/flambda_unit.js";

export interface Library {
  readonly compile: (files: readonly SourceFile[], options: Options) => CompileResult;
  readonly check: (files: readonly SourceFile[], options: Options, what: { printInterfaces: boolean }) => { readonly ok: boolean; readonly diagnostics: readonly Diagnostic[] };
  readonly emitProgram: (units: readonly FlambdaUnit[], options: { sourceMap: boolean; instrument: boolean; file: string }) => { js: string };
  readonly interpretToText: (units: readonly FlambdaUnit[], opts: { stdin?: string; maxSteps?: number }) => { stdout: string; stderr: string; exitCode: number };
  readonly flushAll: () => void;
  readonly defaultOptions: Options;
}

type DriverModule = Pick<typeof import("../../src/driver/index.js"), "compile" | "check" | "defaultOptions">;
type EmitterModule = Pick<typeof import("../../src/to_js/index.js"), "emitProgram">;
type InterpreterModule = Pick<typeof import("../../src/interp/index.js"), "interpretToText">;
type RuntimeModule = Pick<typeof import("../../runtime/index.js"), "caml_flambe_flush_all">;

/** The library made of the compiler's modules (the driver, the emitter, the interpreter, the runtime), wherever they were loaded from. */
export function libraryOf(driver: DriverModule, toJs: EmitterModule, interp: InterpreterModule, runtime: RuntimeModule): Library {
  return {
    compile: driver.compile,
    check: driver.check,
    emitProgram: toJs.emitProgram,
    interpretToText: interp.interpretToText,
    flushAll: runtime.caml_flambe_flush_all,
    defaultOptions: driver.defaultOptions,
  };
}

/** Loads the library from a folder holding `src/` and `runtime/` as modules (the built `dist/`), with the standard library it stores. */
export async function loadLibrary(root: string): Promise<Library> {
  const url = (p: string): string => new URL(p, `file://${root.endsWith("/") ? root : root + "/"}`).href;
  const driver = (await import(url("src/driver/index.js"))) as DriverModule & Pick<typeof import("../../src/driver/index.js"), "setPrebuiltLibrary">;
  // The standard library the build compiled, as the command line reads it.
  const { readLibraryLevel } = (await import(url("src/cli/library_files.js"))) as typeof import("../../src/cli/library_files.js");
  driver.setPrebuiltLibrary(readLibraryLevel);
  return libraryOf(
    driver,
    await import(url("src/to_js/index.js")),
    await import(url("src/interp/index.js")),
    await import(url("runtime/index.js")),
  );
}
