// `npm run fuzz:reduce -- FILE.ml [--level O3] [--out OUT.ml] [--compile-limit SEC]`: shrinks a
// failing program while it keeps failing the same way (same mismatch between the same stages,
// same internal error message, a compile past the limit at the same level). Candidates are made
// by deleting runs of lines and indented blocks, then by replacing parenthesised subexpressions
// with constants or with one of their parts; each is type-checked first (fast, in this thread)
// and only then compiled and run. The result is written beside the file (`FILE.reduced.ml`).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { LEVELS, defaultCheckOptions, type CheckOptions, type Stage } from "./check_program.js";
import { loadLibrary, type Library } from "./library.js";
import { classify, type Failure } from "./outcome.js";
import { CheckPool } from "./pool.js";
import { referenceAvailable } from "./reference.js";
import type { OptimisationLevel } from "../../src/driver/index.js";

const usage = "usage: npm run fuzz:reduce -- FILE.ml [--level O3] [--out OUT.ml] [--compile-limit SEC] [--signature TEXT]";

const priority = ["internal-error", "compile-timeout", "run-error", "mismatch", "rejected", "run-timeout", "slow"];

export async function main(argv: readonly string[], root: string): Promise<number> {
  let file: string | undefined;
  let level: OptimisationLevel | undefined;
  let out: string | undefined;
  let compileLimitMs = 20_000;
  let wanted: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--level") level = argv[++i]!.replace(/^-/, "") as OptimisationLevel;
    else if (a === "--out") out = resolve(argv[++i]!);
    else if (a === "--compile-limit") compileLimitMs = Number(argv[++i]) * 1000;
    else if (a === "--signature") wanted = argv[++i];
    else if (!a.startsWith("--") && file === undefined) file = resolve(a);
    else {
      console.error(usage);
      return 2;
    }
  }
  if (file === undefined) {
    console.error(usage);
    return 2;
  }
  const lib = await loadLibrary(join(root, "dist"));
  const pool = new CheckPool(1, new URL("./compile_worker.mjs", import.meta.url), join(root, "dist"));
  try {
    return await reduceFile(lib, pool, file, out ?? file.replace(/\.ml$/, "") + ".reduced.ml", level, compileLimitMs, wanted);
  } finally {
    await pool.close();
  }
}

async function reduceFile(lib: Library, pool: CheckPool, file: string, out: string, level: OptimisationLevel | undefined, compileLimitMs: number, wanted: string | undefined): Promise<number> {
  const original = readFileSync(file, "latin1");
  const fileName = "main.ml";
  const base: CheckOptions = { ...defaultCheckOptions, fileName, compileLimitMs, measure: false, levels: level === undefined ? LEVELS : ["O0", level], interpret: level === undefined };
  const first = classify(await pool.check(original, base));
  const candidates = first
    .filter((f) => f.kind !== "slow" && (wanted === undefined || f.signature.includes(wanted)))
    .sort((a, b) => priority.indexOf(a.kind) - priority.indexOf(b.kind));
  const target0 = candidates[0];
  if (target0 === undefined) {
    console.log(`${basename(file)}: no failure to keep${first.length > 0 ? ` (found: ${first.map((f) => f.signature).join("; ")})` : ""}`);
    return 1;
  }
  // Check only the stages the failure involves (and -O0, the baseline of a mismatch).
  const stages = new Set<Stage>(target0.stages);
  if (target0.kind === "mismatch") stages.add("O0");
  const opts: CheckOptions = {
    ...base,
    levels: LEVELS.filter((l) => stages.has(l)),
    interpret: stages.has("interp"),
  };
  const again = classify(await pool.check(original, opts));
  const target = again.find((f) => f.kind === target0.kind && sameStages(f, target0)) ?? again.find((f) => f.kind === target0.kind);
  if (target === undefined) {
    console.log(`${basename(file)}: the failure does not show with levels ${opts.levels.join(",")} alone`);
    return 1;
  }
  console.log(`keeping: ${target.signature}  (checking ${opts.levels.join(",")}${opts.interpret ? " + interpreter" : ""})`);
  const tried = new Map<string, boolean>();
  let tests = 0;
  const interesting = async (text: string): Promise<boolean> => {
    const known = tried.get(text);
    if (known !== undefined) return known;
    let ok = lib.check([{ name: fileName, text }], lib.defaultOptions, { printInterfaces: false }).ok && ocamlcAccepts(text);
    if (ok) {
      tests++;
      ok = classify(await pool.check(text, opts)).some((f) => f.signature === target.signature);
    }
    tried.set(text, ok);
    return ok;
  };
  let lines = original.split("\n");
  const t0 = performance.now();
  for (let round = 0; ; round++) {
    const before = lines.join("\n");
    lines = await deleteLines(lines, interesting);
    lines = await deleteBlocks(lines, interesting);
    lines = await simplifyExpressions(lines, interesting);
    writeFileSync(out, lines.join("\n"), "latin1");
    console.log(`round ${round + 1}: ${lines.filter((l) => l.trim() !== "").length} lines (${tests} candidates run, ${((performance.now() - t0) / 1000).toFixed(0)} s)`);
    if (lines.join("\n") === before) break;
  }
  const result = lines.filter((l) => l.trim() !== "").join("\n") + "\n";
  writeFileSync(out, result, "latin1");
  console.log(`\n${result}\nwritten to ${out}\nfailure kept: ${target.signature}`);
  return 0;
}

