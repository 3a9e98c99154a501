// The JavaScript engine's limits reach an OCaml program as OCaml's own exceptions, never as a
// JavaScript error with its stack: an allocation the engine refuses (a string longer than V8's
// 2^30 - 25 characters, under `Sys.max_string_length`; a buffer it cannot get) is
// `Out_of_memory`, which a handler catches and which, uncaught, is reported as OCaml reports it.
// (js_of_ocaml makes such an error `Failure "RangeError: ..."` in a handler and lets it escape as
// a JavaScript error otherwise; OCaml raises `Out_of_memory` when its allocator fails.)
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ensureRuntimeBundle } from "./to_js/support.js";

ensureRuntimeBundle();
const driver = await import("../src/driver/index.js");

const root = join(import.meta.dirname, "..");
const flambe = join(root, "bin/flambe.js");
const scratch = mkdtempSync(join(tmpdir(), "flambe-limits-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const program = `
let grow () = let r = ref (String.make 1_000_000 'a') in for _ = 1 to 12 do r := !r ^ !r done; String.length !r
let () =
  match grow () with
  | n -> Printf.printf "grew to %d\\n" n
  | exception Out_of_memory -> print_endline "Out_of_memory caught"
let () = try ignore (grow ()) with e -> print_endline (Printexc.to_string e) (* Printexc linked: the uncaught message reads as its to_string *)
let () = print_endline "goes on"; ignore (grow ())
`;
const expected = { stdout: "Out_of_memory caught\nOut of memory\ngoes on\n", stderr: "Fatal error: exception Out of memory\n", status: 2 };

describe("an allocation the engine refuses", () => {
  writeFileSync(join(scratch, "limits.ml"), program);
  for (const level of ["-O0", "-O3"]) {
    it(`is Out_of_memory in a program built at ${level}`, () => {
      const b = spawnSync(process.execPath, [flambe, "build", level, "limits.ml", "-o", "limits.js"], { cwd: scratch, encoding: "latin1" });
      expect(b.stderr).toBe("");
      const r = spawnSync(process.execPath, ["limits.js"], { cwd: scratch, encoding: "latin1" });
      expect({ stdout: r.stdout, stderr: r.stderr, status: r.status }).toEqual(expected);
    }, 60_000);
  }

  it("is Out_of_memory under flambe run and in the IR interpreter", () => {
    const r = spawnSync(process.execPath, [flambe, "run", "limits.ml"], { cwd: scratch, encoding: "latin1" });
    expect({ stdout: r.stdout, stderr: r.stderr, status: r.status }).toEqual(expected);
    const i = driver.interpret([{ name: "limits.ml", text: program }], driver.defaultOptions);
    expect({ stdout: i.stdout, stderr: i.stderr, status: i.exitCode }).toEqual(expected);
  }, 60_000);
});
