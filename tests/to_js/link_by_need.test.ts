// Linking by need: a program carries the runtime functions it calls (directly, or through a
// stub or the Js library) and what they call, and of the library units the definitions that
// something it runs uses; the effects of the library's initialisation still happen.
// Expected outputs (link/*.expected) come from ocamlc + js_of_ocaml.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { build, defaultOptions, type OptimisationLevel, type Options } from "../../src/driver/index.js";
import { ensureRuntimeBundle, runJs } from "./support.js";

const dir = join(import.meta.dirname, "link");
const read = (f: string): string => readFileSync(join(dir, f), "latin1");

function buildJs(name: string, level: OptimisationLevel, withStub = false): string {
  const options: Options = { ...defaultOptions, optimisation: level };
  const stubs = withStub ? [{ name: `${name}.js`, text: read(`${name}.js`) }] : undefined;
  const r = build([{ name: `${name}.ml`, text: read(`${name}.ml`) }], stubs === undefined ? options : { ...options, stubs });
  expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return r.js;
}

beforeAll(() => ensureRuntimeBundle());

describe("linking by need", () => {
  for (const level of ["O1", "O3"] as OptimisationLevel[]) {
    it(`hello world at -${level} is at most 30,000 bytes and runs`, () => {
      const js = buildJs("hello_world", level);
      expect(js.length).toBeLessThanOrEqual(30_000);
      expect(runJs(js)).toEqual({ stdout: read("hello_world.expected"), stderr: "", exitCode: 0 });
      // Neither the library's nor the runtime's number formatting is linked.
      expect(js).not.toContain("string_of_float");
      expect(js).not.toContain("caml_format_float");
    });
  }

  for (const level of ["O0", "O1", "O3"] as OptimisationLevel[]) {
    it(`the library's initialisation still flushes at exit and defines its exceptions, at -${level}`, () => {
      expect(runJs(buildJs("module_init", level))).toEqual({ stdout: read("module_init.expected"), stderr: "", exitCode: 0 });
    });
  }

  for (const level of ["O1", "O3"] as OptimisationLevel[]) {
    it(`a library's block for a lifted toplevel value is written only when something linked reads it, at -${level}`, () => {
      const js = buildJs("lifted_blocks", level);
      expect(runJs(js)).toEqual({ stdout: read("lifted_blocks.expected"), stderr: "", exitCode: 0 });
      // stdout's block is read by the functions linked; Bytes' empty byte sequence is read by
      // none of them, nor is the runtime's conversion its closure calls linked.
      expect(js).toContain("Stdlib__stdout._0 = ");
      expect(js).not.toContain("Stdlib__Bytes__empty");
      expect(js).not.toContain("caml_string_of_bytes");
    });
  }

  it("a runtime function called only from a stub is linked", () => {
    const hello = buildJs("hello_world", "O1");
    expect(hello).not.toContain("caml_md5_string");
    const js = buildJs("digest_stub", "O1", true);
    expect(js).toContain("function caml_md5_string");
    expect(runJs(js)).toEqual({ stdout: read("digest_library.expected"), stderr: "", exitCode: 0 });
    expect(runJs(buildJs("digest_library", "O1"))).toEqual({ stdout: read("digest_library.expected"), stderr: "", exitCode: 0 });
  });
});
