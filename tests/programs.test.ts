// The program corpus (tests/programs/**) through the whole pipeline up to the IR interpreter:
// each program is compiled, every unit's IR must pass the invariant checker and survive
// print -> parse -> print unchanged, and running it must print what the real OCaml printed
// (stdout, stderr, exit code). Programs failing for a reason outside CPS conversion are listed
// in tests/programs/known_failures.txt and run as expected failures.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile, defaultOptions, type SourceFile } from "../src/driver/index.js";
import { checkUnit, parseUnit, printUnit, type Code, type CodeId, type FlambdaUnit } from "../src/flambda/index.js";
import { exportsOfUnit } from "../src/simplify/index.js";
import { interpretToText } from "../src/interp/index.js";
import * as runtime from "../runtime/index.js";
import { readKnownFailures } from "./support/known_failures.js";

const root = join(import.meta.dirname, "programs");
const known = readKnownFailures(join(root, "known_failures.txt"));

function read(path: string): string {
  return readFileSync(path).toString("latin1");
}

function optional(path: string): string | undefined {
  return existsSync(path) ? read(path) : undefined;
}

interface Program {
  readonly name: string;
  readonly files: SourceFile[];
  /** Path of the expectation files without their extension, or the folder of a multi-file program. */
  readonly base: string;
  readonly folder: boolean;
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
    return [{ name: rel, files: order.flatMap((f) => singleFile(dir, f)), base: dir, folder: true }];
  }
  const out: Program[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.isDirectory()) {
      out.push(...programs(join(dir, e.name), rel === "" ? e.name : `${rel}/${e.name}`));
    } else if (e.name.endsWith(".ml") && existsSync(join(dir, e.name.replace(/\.ml$/, ".expected")))) {
      out.push({ name: rel === "" ? e.name : `${rel}/${e.name}`, files: singleFile(dir, e.name), base: join(dir, e.name.replace(/\.ml$/, "")), folder: false });
    }
  }
  return out;
}

/** A folder program keeps its expectations in the folder (`expected`, `stderr`, ...); a file's beside it. */
function expectation(p: Program, ext: string): string | undefined {
  if (p.folder) return optional(join(p.base, ext));
  return optional(`${p.base}.${ext}`);
}

function run(units: readonly FlambdaUnit[], stdin: string): { stdout: string; stderr: string; exitCode: number } {
  try {
    // A bound on the steps turns a conversion bug that loops into a failure instead of a hang.
    return interpretToText(units, { stdin, maxSteps: 300_000_000 });
  } finally {
    // What a failed run left in the channels' buffers belongs to it, not to the next test.
    runtime.caml_flambe_flush_all();
  }
}

describe("program corpus through CPS conversion and the IR interpreter", () => {
  for (const p of programs(root, "")) {
    (known.has(p.name) ? it.fails : it)(p.name, async () => {
      // Let the test runner's messages through between long synchronous runs.
      await new Promise((resolve) => setImmediate(resolve));
      const compiled = compile(p.files, defaultOptions);
      expect(compiled.ok, compiled.diagnostics.map((d) => d.message).join("\n")).toBe(true);
      // A unit may call, and allocate closures of, the code of the units before it (inlined across units).
      const externalCodeIds = new Map<CodeId, Code>();
      for (const u of compiled.units) {
        expect(checkUnit(u, { externalCodeIds }), `unit ${u.name}`).toEqual([]);
        for (const [id, c] of exportsOfUnit(u).codes) externalCodeIds.set(id, c);
        const text = printUnit(u);
        expect(printUnit(parseUnit(text)), `unit ${u.name} printed, parsed, printed`).toBe(text);
      }
      // A program of millions of steps (a list of 1,000,000 elements mapped, appended, folded)
      // says so in its first lines: its IR is checked, but it is run by the JavaScript tests only.
      if (p.files.some((f) => f.text.split("\n", 3).some((l) => l.includes("(* interpreter: too long to run *)")))) return;
      const result = run(compiled.units, expectation(p, "stdin") ?? "");
      expect(result.stdout).toBe(expectation(p, "expected") ?? "");
      expect(result.stderr).toBe(expectation(p, "stderr") ?? "");
      const exit = expectation(p, "exit");
      expect(result.exitCode).toBe(exit === undefined ? 0 : Number(exit.trim()));
    });
  }
});
