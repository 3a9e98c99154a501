// Inputs nested as deep as they are long are typed without a stack frame per level (the
// default stack of a test worker is enough), with what the real ocamlc answers for them
// (expectations produced by deep/gen-expected.mjs): `ocamlc -i` output, or the error.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CompileError, formatDiagnostic } from "../../src/common/diagnostic.js";
import { parseImplementation } from "../../src/syntax/index.js";
import { initialEnvironment, printSignature, typeImplementation } from "../../src/typing/index.js";
import { loadStdlib, stripExcerpt } from "./corpus.js";
import { deepSources } from "./deep/sources.js";

const dir = new URL("./deep", import.meta.url).pathname;
const stdlib = loadStdlib();

function typeSource(name: string, src: string): string {
  try {
    const env = initialEnvironment(stdlib);
    const r = typeImplementation(env, name, parseImplementation(src, name + ".ml"), { warnings: "", unsafe: false });
    return printSignature(r.signature, env);
  } catch (e) {
    if (e instanceof CompileError) return stripExcerpt(formatDiagnostic(e.diagnostic));
    throw e;
  }
}

describe("deeply nested input types as ocamlc types it", () => {
  for (const [name, src] of Object.entries(deepSources))
    it(name, { timeout: 60000 }, () => {
      const expected = readFileSync(join(dir, name + ".expected"), "latin1");
      expect(typeSource(name, src).trimEnd()).toBe(expected.trimEnd());
    });
});
