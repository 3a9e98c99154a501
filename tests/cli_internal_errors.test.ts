// What the command prints when it cannot link a program (two files of one module name), and
// when it fails by a bug of its own: OCaml's diagnostic in the first case, one line naming where
// it was in the second (the JavaScript stack only under FLAMBE_DEBUG), exit code 2 in both.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const scratch = mkdtempSync(join(tmpdir(), "flambe-errors-"));

function flambe(args: string[], env: Record<string, string> = {}): { stdout: string; stderr: string; status: number | null } {
  const r = spawnSync(process.execPath, [join(root, "bin/flambe.js"), ...args], {
    cwd: scratch,
    encoding: "latin1",
    env: { ...process.env, FLAMBE_DEBUG: "", FLAMBE_TEST_INTERNAL_ERROR: "", ...env },
  });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}

function file(name: string, text: string): string {
  mkdirSync(join(scratch, name, ".."), { recursive: true });
  writeFileSync(join(scratch, name), text);
  return name;
}

const stackLine = /\n\s+at .*:\d+:\d+/;

describe("two files of one module name", () => {
  // ocamlopt prints the same, naming the object files (`d/b1.cmx and b1.cmx`); ocamlc reports it
  // as its warning 31, an error by default.
  it.each([
    ["run", "b1.ml", "d/b1.ml", 'File "d/b1.ml", line 1:\nError: Files d/b1.ml and b1.ml both define a module named B1\n'],
    ["build", "a.ml", "A.ml", 'File "A.ml", line 1:\nError: Files A.ml and a.ml both define a module named A\n'],
  ])("are rejected by %s as ocamlopt's linker rejects them, exit code 2", (command, first, second, message) => {
    file(first, "let x = 1\n");
    file(second, "let y = 2\n");
    const r = flambe([command, first, second]);
    expect(r).toEqual({ stdout: "", stderr: message, status: 2 });
  });

  it("are reported after the files' own errors, as ocamlopt compiles before it links", () => {
    file("c1.ml", "let x = 1\n");
    file("e/c1.ml", 'let y = 1 + "a"\n');
    const r = flambe(["run", "c1.ml", "e/c1.ml"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("Error: This expression has type string");
    expect(r.stderr).not.toContain("both define");
  });
});

describe("an internal error", () => {
  const source = "let g x = x + 1\nlet f y = g y * 2\nlet () = print_int (f 3)\n";

  it.each([
    ["typing", "ie.ml, in typing"],
    ["simplify@2", "ie.ml, line 2, in simplify"],
    ["emit", "in emit"],
  ])("is one line naming where the compiler was, without a stack, exit code 2 (at %s)", (stage, where) => {
    file("ie.ml", source);
    const r = flambe(["run", "ie.ml"], { FLAMBE_TEST_INTERNAL_ERROR: stage });
    expect(r).toEqual({
      stdout: "",
      stderr: `flambe: internal error, please report it: forced internal error (FLAMBE_TEST_INTERNAL_ERROR) (${where})\n`,
      status: 2,
    });
  });

  it("is followed by the JavaScript stack under FLAMBE_DEBUG=1", () => {
    file("ie.ml", source);
    const r = flambe(["check", "ie.ml"], { FLAMBE_TEST_INTERNAL_ERROR: "typing", FLAMBE_DEBUG: "1" });
    expect(r.status).toBe(2);
    expect(r.stderr.startsWith("flambe: internal error, please report it: forced internal error (FLAMBE_TEST_INTERNAL_ERROR) (ie.ml, in typing)\n")).toBe(true);
    expect(r.stderr).toMatch(stackLine);
  });
});
