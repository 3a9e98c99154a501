// Expect tests of Simplify: each `cases/NAME.flt` holds an IR unit before and the unit expected
// after (compared up to renaming with `alphaEquivalentUnits`). Every case is also checked by the
// IR checker after Simplify and run through the interpreter before and after: same output, same
// exit code. A case may name an optimisation level (`=== level O3`) and flags (`=== flags
// -remove-unused-arguments`; `-cse-all`, `-cse-comparisons`, `-continuation-specialisation N`,
// `-lift-toplevel-captures` and `-no-lift-toplevel-captures`, options of Simplify but not of the
// command line).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { alphaEquivalentUnits, checkUnit, parseUnit, printUnit, type FlambdaUnit } from "../../src/flambda/index.js";
import { interpretToText } from "../../src/interp/index.js";
import { defaultSimplifyOptions, simplifyUnit, type SimplifyOptions } from "../../src/simplify/index.js";

const dir = join(__dirname, "cases");

interface Case {
  readonly before: string;
  readonly after: string;
  readonly level: "O1" | "O2" | "O3" | "Oclassic";
  readonly warnings: string | undefined;
  readonly flags: readonly string[];
}

/** The options of a case: its level's, with its flags. */
function optionsOf(c: Case): SimplifyOptions {
  let o = defaultSimplifyOptions(c.level);
  for (let i = 0; i < c.flags.length; i++) {
    const flag = c.flags[i];
    if (flag === "-remove-unused-arguments") o = { ...o, removeUnusedArguments: true };
    else if (flag === "-unbox-closures") o = { ...o, unboxClosures: true };
    // Not a command-line flag: every pure primitive shared (the default), or only comparisons (options.ts).
    else if (flag === "-cse-all") o = { ...o, cse: "all" };
    else if (flag === "-cse-comparisons") o = { ...o, cse: "comparisons" };
    // Not a command-line flag: toplevel variables that closures capture get blocks of their own (lift_toplevel_captures.ts).
    else if (flag === "-lift-toplevel-captures") o = { ...o, liftToplevelCaptures: true };
    else if (flag === "-no-lift-toplevel-captures") o = { ...o, liftToplevelCaptures: false };
    else if (flag === "-unbox-closures-factor") o = { ...o, unboxClosuresFactor: Number(c.flags[++i]) };
    // Not a command-line flag either: the largest handler copied to a use that decides its switch.
    else if (flag === "-continuation-specialisation") o = { ...o, continuationSpecialisation: Number(c.flags[++i]) };
    else if (flag === "-inline-branch-factor") o = { ...o, inlineBranchFactor: [Number(c.flags[++i])] };
    else throw new Error(`unknown flag in a case: ${flag}`);
  }
  return o;
}

function readCase(text: string): Case {
  const sections = new Map<string, string>();
  let current: string | undefined;
  for (const line of text.split("\n")) {
    const m = /^=== (\w+)(?: (.*))?$/.exec(line);
    if (m !== null) {
      current = m[1]!;
      sections.set(current, m[2] ?? "");
      continue;
    }
    if (current !== undefined) sections.set(current, sections.get(current)! + "\n" + line);
  }
  const level = (sections.get("level")?.trim() ?? "O1") as Case["level"];
  const flags = (sections.get("flags") ?? "").trim().split(/\s+/).filter((f) => f !== "");
  return { before: sections.get("before")!, after: sections.get("after")!, level, warnings: sections.get("warnings")?.trim(), flags };
}

/** Runs a unit; `show` prints its argument, so that cases can observe values. */
export function run(u: FlambdaUnit): { stdout: string; exitCode: number } {
  let out = "";
  const r = interpretToText([u], {
    externals: {
      show: (v: unknown) => {
        out += JSON.stringify(v, (_k, x) => (typeof x === "bigint" ? `${x}L` : x)) + "\n";
        return 0;
      },
    },
    maxSteps: 1_000_000,
  });
  return { stdout: out + r.stdout, exitCode: r.exitCode };
}

const files = readdirSync(dir).filter((f) => f.endsWith(".flt")).sort();

describe("simplify expect tests", () => {
  it("has the cases", () => {
    expect(files.length).toBeGreaterThan(0);
  });
  for (const f of files) {
    it(f.replace(/\.flt$/, ""), () => {
      const c = readCase(readFileSync(join(dir, f), "latin1"));
      const before = parseUnit(c.before, f);
      expect(checkUnit(before)).toEqual([]);
      const result = simplifyUnit(before, optionsOf(c));
      expect(checkUnit(result.unit)).toEqual([]);
      const expected = parseUnit(c.after, f);
      const same = alphaEquivalentUnits(result.unit, expected, { compareDebuginfo: false });
      if (!same) expect(printUnit(result.unit)).toBe(printUnit(expected));
      expect(same).toBe(true);
      expect(run(result.unit)).toEqual(run(before));
      if (c.warnings !== undefined) {
        expect(result.warnings.map((w) => `Warning ${w.warning?.number}: ${w.message}`).join("\n")).toBe(c.warnings);
      }
    });
  }
});
