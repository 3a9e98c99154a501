// The standard library's units compiled at build time, embedded in the compiler: every level's
// text in one generated module of megabytes, for a host with no files (a browser) and for the
// tests. The driver's entry point (`index.ts`) links them; the command line does not load this
// module but reads the one level it compiles at from the file beside the compiler.
import type { PrebuiltLibrarySource } from "./compile.js";
// (As a namespace: a module generated in an older form, without this export, reads as no texts.)
import * as generated from "./stdlib_units.generated.js";

const levels = (generated as { readonly prebuiltLevels?: Readonly<Record<string, string>> }).prebuiltLevels;

/** The embedded texts, or undefined before the build has compiled the library. */
export const embeddedLibrary: PrebuiltLibrarySource | undefined = levels === undefined ? undefined : (level) => levels[level];
