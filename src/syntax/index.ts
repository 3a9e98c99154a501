// The syntax stage: source text to parse tree.
export type * from "./ast.js";
export { parseImplementation, parseInterface } from "./parser.js";
