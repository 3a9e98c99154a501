// Structured JavaScript from CPS terms, with no helper closures for control flow:
//   - a continuation jumped to once is written in place of the jump;
//   - one jumped to several times becomes a labelled block `k: { body }` followed by its
//     handler; a jump assigns the handler's parameters and `break`s out of the block;
//   - a recursive continuation becomes a labelled `while (true)` loop; a jump assigns its
//     parameters' carriers and `continue`s (each iteration binds the parameters afresh with
//     `const`, so that closures made in one iteration keep that iteration's values);
//   - the return continuation is `return`; the exception continuation is `throw`;
//   - a `push` trap action opens a `try` whose `catch` runs the exception handler (what JavaScript
//     throws passes through the runtime's `caml_flambe_exn_of_js`, which makes a stack overflow
//     OCaml's `Stack_overflow` and lets `exit` through); raising to a pushed handler is `throw`.
// A continuation jumped to once from inside a `try` that its `Let_cont` is outside of (leaving
// the `try` with a `pop`) is not written in place, which would put it under the `try`: its body
// becomes a labelled block at the `Let_cont`, outside the `try`, and the jump a `break`. One
// bound inside the `try` body stays there; the jump sets a flag on which the `catch` rethrows,
// so that the popped handler no longer catches what that code raises.
//
// Closures (see `emitFactory`): a set of closures is an environment object holding its value
// slots and its closures, by slot name; each closure is a JavaScript function of the code's
// arity, made by a factory function that receives the environment, so the code reads its value
// slots as `env.x` and its sibling closures as `env.f`. Tail calls from a function to itself
// become a loop in that function; when the functions of a set tail-call one another, the set's
// code is one function with a dispatch loop (`switch` on which member runs) and each closure is
// a small entry point into it, so that mutual tail recursion runs in constant stack.
export { emitFactory, emitLifted } from "./closures.js";
export { emitUnitBody } from "./expr.js";
export { slotProperty, type UnitContext } from "./scope.js";
export { constLiteral, numberLiteral, stringLiteral } from "./simples.js";
