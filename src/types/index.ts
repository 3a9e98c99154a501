// The typing environment of Flambda 2 (the abstract domain of the simplifier): the interface
// the simplifier uses. It builds types with the constructors, updates the environment with
// definitions, equations, extensions, meet and join, and asks questions through the provers;
// it never inspects a type's structure itself.
export {
  maxSetSize,
  top,
  bottom,
  alias,
  aliasOfConst,
  nakedNumbers,
  taggedImmediates,
  immediateCases,
  anyImmediate,
  anyBlock,
  fullBlock,
  partialBlock,
  blockWithTags,
  variant,
  anyShape,
  closures,
  stringOfLength,
  constantString,
  boxedNumber,
  typeOfConst,
  isBottom,
  isTop,
  type Type,
  type TopType,
  type BottomType,
  type AliasType,
  type NakedNumbersType,
  type VariantType,
  type ImmediateCase,
  type BlockCase,
  type BlockShape,
  type ClosuresType,
  type FunctionInfo,
  type StringType,
  type BoxedNumberType,
} from "./type_grammar.js";

export {
  emptyExtension,
  extension,
  isEmptyExtension,
  conjoinExtensions,
  type TypingEnvExtension,
  type Equation,
  type Existential,
} from "./typing_env_extension.js";

export {
  createEnv,
  enterClosedScope,
  isBottomEnv,
  makeBottom,
  isDefined,
  isInScope,
  canonicalOf,
  concreteTypeOf,
  storedTypeOf,
  kindOfName,
  extensionSince,
  changesSince,
  type TypingEnv,
  type Changes,
} from "./typing_env.js";

export {
  meet,
  addEquation,
  addEquationOnSimple,
  addAlias,
  addExtension,
  defineVariable,
  defineSymbol,
  type MeetResult,
} from "./meet.js";

export { join, joinTypesInEnv, maxJoinExpansionDepth } from "./join.js";
export { recordGetTag, recordIsInt, type Relation } from "./relations.js";
export { makeFunctionSummary, instantiateSummary, type FunctionSummary } from "./function_summary.js";
export { restrictType, restrictToEnv, renameType, defaultExpansionDepth } from "./type_traversal.js";
export { lessOrEqual } from "./less_or_equal.js";

export {
  proveConstant,
  proveTaggedImmediates,
  proveNakedNumbers,
  proveIsInt,
  proveTags,
  proveUniqueTagAndSize,
  proveBlockField,
  blockFieldType,
  proveFunctionCode,
  proveFunctionSlot,
  valueSlotType,
  proveValueSlot,
  proveProjectedClosure,
  proveString,
  proveEqual,
  isSwitchArmReachable,
  canonicalSimple,
  type Proof,
} from "./provers.js";

export { printType, printSimple, printConst, printExtension, printEnv, printBinding, printFunctionSummary } from "./printer.js";