const haveOcamlc = referenceAvailable() === undefined;

/** Whether ocamlc accepts the program too (flambe's front end may accept a program OCaml rejects). */
function ocamlcAccepts(text: string): boolean {
  if (!haveOcamlc) return true;
  const dir = mkdtempSync(join(tmpdir(), "flambe-reduce-"));
  try {
    writeFileSync(join(dir, "main.ml"), text, "latin1");
    execFileSync("ocamlc", ["-w", "-a", "-c", "main.ml"], { cwd: dir, stdio: "ignore" });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function sameStages(a: Failure, b: Failure): boolean {
  return a.stages.join() === b.stages.join();
}

type Test = (text: string) => Promise<boolean>;

/** Deletes runs of lines, halving the run length down to one line. */
async function deleteLines(lines: string[], ok: Test): Promise<string[]> {
  for (let size = Math.max(1, Math.floor(lines.length / 2)); size >= 1; size = Math.floor(size / 2)) {
    for (let i = 0; i + size <= lines.length; ) {
      const cand = [...lines.slice(0, i), ...lines.slice(i + size)];
      if (await ok(cand.join("\n"))) lines = cand;
      else i += size;
    }
  }
  return lines;
}

const indentOf = (l: string): number => l.length - l.trimStart().length;

/** Deletes a line with the lines indented under it (and a closing `done`/`end`/`in` line). */
async function deleteBlocks(lines: string[], ok: Test): Promise<string[]> {
  for (let i = 0; i < lines.length; i++) {
    const ind = indentOf(lines[i]!);
    let j = i + 1;
    while (j < lines.length && (lines[j]!.trim() === "" || indentOf(lines[j]!) > ind)) j++;
    if (j < lines.length && indentOf(lines[j]!) === ind && /^(done|end|in\b|with\b|\| _)/.test(lines[j]!.trim())) j++;
    if (j - i < 2) continue;
    const cand = [...lines.slice(0, i), ...lines.slice(j)];
    if (await ok(cand.join("\n"))) {
      lines = cand;
      i--;
    }
  }
  return lines;
}

const CONSTANTS = ["0", "1", "true", "false", '""', "[]", "None", "0.", "()", "[||]"];

/** The parenthesised groups of a line: [start, end] (inclusive), outermost first. */
function groups(line: string): [number, number][] {
  const out: [number, number][] = [];
  const stack: number[] = [];
  let inString = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === "(") stack.push(i);
    else if (ch === ")" && stack.length > 0) out.push([stack.pop()!, i]);
  }
  return out.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
}

/** Replaces parenthesised subexpressions with constants, or with one of their own groups. */
async function simplifyExpressions(lines: string[], ok: Test): Promise<string[]> {
  for (let li = 0; li < lines.length; li++) {
    let changed = true;
    while (changed) {
      changed = false;
      const line = lines[li]!;
      for (const [s, e] of groups(line)) {
        const inner = groups(line.slice(s + 1, e)).map(([a, b]) => line.slice(s + 1 + a, s + 2 + b));
        const replacements = [...CONSTANTS, ...inner.slice(0, 6)];
        for (const r of replacements) {
          if (r.length >= e - s + 1) continue;
          const cand = line.slice(0, s) + r + line.slice(e + 1);
          const all = [...lines.slice(0, li), cand, ...lines.slice(li + 1)];
          if (await ok(all.join("\n"))) {
            lines = all;
            changed = true;
            break;
          }
        }
        if (changed) break;
      }
    }
  }
  return lines;
}
