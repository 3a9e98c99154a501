// The syntax stage: source text (a byte string) to parse tree, as OCaml 4.13's parser builds it
// (same tree shapes, same locations, same syntax-error messages). `ast.ts` is the contract with
// the type checker.
//
//   parseImplementation(source, file, onWarning?, options?) -> Structure   (a .ml file)
//   parseInterface(source, file, onWarning?, options?)      -> Signature   (a .mli file)
//   moduleDependencies(tree)                      -> the modules a file names (ocamldep's)
//
// Both throw a `CompileError` on the first lexical or syntax error; `onWarning` receives the
// lexer's warnings (OCaml's warnings 1, 2 and 14), then, with `options.unexpectedDocstrings`,
// warning 50 for the documentation comments that document nothing or two things.
export type * from "./ast.js";
export { parseImplementation, parseInterface, type ParseOptions } from "./parser.js";
export { moduleDependencies } from "./module_dependencies.js";
