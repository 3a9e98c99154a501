// Deeply nested code gives output of linear size: indentation stops deepening at some level
// (before, 2,000 nested loops made 40 MB of JavaScript, nearly all spaces, and 10,000 an
// internal error, the engine's longest string exceeded). Built by the command, whose compiler
// thread has the stack such depths need.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");
const scratch = mkdtempSync(join(tmpdir(), "flambe-deep-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function built(n: number): string {
  writeFileSync(join(scratch, "deep.ml"), `let _ = ${"while false do ".repeat(n)}()${" done".repeat(n)}\n`);
  const r = spawnSync(process.execPath, [join(root, "bin/flambe.js"), "build", "-O0", "deep.ml", "-o", "deep.js"], { cwd: scratch, encoding: "utf8" });
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  return readFileSync(join(scratch, "deep.js"), "utf8");
}

describe("deeply nested code", () => {
  it("is emitted in linear size, whatever the depth", () => {
    const small = built(1_000);
    const large = built(4_000);
    for (const js of [small, large]) expect(Math.max(...js.split("\n").map((l) => l.length - l.trimStart().length))).toBeLessThanOrEqual(80);
    // Four times the depth, about four times the code the nesting adds (not sixteen).
    expect(large.length / small.length).toBeLessThan(5);
  }, 120_000);
});
