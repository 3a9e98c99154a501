// Golden `-dlambda` dumps: tests/lambda/golden/NAME.ml and NAME.lambda (refresh with
// UPDATE_GOLDEN=1 and review the diff).
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { printLambdaProgram } from "../../src/lambda/index.js";
import { translateSource } from "./helpers.js";

const dir = join(__dirname, "golden");

describe("-dlambda golden dumps", () => {
  for (const f of readdirSync(dir).filter((x) => x.endsWith(".ml"))) {
    it(f, () => {
      const { program } = translateSource(readFileSync(join(dir, f), "latin1"), f);
      const text = printLambdaProgram(program);
      const golden = join(dir, f.replace(/\.ml$/, ".lambda"));
      if (process.env["UPDATE_GOLDEN"] || !existsSync(golden)) writeFileSync(golden, text, "latin1");
      expect(text).toBe(readFileSync(golden, "latin1"));
    });
  }
});
