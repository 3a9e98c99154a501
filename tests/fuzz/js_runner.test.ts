// The fuzzer's runner of emitted programs: output captured (never leaked to the test's own
// stdout), exit codes kept, a program that loops forever stopped by the timeout, and each run
// as fast as under node itself (a hot loop, compared with the same program in a node process).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ensureRuntimeBundle } from "../to_js/support.js";
import { JsRunner } from "./js_runner.js";

ensureRuntimeBundle();
const driver = await import("../../src/driver/index.js");
const toJs = await import("../../src/to_js/index.js");

function build(text: string): string {
  const c = driver.compile([{ name: "main.ml", text }], { ...driver.defaultOptions, optimisation: "O1" });
  if (!c.ok) throw new Error(c.diagnostics.map((d) => d.message).join("\n"));
  return toJs.emitProgram(c.units, { sourceMap: false, instrument: false, file: "main.js" }).js;
}

describe("the fuzzer's runner", () => {
  const runner = new JsRunner();
  afterAll(() => runner.close());

  it("captures stdout, stderr and the exit code of each run, one run after another", async () => {
    const js = build('let () = print_string "out"; prerr_string "err"; print_string Sys.argv.(0); exit 3');
    for (let k = 0; k < 3; k++) {
      const r = await runner.run(js, 10_000, `prog${k}`);
      expect(r).toMatchObject({ stdout: `outprog${k}`, stderr: "err", exitCode: 3 });
      expect(r.error).toBeUndefined();
    }
    const fail = await runner.run(build("let () = print_string \"a\"; failwith \"the end\""), 10_000);
    expect(fail).toMatchObject({ stdout: "a", stderr: 'Fatal error: exception Failure("the end")\n', exitCode: 2 });
  });

  it("stops a program that loops forever and runs the next one", async () => {
    const r = await runner.run(build("let () = let r = ref 0 in while true do incr r done"), 500);
    expect(r.error).toMatch(/timed out/);
    expect((await runner.run(build('let () = print_string "next"'), 10_000)).stdout).toBe("next");
  });

  it("runs a hot loop about as fast as node does", async () => {
    const text = "let () = let s = ref 0 in for i = 1 to 30_000_000 do s := (!s + i * 7) land 0xffffff done; print_int !s";
    const js = build(text);
    const dir = mkdtempSync(join(tmpdir(), "flambe-runner-"));
    try {
      writeFileSync(join(dir, "main.js"), js);
      const inNode: number[] = [];
      const inRunner: number[] = [];
      for (let k = 0; k < 3; k++) {
        const t = performance.now();
        const out = execFileSync(process.execPath, [join(dir, "main.js")], { encoding: "latin1" });
        inNode.push(performance.now() - t);
        const r = await runner.run(js, 10_000);
        expect(r.stdout).toBe(out);
        inRunner.push(r.ms);
      }
      // The node process's time includes its start (about 40-80 ms): the runner's must not be
      // several times the whole of it (in a `vm` context of its own it was).
      expect(Math.min(...inRunner)).toBeLessThan(2 * Math.min(...inNode));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
