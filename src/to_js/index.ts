// The JavaScript back end: Flambda units to one self-contained program (runtime included), with
// an optional source map. See code/index.ts for how CPS becomes structured JavaScript.
export { emitProgram, type EmitOptions } from "./emit_program.js";
export { programStackMb } from "./launcher.js";
export { linkStubs, parseStubs, StubError, noStubs, type Stubs, type StubSource } from "./stubs.js";
export { externalHome } from "./emit_program.js";
