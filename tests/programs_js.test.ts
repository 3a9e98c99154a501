// The program corpus (tests/programs/**, layout in tests/programs/regen.sh) through the whole
// pipeline to JavaScript: each program is built as `flambe build` builds it, the file is run by
// node alone (as `flambe run` would run it), after a check that the engine compiles the whole
// file, and must print what the real OCaml printed (stdout, stderr, exit code), at -O0 (no
// Simplify) and at every optimisation level: -Oclassic, the default, -O2 and -O3
// (FLAMBE_JS_LEVELS=O0,O3 chooses some). Programs failing for a known reason are listed, with
// it, in tests/programs/known_failures_js.txt (as `name`, every level, or `name -O3`, one
// level) and run as expected failures. Node processes run two at a time (the
// machine running the tests may have two cores).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { OptimisationLevel, SourceFile } from "../src/driver/index.js";
import { readKnownFailures } from "./support/known_failures.js";
import { syntaxErrorOf } from "./support/parses.js";
import { ensureRuntimeBundle } from "./to_js/support.js";

ensureRuntimeBundle();
const { build, defaultOptions } = await import("../src/driver/index.js");

const root = join(import.meta.dirname, "programs");
const known = readKnownFailures(join(root, "known_failures_js.txt"));
const scratch = mkdtempSync(join(tmpdir(), "flambe-programs-js-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function read(path: string): string {
  return readFileSync(path).toString("latin1");
}

function optional(path: string): string | undefined {
  return existsSync(path) ? read(path) : undefined;
}

interface Program {
  readonly name: string;
  readonly files: SourceFile[];
  /** Path of the expectation files without their extension (a folder program's ends in `/`). */
  readonly base: string;
}

function singleFile(dir: string, file: string): SourceFile[] {
  const files: SourceFile[] = [];
  if (existsSync(join(dir, file + "i"))) files.push({ name: file + "i", text: read(join(dir, file + "i")) });
  files.push({ name: file, text: read(join(dir, file)) });
  return files;
}

function programs(dir: string, rel: string): Program[] {
  if (existsSync(join(dir, "ORDER"))) {
    const order = read(join(dir, "ORDER")).split(/\s+/).filter((s) => s !== "");
    return [{ name: rel, files: order.flatMap((f) => singleFile(dir, f)), base: dir + "/" }];
  }
  const out: Program[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.isDirectory()) {
      out.push(...programs(join(dir, e.name), rel === "" ? e.name : `${rel}/${e.name}`));
    } else if (e.name.endsWith(".ml") && existsSync(join(dir, e.name.replace(/\.ml$/, ".expected")))) {
      out.push({ name: rel === "" ? e.name : `${rel}/${e.name}`, files: singleFile(dir, e.name), base: join(dir, e.name.replace(/\.ml$/, "")) });
    }
  }
  return out;
}

function expectation(p: Program, ext: string): string | undefined {
  if (p.base.endsWith("/")) return optional(p.base + ext) ?? optional(p.base + "main." + ext);
  return optional(`${p.base}.${ext}`);
}

/** At most `limit` node processes at once. */
let running = 0;
const waiting: (() => void)[] = [];
const limit = 2;
async function slot<T>(f: () => Promise<T>): Promise<T> {
  while (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await f();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function runNode(file: string, stdin: string): Promise<{ stdout: string; stderr: string; exitCode: number }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file], { stdio: ["pipe", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
    child.stdout.on("data", (b: Buffer) => out.push(b));
    child.stderr.on("data", (b: Buffer) => err.push(b));
    child.stdin.on("error", () => {});
    child.stdin.end(Buffer.from(stdin, "latin1"));
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ stdout: Buffer.concat(out).toString("latin1"), stderr: Buffer.concat(err).toString("latin1"), exitCode: code ?? -1 });
    });
  });
}

const levels = (process.env.FLAMBE_JS_LEVELS ?? "O0,Oclassic,O1,O2,O3").split(",") as OptimisationLevel[];

describe.concurrent("program corpus compiled to JavaScript and run by node", () => {
  for (const [i, p] of programs(root, "").entries()) {
    for (const level of levels) {
      (known.has(p.name) || known.has(`${p.name} -${level}`) ? it.fails : it)(
        `${p.name} -${level}`,
        async () => {
          const built = build(p.files, { ...defaultOptions, optimisation: level });
          expect(built.ok, built.diagnostics.map((d) => d.message).join("\n")).toBe(true);
          expect(syntaxErrorOf(built.js)).toBeUndefined();
          const file = join(scratch, `p${i}_${level}.js`);
          writeFileSync(file, built.js);
          const result = await slot(() => runNode(file, expectation(p, "stdin") ?? ""));
          const exit = expectation(p, "exit");
          expect(result).toEqual({
            stdout: expectation(p, "expected") ?? "",
            stderr: expectation(p, "stderr") ?? "",
            exitCode: exit === undefined ? 0 : Number(exit.trim()),
          });
        },
        600_000,
      );
    }
  }
});
