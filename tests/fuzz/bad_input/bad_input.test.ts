// The bad-input fuzzer's fixed-seed batch: mutated corpus sources compiled as `flambe build`
// compiles them (by the built compiler, on threads with the command line's stack) must each give
// a diagnostic or a successful compile, never an internal error, a stack trace, a crash or a
// hang. Long campaigns: `npm run fuzz:input -- --count N --seed S` (see README.md).
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript modules without type declarations
import { runCampaign } from "./campaign.mjs";
// @ts-expect-error
import { loadCorpus } from "./corpus.mjs";
// @ts-expect-error
import { deepShapes, mutant, tokenise } from "./mutate.mjs";
// @ts-expect-error
import { classifyOutput } from "./outcome.mjs";

interface Failure {
  index: number;
  input: { source: string; mutations: string[]; level: string };
  answer: { outcome: string; phase: string; output: string };
}

const corpus: { name: string; text: string }[] = loadCorpus();

function describeFailures(seed: number, failures: Failure[]): string {
  return failures
    .map((f) => `input ${f.index} (npm run fuzz:input -- --seed ${seed} --only ${f.index}): ${f.answer.outcome} in ${f.answer.phase}, from ${f.input.source} by ${f.input.mutations.join("+")}\n${f.answer.output.slice(0, 400)}`)
    .join("\n");
}

describe("bad-input fuzzer", () => {
  it("tokenises every corpus source back to itself", () => {
    expect(corpus.length).toBeGreaterThan(500);
    for (const { name, text } of corpus) expect(tokenise(text).map((t: { text: string }) => t.text).join(""), name).toBe(text);
  });

  it("is deterministic from its seed", () => {
    for (let i = 0; i < 50; i++) expect(mutant(corpus, 7, i)).toEqual(mutant(corpus, 7, i));
    expect(mutant(corpus, 7, 0).text).not.toBe(mutant(corpus, 8, 0).text);
  });

  it("makes deep input 10,000 levels deep", () => {
    expect(deepShapes.parens(10000)).toContain("(".repeat(10000));
  });

  it("tells diagnostics from stack traces", () => {
    expect(classifyOutput('File "a.ml", line 1, characters 8-9:\n1 | let x = \x00\n            ^\nError: Illegal character (\\000)\n', 2).outcome).toBe("diagnostic");
    expect(classifyOutput("Error: oops\n    at f (file:///x.js:1:2)\n", 2).outcome).toBe("stack-trace");
    expect(classifyOutput("flambe: internal error, please report it: oops\n", 2).outcome).toBe("stack-trace");
    expect(classifyOutput("Error: oops\n", 2).outcome).toBe("bad-diagnostic");
    // A warning made an error is an OCaml diagnostic too (ocamlc's form).
    expect(classifyOutput('File "a.ml", line 2, characters 8-23:\nError (warning 8 [partial-match]): this pattern-matching is not exhaustive.\n', 2).outcome).toBe("diagnostic");
    expect(classifyOutput('File "a.ml", line 5, characters 8-11:\n5 | let b = M.f\n            ^^^\nError (alert risky): M.f\nthink twice\n', 2).outcome).toBe("diagnostic");
    expect(classifyOutput("", 0).outcome).toBe("success");
  });

  it("gives a diagnostic or a compile for each of 250 mutated sources (seed 1)", { timeout: 300000 }, async () => {
    const seed = 1;
    // A longer time limit than a campaign's: the suite runs other files beside this one, and a
    // 10,000-deep input (a list literal, seed 1's input 33) takes 11 s alone.
    const result = await runCampaign({ seed, count: 250, jobs: 2, timeoutMs: 60000 });
    expect(describeFailures(seed, result.failures)).toBe("");
    expect(result.counts.diagnostic).toBeGreaterThan(0);
    expect(result.counts.success).toBeGreaterThan(0);
  });
});
