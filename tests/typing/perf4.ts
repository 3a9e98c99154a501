import { parseImplementation } from "../../src/syntax/index.js";
import { initialEnvironment, typeImplementation } from "../../src/typing/index.js";
import { loadStdlib } from "./corpus.js";
import { generateProgram } from "./perf.js";
const stdlib = loadStdlib();
const ast = parseImplementation(generateProgram(900), "a.ml");
for (let r = 0; r < 5; r++) {
  const t0 = performance.now();
  typeImplementation(initialEnvironment(stdlib), "A", ast, { warnings: "", unsafe: false });
  console.log((performance.now() - t0).toFixed(0));
}
