// A program's output as a user sees it through pipes, files and slow readers, for files built
// with `flambe build` and run by node, and for `flambe run`: every byte arrives, in program order,
// and a reader that goes away ends the program as it ends an OCaml executable. Also: the program
// runs on a Node without `process.getBuiltinModule` (before 20.16).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const scratch = mkdtempSync(join(tmpdir(), "flambe-output-"));
const flambe = join(root, "bin/flambe.js");

function file(name: string, text: string): string {
  writeFileSync(join(scratch, name), text);
  return name;
}

function build(source: string, out: string): void {
  const r = spawnSync(process.execPath, [flambe, "build", source, "-o", out], { cwd: scratch, encoding: "latin1" });
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
}

/** Runs `command` (node and its arguments), its reader pausing `pauseMs` before reading; all of stdout. */
function readSlowly(command: string[], pauseMs: number): Promise<{ stdout: Buffer; stderr: string; status: number | null }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, command, { cwd: scratch, stdio: ["ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    let stderr = "";
    child.stdout.pause();
    setTimeout(() => child.stdout.resume(), pauseMs);
    child.stdout.on("data", (c: Buffer) => chunks.push(c));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString("latin1")));
    child.on("close", (status) => resolve({ stdout: Buffer.concat(chunks), stderr, status }));
  });
}

function shell(script: string): { stdout: string; stderr: string; status: number | null } {
  const r = spawnSync("bash", ["-c", script], { cwd: scratch, encoding: "latin1", env: { ...process.env, NODE: process.execPath, FLAMBE: flambe } });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}

// About 14 MB of numbered lines, buffered by the program (no flush until exit).
const bigLines = 140_000;
const big = `let () =
  let pad = String.make 90 '.' in
  for i = 1 to ${bigLines} do
    print_string pad; print_string (string_of_int i); print_char '\\n'
  done
`;
const bigExpected = (() => {
  const pad = ".".repeat(90);
  const lines: string[] = [];
  for (let i = 1; i <= bigLines; i++) lines.push(`${pad}${i}\n`);
  return lines.join("");
})();

// Output on both streams, flushed in between (a block larger than a pipe holds among them),
// then an uncaught exception after unflushed output.
const interleaved = `let () =
  let block = String.make 300_000 'o' in
  print_endline "out";
  prerr_endline "err";
  print_string block; print_string "a"; flush stdout;
  prerr_string "b"; flush stderr;
  print_string "c";
  raise Not_found
`;
// What the program compiled by ocamlc prints with 2>&1 (OCaml flushes stdout at exit, then
// prints the fatal error on stderr).
const interleavedExpected = `out\nerr\n${"o".repeat(300_000)}abcFatal error: exception Not_found\n`;

// Prints lines forever, as `yes` does.
const yes = 'let () = while true do print_endline "y" done\n';

beforeAll(() => {
  build(file("big.ml", big), "big.js");
  build(file("interleaved.ml", interleaved), "interleaved.js");
  build(file("yes.ml", yes), "yes.js");
});

describe("output through pipes", () => {
  it.each([
    ["a built file", ["big.js"]],
    ["flambe run", [flambe, "run", "big.ml"]],
  ])("delivers every byte, in order, to a slow reader (%s)", async (_what, command) => {
    const r = await readSlowly(command, 300);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout.length).toBe(bigExpected.length);
    expect(r.stdout.toString("latin1") === bigExpected).toBe(true);
  });

  it("delivers every byte to a file and to a pipe read at once", () => {
    const r = shell('"$NODE" big.js > big.txt && "$NODE" big.js | cksum && printf %s "$(cksum < big.txt)"');
    expect(r.status).toBe(0);
    const [piped, filed] = r.stdout.split("\n");
    expect(piped).toBe(filed);
    expect(readFileSync(join(scratch, "big.txt"), "latin1") === bigExpected).toBe(true);
  });

  it.each([
    ["a built file", '"$NODE" interleaved.js'],
    ["flambe run", '"$NODE" "$FLAMBE" run interleaved.ml'],
  ])("keeps stdout and stderr in program order in one pipe, the fatal error last (%s)", (_what, command) => {
    expect(shell(`${command} 2>&1 | cat`)).toEqual({ stdout: interleavedExpected, stderr: "", status: 0 });
  });

  it.each([
    ["a built file", '"$NODE" yes.js'],
    ["flambe run", '"$NODE" "$FLAMBE" run yes.ml'],
  ])("ends silently by SIGPIPE, as an OCaml executable does, when the reader goes (%s)", (_what, command) => {
    // `set -o pipefail`: the status is the program's, 128 + 13 for SIGPIPE.
    expect(shell(`set -o pipefail; ${command} | head -1`)).toEqual({ stdout: "y\n", stderr: "", status: 141 });
  });

  it("ends the compiler silently by SIGPIPE, as ocamlc, when the reader of its output goes", () => {
    // More than a pipe holds, so that the reader is gone before the last write (ocamlc's status
    // is then 141 too; a run whose output all fitted before `head` left would end with 0).
    file("many.ml", Array.from({ length: 20000 }, (_, i) => `let v${i} = ${i}\n`).join(""));
    const r = shell('set -o pipefail; "$NODE" "$FLAMBE" check -i many.ml | head -1');
    expect({ stdout: r.stdout, stderr: r.stderr }).toEqual({ stdout: "val v0 : int\n", stderr: "" });
    expect([0, 141]).toContain(r.status);
  });
});

describe("a Node without process.getBuiltinModule", () => {
  const program = `let () =
  Array.iteri (fun i a -> if i > 0 then print_endline a) Sys.argv;
  let line = input_line stdin in
  let oc = open_out "written.txt" in
  output_string oc ("got " ^ line ^ "\\n");
  close_out oc;
  let ic = open_in "written.txt" in
  print_endline (input_line ic);
  close_in ic;
  exit 3
`;
  const expected = { stdout: "x\n-y\ngot hello\n", stderr: "", status: 3 };
  const preload = (): string => file("no_builtin.cjs", "delete process.getBuiltinModule;\n");

  it.each([
    ["a CommonJS script", "nb.js"],
    ["an ES module", "nb.mjs"],
  ])("keeps argv, stdin, files and the exit code (%s)", (_what, out) => {
    build(file("nb.ml", program), out);
    const r = spawnSync(process.execPath, ["--require", `./${preload()}`, out, "x", "-y"], { cwd: scratch, encoding: "latin1", input: "hello\n" });
    expect({ stdout: r.stdout, stderr: r.stderr, status: r.status }).toEqual(expected);
  });

  it("keeps them under flambe run", () => {
    file("nb.ml", program);
    const r = spawnSync(process.execPath, ["--require", `./${preload()}`, flambe, "run", "nb.ml", "--", "x", "-y"], {
      cwd: scratch,
      encoding: "latin1",
      input: "hello\n",
    });
    expect({ stdout: r.stdout, stderr: r.stderr, status: r.status }).toEqual(expected);
  });
});
