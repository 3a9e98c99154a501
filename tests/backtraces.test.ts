// OCaml backtraces of programs built with -g (runtime/backtrace.ts), and source maps. The
// programs of tests/backtraces/ built at -O0 -g and run by node print what ocamlc -g's bytecode
// prints (NAME.expected, .stderr, .exit, made by its regen.sh; NAME.env is the environment of the
// run): Printexc.record_backtrace and get_backtrace, raises, re-raises (by `raise e` and by a
// handler whose cases do not match), exceptions the runtime raises, get_callstack, and the report
// of an uncaught exception under OCAMLRUNPARAM=b, after a recursion deep enough to run the program
// again on the large-stack Worker. Then what flambe defines: the backtrace survives inlining at
// -O3 as the raise's place, a program built without -g says it has no debug information, and
// under `node --enable-source-maps` a JavaScript error's stack shows the OCaml lines, and the
// source map carries the sources.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const dir = join(import.meta.dirname, "backtraces");
const flambe = join(root, "bin/flambe.js");
const scratch = mkdtempSync(join(tmpdir(), "flambe-backtraces-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const read = (name: string): string | undefined => (existsSync(join(dir, name)) ? readFileSync(join(dir, name), "latin1") : undefined);

function buildAndRun(name: string, source: string, flags: string[], env: Record<string, string> = {}, nodeFlags: string[] = []) {
  writeFileSync(join(scratch, `${name}.ml`), source);
  const b = spawnSync(process.execPath, [flambe, "build", ...flags, `${name}.ml`, "-o", `${name}.js`], { cwd: scratch, encoding: "latin1" });
  expect(b.stderr).toBe("");
  const r = spawnSync(process.execPath, [...nodeFlags, `${name}.js`], { cwd: scratch, encoding: "latin1", env: { ...process.env, OCAMLRUNPARAM: "", ...env } });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}

describe("backtraces of a program built with -O0 -g, as ocamlc -g prints them", () => {
  for (const f of readdirSync(dir).filter((f) => f.endsWith(".ml")).sort()) {
    const name = f.slice(0, -3);
    it(name, () => {
      const env = Object.fromEntries((read(`${name}.env`) ?? "").split(/\s+/).filter((l) => l.includes("=")).map((l) => l.split("=", 2) as [string, string]));
      const r = buildAndRun(name, read(f)!, ["-O0", "-g"], env);
      expect(r).toEqual({ stdout: read(`${name}.expected`), stderr: read(`${name}.stderr`), status: Number(read(`${name}.exit`)) });
    }, 60_000);
  }
});

describe("what flambe defines", () => {
  const program = read("recorded.ml")!;

  it("at -O3 a raise keeps its place in the source, inlined or not", () => {
    const r = buildAndRun("recorded", program, ["-O3", "-g"]);
    const lines = r.stdout.split("\n");
    // The first backtrace: the raise in f, wherever f's code went.
    expect(lines[0]).toBe("E 10");
    expect(lines[1]).toMatch(/^Raised at Recorded(\.f)? in file "recorded\.ml", line 2, characters 24-35$/);
    expect(r.stderr).toMatch(/^Fatal error: exception Recorded\.E\(14\)\nRaised at Recorded(\.f)? in file "recorded\.ml", line 2, characters 24-35\n/);
  }, 60_000);

  it("without -g, a recorded backtrace says there is no debug information", () => {
    const r = buildAndRun("nog", program, ["-O0"]);
    expect(r.stdout.split("\n").slice(0, 2)).toEqual(["E 10", "(Program not linked with -g, cannot print stack backtrace)"]);
    const u = buildAndRun("nog_uncaught", read("uncaught.ml")!, ["-O0"], { OCAMLRUNPARAM: "b" });
    expect(u.stderr).toBe("Fatal error: exception Nog_uncaught.Deep(15)\n(Cannot print stack backtrace: no debug information available)\n");
  }, 60_000);

  it("under node --enable-source-maps, a JavaScript error's stack shows the OCaml lines", () => {
    const source = `open Js_of_ocaml
let call_js f = Js.Unsafe.fun_call (Js.Unsafe.js_expr "(function (g) { return g(1).x.y; })") [| Js.Unsafe.inject (Js.wrap_callback f) |]
let () =
  try ignore (call_js (fun n -> n + 1))
  with Js_error.Exn e -> (match Js_error.stack e with Some s -> print_string s | None -> print_string "no stack")
`;
    const r = buildAndRun("mapped", source, ["-O0", "-g"], {}, ["--enable-source-maps"]);
    expect(r.stdout).toMatch(/^TypeError: Cannot read properties of undefined \(reading 'y'\)\n/);
    // The OCaml function calling JavaScript, at its line; the launcher's frames after the
    // program's code are not given an OCaml line.
    expect(r.stdout).toMatch(/mapped\.ml:2:\d+\)/);
    expect(r.stdout).toMatch(/at run \(.*mapped\.js:\d+:\d+\)/);
    const map = JSON.parse(readFileSync(join(scratch, "mapped.js.map"), "utf8")) as { sources: string[]; sourcesContent: (string | null)[] };
    expect(map.sourcesContent[map.sources.indexOf("mapped.ml")]).toBe(source);
    expect(map.sourcesContent[map.sources.indexOf("stdlib.ml")]).toMatch(/^\(\*/);
  }, 60_000);
});
