// Symbols that no unit binds: the runtime owns them (runtime/exceptions.ts). The predefined
// exceptions' constructors are such symbols, the same block everywhere, since the runtime raises
// them itself. Simplify knows them as defined from the start of every unit, so that a load of a
// field holding one (`Stdlib.Not_found`) is that symbol.
import { predefExceptions } from "../typing/index.js";
import type { Symbol } from "./names.js";

/** The symbol of a predefined exception's constructor. */
export function predefinedExceptionSymbol(name: string): Symbol {
  return `caml_exn_${name}` as Symbol;
}

/** Every predefined exception's symbol. */
export const predefinedExceptionSymbols: readonly Symbol[] = predefExceptions.map(predefinedExceptionSymbol);
