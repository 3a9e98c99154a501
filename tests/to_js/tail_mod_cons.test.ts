// [@tail_mod_cons] and the library's List functions in constant stack: programs compiled by
// flambe run on a thread whose stack is as small as Node's main thread's (about 1 MB), not the
// large-stack thread programs are otherwise started on, and print what OCaml prints.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { OptimisationLevel } from "../../src/driver/index.js";
import { ensureRuntimeBundle, runJs } from "./support.js";

ensureRuntimeBundle();
const { build, defaultOptions } = await import("../../src/driver/index.js");

const programs = join(import.meta.dirname, "..", "programs");
const scratch = mkdtempSync(join(tmpdir(), "flambe-tmc-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function compile(name: string, text: string, level: OptimisationLevel): string {
  const built = build([{ name, text }], { ...defaultOptions, optimisation: level });
  expect(built.ok, built.diagnostics.map((d) => d.message).join("\n")).toBe(true);
  return built.js;
}

/**
 * Runs a compiled program on a Worker with a stack of `stackMb` (a program started on a Worker
 * by someone else runs there directly, without starting its own).
 */
function runOnSmallStack(js: string, stackMb: number): { stdout: string; stderr: string; exitCode: number } {
  const file = join(scratch, `p${Math.random().toString(36).slice(2)}.js`);
  writeFileSync(file, js);
  const starter = `
    const { Worker } = require("node:worker_threads");
    const w = new Worker(${JSON.stringify(file)}, { workerData: { argv: ["a.out"] }, resourceLimits: { stackSizeMb: ${stackMb} } });
    w.on("exit", (c) => { process.exitCode = c; });
    w.on("error", (e) => { console.error("worker error", e); process.exitCode = 3; });`;
  const r = spawnSync(process.execPath, ["-e", starter], { encoding: "latin1", timeout: 300_000, maxBuffer: 64 * 1024 * 1024 });
  return { stdout: r.stdout, stderr: r.stderr, exitCode: r.status ?? -1 };
}

const read = (p: string): string => readFileSync(join(programs, p)).toString("latin1");

describe("constant stack on a 1 MB stack", () => {
  for (const p of ["deep/list_million", "tailcalls/tail_mod_cons"]) {
    for (const level of ["O1", "O3"] as const) {
      it(`${p} -${level}`, () => {
        const js = compile(`${p.split("/")[1]}.ml`, read(`${p}.ml`), level);
        expect(runOnSmallStack(js, 1)).toEqual({ stdout: read(`${p}.expected`), stderr: "", exitCode: 0 });
      }, 300_000);
    }
  }

  it("the same map without the attribute overflows there (the stack is small indeed)", () => {
    const src = `let rec map f l = match l with [] -> [] | x :: xs -> let y = f x in y :: map f xs
let () = print_int (List.length (map succ (List.init 100_000 Fun.id)))
`;
    const r = runOnSmallStack(compile("plain.ml", src, "O1"), 1);
    expect(r.stderr).toBe("Fatal error: exception Stack_overflow\n");
    expect(r.exitCode).toBe(2);
  }, 120_000);
});

// OCaml 4.14's evaluation order (manual, "Evaluation order"): the argument holding the call
// transformed is evaluated last; the others are evaluated right to left by the first call (an
// ordinary allocation) and left to right by the destination-passing version. OCaml 4.13, the
// reference of the program corpus, ignores the attribute, so this expectation is what the
// ocamlc of OCaml 4.14.0 prints for the program (run by ocamlrun).
describe("evaluation order as in OCaml 4.14", () => {
  const src = `type 'a two_headed_list =
  | Nil
  | Consnoc of 'a * 'a two_headed_list * 'a

let[@tail_mod_cons] rec map f = function
  | Nil -> Nil
  | Consnoc (front, body, rear) ->
    Consnoc (f front, map f body, f rear)

let[@tail_mod_cons] rec map3 f = function
  | [] -> []
  | x :: xs -> (f x, f (x + 100)) :: (f (x + 200), 0) :: map3 f xs

let () =
  let f x = Printf.printf "%d " x; x in
  ignore (map f (Consnoc (1, Consnoc (2, Consnoc (3, Nil, 4), 5), 6)));
  print_newline ();
  ignore (map3 f [1; 2; 3]);
  print_newline ()
`;
  const expected = "6 1 2 5 3 4 \n201 102 2 202 103 3 203 101 1 \n";
  for (const level of ["O0", "O1", "O3"] as const) {
    it(`-${level}`, () => {
      expect(runJs(compile("order.ml", src, level))).toEqual({ stdout: expected, stderr: "", exitCode: 0 });
    });
  }
});
