// Source maps and determinism of the emitted program: the map (read with the `source-map`
// package, as debuggers read it) takes generated lines back to the `.ml` lines they come from,
// and the same input always gives the same bytes.
import { SourceMapConsumer } from "source-map";
import { describe, expect, it } from "vitest";
import { ensureRuntimeBundle, runJs } from "./support.js";

ensureRuntimeBundle();
const { build, compile, defaultOptions } = await import("../../src/driver/index.js");
const { emitProgram } = await import("../../src/to_js/index.js");

const text = "let f x = x * 2\nlet () = print_int (f 21)\nlet () = print_newline ()\n";

describe("source maps", () => {
  it("map generated lines back to the .ml lines", async () => {
    const r = build([{ name: "t.ml", text }], { ...defaultOptions, debug: true }, { outputFile: "t.js" });
    expect(r.ok).toBe(true);
    expect(r.map).toBeDefined();
    expect(r.js).toContain("//# sourceMappingURL=t.js.map");
    const lines = r.js.split("\n");
    const origin = async (needle: RegExp): Promise<{ source: string | null; line: number | null }> => {
      const i = lines.findIndex((l, k) => k > lines.indexOf("function init_T() {") && needle.test(l));
      expect(i, `a generated line matching ${needle}`).toBeGreaterThan(0);
      const column = lines[i]!.length - lines[i]!.trimStart().length;
      return SourceMapConsumer.with(r.map!, null, (c) => {
        const p = c.originalPositionFor({ line: i + 1, column });
        return { source: p.source, line: p.line };
      });
    };
    expect(await origin(/Math\.imul\(x, 2\)/)).toEqual({ source: "t.ml", line: 1 });
    // At the default level Simplify inlines `f 21` and folds it to 42, and inlines the library's
    // `print_int` and `print_newline` (their code is known across units): a line of an inlined
    // body maps to the line of that body (the innermost location), in the library's file.
    expect(await origin(/R\.caml_format_int\([\w$]+, 42\)/)).toEqual({ source: "stdlib.ml", line: 202 });
    expect(await origin(/R\.caml_ml_output_char\([\w$]+, 10\)/)).toMatchObject({ source: "stdlib.ml" });
    // The program with its map still runs as it did.
    expect(runJs(r.js)).toEqual({ stdout: "42\n", stderr: "", exitCode: 0 });
  });
});

describe("determinism", () => {
  it("emits the same bytes for the same units, and for the same sources", () => {
    const compiled = compile([{ name: "t.ml", text }], defaultOptions);
    const a = emitProgram(compiled.units, { sourceMap: true });
    const b = emitProgram(compiled.units, { sourceMap: true });
    expect(a.js === b.js && a.map === b.map).toBe(true);
    const c = build([{ name: "t.ml", text }], defaultOptions);
    const d = build([{ name: "t.ml", text }], defaultOptions);
    expect(c.js === d.js).toBe(true);
  });

  it("counts allocations and calls when instrumented", () => {
    const r = build([{ name: "t.ml", text: "let l = List.init 10 (fun i -> (i, i))\nlet () = print_int (List.length l)\n" }], defaultOptions, {
      instrument: true,
    });
    const out = runJs(r.js);
    expect(out.stdout).toBe("10");
    const m = /^flambe-instrument: (\{.*\})\n$/.exec(out.stderr);
    expect(m).not.toBeNull();
    const counts = JSON.parse(m![1]!) as { blocks: number; closures: number; calls: number };
    // Ten pairs and ten list cells at least, the closure passed to List.init, a call per element.
    expect(counts.blocks).toBeGreaterThanOrEqual(20);
    expect(counts.closures).toBeGreaterThanOrEqual(1);
    expect(counts.calls).toBeGreaterThanOrEqual(10);
  });
});
