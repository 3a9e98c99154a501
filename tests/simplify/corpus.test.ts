// The program corpus (tests/programs/**) through Simplify: each program is compiled, run through
// the IR interpreter as converted, then every unit (library units included) is simplified at
// -Oclassic, the default level (-O1), -O2 and -O3, checked by the invariant checker after every
// round, and run again: what it prints (stdout, stderr) and its exit code must not change. The
// program's units import what the units before them export, as the driver has them do.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile, defaultOptions, type SourceFile } from "../../src/driver/index.js";
import { checkUnit, type Code, type CodeId, type FlambdaUnit } from "../../src/flambda/index.js";
import { interpretToText } from "../../src/interp/index.js";
import { defaultSimplifyOptions, exportsOfUnit, importsOf, simplifyUnit, type UnitExports } from "../../src/simplify/index.js";
import * as runtime from "../../runtime/index.js";
import { readKnownFailures } from "../support/known_failures.js";

const root = join(import.meta.dirname, "..", "programs");
const known = readKnownFailures(join(root, "known_failures.txt"));

const read = (path: string): string => readFileSync(path).toString("latin1");

interface Program {
  readonly name: string;
  readonly files: SourceFile[];
  readonly stdin: string;
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
    const stdin = existsSync(join(dir, "stdin")) ? read(join(dir, "stdin")) : "";
    return [{ name: rel, files: order.flatMap((f) => singleFile(dir, f)), stdin }];
  }
  const out: Program[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.isDirectory()) {
      if (e.name === "seeds") continue;
      out.push(...programs(join(dir, e.name), rel === "" ? e.name : `${rel}/${e.name}`));
    } else if (e.name.endsWith(".ml") && existsSync(join(dir, e.name.replace(/\.ml$/, ".expected")))) {
      const stdinPath = join(dir, e.name.replace(/\.ml$/, ".stdin"));
      out.push({
        name: rel === "" ? e.name : `${rel}/${e.name}`,
        files: singleFile(dir, e.name),
        stdin: existsSync(stdinPath) ? read(stdinPath) : "",
      });
    }
  }
  return out;
}

function run(units: readonly FlambdaUnit[], stdin: string): { stdout: string; stderr: string; exitCode: number } {
  try {
    // Programs longer than this in the interpreter are left to the JavaScript corpus run.
    return interpretToText(units, { stdin, maxSteps: 30_000_000 });
  } finally {
    runtime.caml_flambe_flush_all();
  }
}

type Level = "Oclassic" | "O1" | "O2" | "O3";
// Every level by default; FLAMBE_SIMPLIFY_LEVELS=O3 (say) for fewer.
const levels = (process.env.FLAMBE_SIMPLIFY_LEVELS ?? "Oclassic,O1,O2,O3").split(",") as Level[];

/**
 * The problems the checker finds in a unit after each round of Simplify at a level, and the
 * result; `before` are the export infos of the units linked before it, when it imports them.
 */
function simplifyChecked(u: FlambdaUnit, level: Level, before: readonly UnitExports[] = []): { unit: FlambdaUnit; problems: string[] } {
  const problems: string[] = [];
  const externalCodeIds = new Map<CodeId, Code>();
  for (const ex of before) for (const [id, c] of ex.codes) externalCodeIds.set(id, c);
  const r = simplifyUnit(u, defaultSimplifyOptions(level), {
    imports: before.length === 0 ? undefined : importsOf(before),
    afterRound: (v, round) => {
      for (const p of checkUnit(v, { externalCodeIds })) problems.push(`unit ${v.name} at -${level}, round ${round}: ${p}`);
    },
  });
  return { unit: r.unit, problems };
}

// The library's units are the same for every program (the driver compiles each once): each is
// simplified and checked once per level.
const libraryCache = new Map<FlambdaUnit, Map<Level, ReturnType<typeof simplifyChecked>>>();
function simplifiedLibraryUnit(u: FlambdaUnit, level: Level): ReturnType<typeof simplifyChecked> {
  let perLevel = libraryCache.get(u);
  if (perLevel === undefined) libraryCache.set(u, (perLevel = new Map()));
  let r = perLevel.get(level);
  if (r === undefined) perLevel.set(level, (r = simplifyChecked(u, level)));
  return r;
}

// What Simplify itself gets wrong, run as expected failures (see tests/support/known_failures.ts).
const simplifyKnown = readKnownFailures(join(import.meta.dirname, "known_failures.txt"));

describe("program corpus through Simplify", () => {
  for (const p of programs(root, "")) {
    if (known.has(p.name)) continue;
    (simplifyKnown.has(p.name) ? it.fails : it)(p.name, () => {
      const compiled = compile(p.files, { ...defaultOptions, optimisation: "O0" });
      if (!compiled.ok) {
        // Not compiled by the front end (a program expected to fail): nothing to simplify.
        expect(compiled.diagnostics.length).toBeGreaterThan(0);
        return;
      }
      let reference: ReturnType<typeof run> | undefined;
      try {
        reference = run(compiled.units, p.stdin);
      } catch {
        // The converted program does not run in the interpreter yet (not Simplify's concern):
        // its simplified units are still checked.
        reference = undefined;
      }
      // The program's own units come last, one per `.ml` file.
      const own = compiled.units.length - p.files.filter((f) => f.name.endsWith(".ml")).length;
      for (const level of levels) {
        const results: ReturnType<typeof simplifyChecked>[] = [];
        for (const [i, u] of compiled.units.entries())
          results.push(i < own ? simplifiedLibraryUnit(u, level) : simplifyChecked(u, level, results.map((r) => exportsOfUnit(r.unit))));
        expect(results.flatMap((r) => r.problems)).toEqual([]);
        if (reference !== undefined) expect(run(results.map((r) => r.unit), p.stdin), `at -${level}`).toEqual(reference);
      }
    }, 120_000);
  }
});
