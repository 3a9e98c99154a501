// A micro-benchmark: the cost of meet (adding equations) and of join as the number of names
// changed since the common ancestor grows 10, 100, 1,000, 10,000, in an environment that
// already holds 10,000 unrelated names. The time per changed name must stay roughly flat:
// the bound asserted is loose (10×), to catch quadratic behaviour, not to gate on timings.
import { describe, expect, it } from "vitest";
import {
  addAlias,
  addEquation,
  createEnv,
  defineVariable,
  fullBlock,
  join,
  taggedImmediates,
  top,
  type TypingEnv,
} from "../../src/types/index.js";
import { eq, sv, v } from "./helpers.js";

const sizes = [10, 100, 1000, 10000];
const background = 10000;

function baseEnv(n: number): TypingEnv {
  let env = createEnv();
  for (let i = 0; i < background; i++) env = defineVariable(env, v(`bg${i}`), "value");
  for (let i = 0; i < n; i++) {
    env = defineVariable(env, v(`x${i}`), "value");
    env = defineVariable(env, v(`a${i}`), "value");
  }
  return env;
}

/** One branch: every x_i learns a block shape and a set; one in four is aliased to a_i. */
function branch(ancestor: TypingEnv, n: number, flavour: number): TypingEnv {
  let env = ancestor;
  for (let i = 0; i < n; i++) {
    env = addEquation(env, v(`x${i}`), fullBlock(0, [eq(`a${i}`), taggedImmediates([flavour, i % 7])]));
    if (i % 4 === flavour) env = addAlias(env, sv(`a${i}`), sv(`x${(i + 1) % n}`), "value");
    env = defineVariable(env, v(`local${flavour}_${i}`), "value", fullBlock(1, [eq(`x${i}`)]));
  }
  return env;
}

function timePerName(n: number, run: () => void): number {
  // Repeat small sizes so that each measurement covers at least ~10,000 changed names.
  const reps = Math.max(1, Math.floor(10000 / n));
  run(); // warm up
  const start = performance.now();
  for (let r = 0; r < reps; r++) run();
  const elapsed = performance.now() - start;
  return (elapsed * 1000) / (reps * n); // microseconds per changed name
}

describe("scaling of meet and join with the size of the changes", () => {
  it("costs time proportional to the number of changed names", () => {
    const meetCost: number[] = [];
    const joinCost: number[] = [];
    for (const n of sizes) {
      const ancestor = baseEnv(n);
      meetCost.push(timePerName(n, () => branch(ancestor, n, 0)));
      const b0 = branch(ancestor, n, 0);
      const b1 = branch(ancestor, n, 1);
      let result: TypingEnv | undefined;
      joinCost.push(
        timePerName(n, () => {
          result = join(ancestor, [b0, b1]);
        }),
      );
      expect(result).toBeDefined();
      expect(result!.bottom).toBe(false);
    }
    const rows = sizes.map((n, i) => `  ${String(n).padStart(6)} changed names: meet ${meetCost[i]!.toFixed(2)} µs/name, join ${joinCost[i]!.toFixed(2)} µs/name`);
    console.log(`typing environment scaling (${background} other names in the environment):\n${rows.join("\n")}`);
    expect(meetCost[3]!).toBeLessThan(10 * meetCost[2]!);
    expect(joinCost[3]!).toBeLessThan(10 * joinCost[2]!);
    expect(top("value").kind).toBe("top");
  }, 120000);
});
