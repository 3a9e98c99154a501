// The reference semantics: ocamlc, then js_of_ocaml, then node (32-bit ints, JavaScript floats),
// as the corpus's expectations are made. Absent tools make `referenceAvailable` false.
import { execFile, execFileSync, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Observation } from "./check_program.js";

export function referenceAvailable(): string | undefined {
  for (const tool of ["ocamlc", "js_of_ocaml"]) {
    try {
      execFileSync("sh", ["-c", `command -v ${tool}`], { stdio: "ignore" });
    } catch {
      return `${tool} is not installed (Debian: apt-get install -y ocaml-nox js-of-ocaml)`;
    }
  }
  return undefined;
}

function run(cmd: string, args: string[], cwd: string, timeoutMs: number): Promise<{ code: number; stdout: string; stderr: string; timedOut: boolean }> {
  return new Promise((resolve) => {
    execFile(cmd, args, { cwd, timeout: timeoutMs, encoding: "latin1", maxBuffer: 64 << 20 }, (error, stdout, stderr) => {
      const e = error as (Error & { code?: number | string; killed?: boolean }) | null;
      resolve({ code: e === null ? 0 : typeof e.code === "number" ? e.code : -1, stdout, stderr, timedOut: e?.killed === true });
    });
  });
}

/**
 * Runs the compiled reference program with its stdout and stderr written to files, not pipes:
 * js_of_ocaml's runtime writes to a pipe asynchronously and leaves by `process.exit`, so that
 * through a pipe the end of a long output is lost when the program stops on an uncaught
 * exception (seen: 308, 309 and 320 of 514 lines in three of six runs of the same program).
 */
function runToFiles(cmd: string, args: string[], cwd: string, timeoutMs: number): Promise<{ code: number; stdout: string; stderr: string; timedOut: boolean }> {
  const outPath = join(cwd, "stdout.txt");
  const errPath = join(cwd, "stderr.txt");
  const out = openSync(outPath, "w");
  const err = openSync(errPath, "w");
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, stdio: ["ignore", out, err] });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, timeoutMs);
    const done = (code: number): void => {
      clearTimeout(timer);
      closeSync(out);
      closeSync(err);
      resolve({ code, stdout: readFileSync(outPath, "latin1"), stderr: readFileSync(errPath, "latin1"), timedOut });
    };
    child.on("error", () => done(-1));
    child.on("exit", (code) => done(code ?? -1));
  });
}

/** Runs `text` (as `fileName`) through the reference toolchain. */
export async function runReference(text: string, fileName: string, timeoutMs: number): Promise<Observation> {
  const dir = mkdtempSync(join(tmpdir(), "flambe-fuzz-ref-"));
  try {
    writeFileSync(join(dir, fileName), text, "latin1");
    const c = await run("ocamlc", ["-w", "-a", "-o", "prog.byte", fileName], dir, 60_000);
    if (c.code !== 0) return { stage: "ref", kind: "rejected", message: c.stdout + c.stderr };
    const j = await run("js_of_ocaml", ["--quiet", "prog.byte", "-o", "prog.js"], dir, 120_000);
    if (j.code !== 0) return { stage: "ref", kind: "rejected", message: j.stdout + j.stderr };
    const t = performance.now();
    const r = await runToFiles(process.execPath, ["--stack-size=7800", "prog.js"], dir, timeoutMs);
    const ms = performance.now() - t;
    if (r.timedOut) return { stage: "ref", kind: "run-timeout", seconds: timeoutMs / 1000 };
    // js_of_ocaml prints an empty line after "Fatal error: exception ..."; OCaml does not.
    const stderr = r.stderr.replace(/(Fatal error: exception [^\n]*\n)\n$/, "$1");
    return { stage: "ref", kind: "ran", stdout: r.stdout, stderr, exitCode: r.code, ms };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function readText(path: string): string {
  return readFileSync(path, "latin1");
}
