// Whether an emitted file is valid JavaScript, checked without running it: the engine compiles
// the whole script (its syntax and early errors, inside every function, whether or not the
// program would call it), so that an emitter bug cannot hide in code a test happens not to run.
import { Script } from "node:vm";

/** The engine's syntax error for `js`, or `undefined` when it compiles. */
export function syntaxErrorOf(js: string, filename = "out.js"): string | undefined {
  try {
    new Script(js, { filename });
    return undefined;
  } catch (e) {
    if (e instanceof SyntaxError) return `${e.message}\n${(e.stack ?? "").split("\n").slice(0, 3).join("\n")}`;
    throw e;
  }
}
