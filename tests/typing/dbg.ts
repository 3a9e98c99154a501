import { readFileSync } from "node:fs";
import { CompileError, formatDiagnostic } from "../../src/common/diagnostic.js";
import { parseImplementation } from "../../src/syntax/index.js";
import { initialEnvironment, printSignature, typeImplementation } from "../../src/typing/index.js";
import { loadStdlib } from "./corpus.js";
const file = process.argv[2]!;
try {
  const env = initialEnvironment(loadStdlib());
  const r = typeImplementation(env, "X", parseImplementation(readFileSync(file, "latin1"), file.replace(/.*\//, "")), { warnings: "", unsafe: false });
  process.stdout.write(r.warnings.map(formatDiagnostic).join(""));
  process.stdout.write(printSignature(r.signature, env));
} catch (e) {
  if (e instanceof CompileError) process.stdout.write(formatDiagnostic(e.diagnostic));
  else throw e;
}
