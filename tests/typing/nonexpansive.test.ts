// The value restriction's test (`isNonexpansive`) is asked about each definition of a
// `let x = let y = let z = ... in z in y in x` chain, and each holds all the levels inside it:
// answers are remembered, so that typing the chain takes time linear in its depth (10,000 levels
// on the command line's stack: 8 s before, 1.4 s after). What it answers is unchanged.
import { describe, expect, it } from "vitest";
import { parseImplementation } from "../../src/syntax/index.js";
import { initialEnvironment, printSignature, typeImplementation } from "../../src/typing/index.js";
import { loadStdlib } from "./corpus.js";

const stdlib = loadStdlib();

function typeSource(src: string): string {
  const env = initialEnvironment(stdlib);
  return printSignature(typeImplementation(env, "Deep", parseImplementation(src, "deep.ml"), { warnings: "", unsafe: false }).signature, env);
}

const nested = (n: number, def: string) => `let x = ${"let x = ".repeat(n)}${def}${" in x".repeat(n)}\n`;

describe("nested let definitions", () => {
  it("generalise as ocamlc does", () => {
    // What ocamlc -i prints for these.
    expect(typeSource(nested(1000, "[]")).trim()).toBe("val x : 'a list");
    expect(typeSource(nested(50, "fun y -> y")).trim()).toBe("val x : 'a -> 'a");
    expect(typeSource(nested(50, "ref []")).trim()).toBe("val x : '_weak1 list ref");
  });
});
