// The fuzzer's own tests, and a fixed batch of its programs as a regression test: each program of
// the batch is compiled at every level and through the interpreter in this process, and every
// stage must print the same thing (no reference run here: the batch checks flambe against itself).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ensureRuntimeBundle } from "../to_js/support.js";
import { checkProgram, defaultCheckOptions } from "./check_program.js";
import { generateProgram } from "./generate.js";
import { JsRunner } from "./js_runner.js";
import { libraryOf, type Library } from "./library.js";
import { classify } from "./outcome.js";
import { referenceAvailable } from "./reference.js";

ensureRuntimeBundle();
const driver = await import("../../src/driver/index.js");
const toJs = await import("../../src/to_js/index.js");
const interp = await import("../../src/interp/index.js");
const runtime = await import("../../runtime/index.js");
const lib: Library = libraryOf(driver, toJs, interp, runtime);

/** The CI batch: fixed, not chosen to avoid bugs. */
const BATCH_SEED = 20250;
const BATCH_SIZE = 12;
/**
 * Programs of the batch failing for a known reason, run as expected failures (remove the line
 * when the bug is fixed: the test then says so).
 */
const KNOWN_BATCH_FAILURES: ReadonlyMap<number, string> = new Map([]);

describe("program generator", () => {
  it("is deterministic", () => {
    for (let i = 0; i < 5; i++) expect(generateProgram(7, i)).toBe(generateProgram(7, i));
    expect(generateProgram(7, 0)).not.toBe(generateProgram(7, 1));
    expect(generateProgram(7, 0)).not.toBe(generateProgram(8, 0));
  });

  it("makes programs of 30-150 lines or so that flambe type-checks", () => {
    const sizes: number[] = [];
    for (let i = 0; i < 40; i++) {
      const text = generateProgram(11, i);
      sizes.push(text.split("\n").length);
      const r = lib.check([{ name: "main.ml", text }], driver.defaultOptions, { printInterfaces: false });
      expect(r.ok, `program ${i}:\n${r.diagnostics.map((d) => d.message).join("\n")}\n${text}`).toBe(true);
    }
    const mean = sizes.reduce((a, b) => a + b, 0) / sizes.length;
    expect(mean).toBeGreaterThan(30);
    expect(mean).toBeLessThan(200);
  });

  const missing = referenceAvailable();
  (missing === undefined ? it : it.skip)(`is accepted by ocamlc${missing === undefined ? "" : ` (skipped: ${missing})`}`, () => {
    const dir = mkdtempSync(join(tmpdir(), "flambe-fuzz-test-"));
    try {
      for (let i = 0; i < 4; i++) {
        writeFileSync(join(dir, "main.ml"), generateProgram(13, i), "latin1");
        execFileSync("ocamlc", ["-w", "-a", "-c", "main.ml"], { cwd: dir, stdio: "pipe" });
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe(`fixed fuzz batch (seed ${BATCH_SEED}): every level and the interpreter agree`, () => {
  const runner = new JsRunner();
  afterAll(() => runner.close());
  for (let i = 0; i < BATCH_SIZE; i++) {
    (KNOWN_BATCH_FAILURES.has(i) ? it.fails : it)(`program ${i} (npm run fuzz -- --only ${BATCH_SEED}:${i})`, async () => {
      const report = await checkProgram(lib, runner, generateProgram(BATCH_SEED, i), { ...defaultCheckOptions, measure: false, compileLimitMs: 60_000 });
      const failures = classify(report);
      expect(failures.map((f) => `${f.signature}\n${f.detail}`).join("\n\n")).toBe("");
    }, 180_000);
  }
});
