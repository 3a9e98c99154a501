// The typing environment of Flambda 2 (the abstract domain of the simplifier): the interface
// the simplifier uses. It builds types with the constructors, updates the environment with
// definitions, equations, extensions, meet and join, and asks questions through the provers;
// it never inspects a type's structure itself.
//
// How the simplifier is expected to use it (all values are immutable; every update returns a
// new environment and leaves the old one valid, so keeping the environment of a `Let_cont` to
// join at its handler costs nothing):
//
// - `let x = prim args`: `defineVariable(env, x, kind, type)` with what the primitive's result
//   is known to be: `alias(s)` for a simple, `fullBlock(tag, args as aliases)` for an
//   allocation, `closures({...})` for a set of closures. A projection `let y = field i x`
//   defines y, then `addEquation(env, x, partialBlock(tag, [⊤, …, =y]))` (before that, ask
//   `proveBlockField(env, x, i)`: if it answers a simple, the load is that simple).
// - `t = get_tag x` / `i = is_int x` / `c = (x < 10)`: define the number, then `recordGetTag` / `recordIsInt` / `recordIntComparison`.
// - A switch arm on `s` for value `n`: `isSwitchArmReachable` to drop dead arms, then
//   `addEquationOnSimple(env, s, alias(constant n))` in the arm. An environment that comes
//   back Bottom (`isBottomEnv`) means the code is unreachable.
// - A continuation's handler: define its parameters in each use's environment with the
//   equations `param : =arg`, then `join(envAtLetCont, useEnvs, params)`.
// - Entering a function body: `enterClosedScope(env)` (the outer variables stay known to the
//   types but the program can no longer refer to them), define the parameters. What the body
//   returns at each return, `typeAtReturn`, joined by `summaryOfReturns`, is the function's
//   summary, the relation between its parameters and its result (`makeFunctionSummary` makes
//   one from the environment at a single return); at a call, `instantiateSummary`.
// - Alias rebinding: `canonicalSimple(env, s)` is the simple to use in place of s.
//
// Names must be unique in a compilation unit (the environment relies on it); names the
// environment does not know (e.g. other units' symbols) are ⊤ and equations on them ignored.
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
  fieldKindOfTag,
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
  kindOfSimple,
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
export { recordGetTag, recordIntComparison, recordIsInt, holdsComparison, type ConstComparison, type Relation } from "./relations.js";
export {
  findCommonSubexpression,
  recordCommonSubexpression,
  findOffset,
  recordOffset,
  joinedSubexpressions,
  recordJoinedSubexpression,
  type CseScope,
  type JoinedSubexpression,
} from "./cse.js";
export {
  makeFunctionSummary,
  instantiateSummary,
  summarisedResult,
  summaryOfReturns,
  typeAtReturn,
  type FunctionSummary,
} from "./function_summary.js";
export { restrictType, restrictToEnv, renameType, defaultExpansionDepth } from "./type_traversal.js";
export { lessOrEqual } from "./less_or_equal.js";
export { checkInvariants } from "./invariants.js";

export {
  proveConstant,
  valueOfSimple,
  proveTaggedImmediates,
  proveNakedNumbers,
  proveIsInt,
  proveTags,
  proveUniqueTagAndSize,
  proveBlockField,
  proveKnownBlock,
  blockFieldType,
  proveFunctionCode,
  proveFunctionSlot,
  valueSlotType,
  proveValueSlot,
  proveProjectedClosure,
  proveString,
  proveBoxedContents,
  proveBoxedConstant,
  proveEqual,
  isSwitchArmReachable,
  canonicalSimple,
  type Proof,
} from "./provers.js";

export {
  printType,
  printSimple,
  printConst,
  printExtension,
  printEnv,
  printEnvSince,
  printBinding,
  printFunctionSummary,
} from "./printer.js";
