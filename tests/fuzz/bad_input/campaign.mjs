// A campaign of the bad-input fuzzer: mutants `first`..`first + count - 1` of a seed compiled on
// a pool of compiler threads, their outcomes counted by class; failing inputs are written, with
// their class and what the compiler printed, to `keep` when given.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadCorpus } from "./corpus.mjs";
import { mutant } from "./mutate.mjs";
import { goodClasses, outcomeClasses } from "./outcome.mjs";
import { CompilerPool } from "./pool.mjs";

/**
 * Runs the campaign; `onResult(index, input, answer)` is called as each input is done. Resolves
 * to `{ counts, failures, seconds }`: `counts` per class, `failures` the failing inputs.
 */
export async function runCampaign({ seed, count, first = 0, jobs = 2, timeoutMs = 20000, keep, onResult }) {
  const corpus = loadCorpus();
  const pool = new CompilerPool(jobs, timeoutMs);
  const counts = Object.fromEntries(outcomeClasses.map((c) => [c, 0]));
  const failures = [];
  const started = performance.now();
  if (keep !== undefined) mkdirSync(keep, { recursive: true });
  try {
    await Promise.all(
      Array.from({ length: count }, async (_, k) => {
        const index = first + k;
        const input = mutant(corpus, seed, index);
        const answer = await pool.compile(input.text, input.level);
        counts[answer.outcome]++;
        if (!goodClasses.has(answer.outcome)) {
          failures.push({ index, input, answer });
          if (keep !== undefined) save(keep, seed, index, input, answer);
        }
        onResult?.(index, input, answer);
      }),
    );
  } finally {
    await pool.close();
  }
  failures.sort((a, b) => a.index - b.index);
  return { counts, failures, seconds: (performance.now() - started) / 1000 };
}

function save(dir, seed, index, input, answer) {
  const base = join(dir, `${answer.outcome}-${seed}-${index}`);
  writeFileSync(`${base}.ml`, input.text, "latin1");
  const about =
    `class: ${answer.outcome} (${answer.phase}, ${Math.round(answer.ms)} ms)\n` +
    `input: --seed ${seed} --only ${index} (from ${input.source}, mutations ${input.mutations.join(", ")}, level ${input.level})\n` +
    `output:\n${answer.output}\n`;
  writeFileSync(`${base}.txt`, about, "latin1");
}
