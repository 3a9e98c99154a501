// The Flambda IR: names, kinds, simples, primitives, terms, code, sets of closures, static
// constants and units; their text form (printer and parser), alpha-equivalence and the
// invariant checker.
export * from "./names.js";
export * from "./kinds.js";
export * from "./simple.js";
export * from "./debuginfo.js";
export * from "./primitives.js";
export * from "./set_of_closures.js";
export * from "./code.js";
export * from "./static_const.js";
export * from "./named.js";
export * from "./bound_pattern.js";
export * from "./expr.js";
export * from "./size.js";
export * from "./flambda_unit.js";
export { someExpr, forEachExpr, simplesOfNamed, simplesOfNode, type WalkOptions } from "./walk.js";
export { rebuildAround, rebuildTerm, type RebuildStep } from "./rebuild.js";
export { printExpr, printUnit, printCode, printNamed, printPrimitive, printSimple, printConst } from "./printer.js";
export { parseExpr, parseUnit } from "./parser.js";
export { alphaEquivalent, alphaEquivalentUnits, type AlphaOptions } from "./alpha_equivalent.js";
export { checkUnit, checkExpr, type CheckOptions, type ExprCheckEnv } from "./checker.js";
export { predefinedExceptionSymbol, predefinedExceptionSymbols } from "./runtime_symbols.js";
