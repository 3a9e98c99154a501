// Every program of the corpus translates to Lambda (the front end accepts them all).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { printLambdaProgram } from "../../src/lambda/index.js";
import { translateSource } from "./helpers.js";

const root = join(__dirname, "../programs");
const dirs = ["match", "basics", "records", "variants", "modules", "functors", "exceptions", "lazy", "letrec", "closures"];

describe("the program corpus translates to Lambda", () => {
  for (const d of dirs) {
    let files: string[] = [];
    try {
      files = readdirSync(join(root, d)).filter((f) => f.endsWith(".ml"));
    } catch {
      continue;
    }
    for (const f of files) {
      it(`${d}/${f}`, () => {
        const text = readFileSync(join(root, d, f), "latin1");
        let result;
        try {
          result = translateSource(text, f);
        } catch (e) {
          // Programs the type checker rejects are not this stage's concern.
          if (e instanceof Error && e.name === "CompileError") return;
          throw e;
        }
        expect(printLambdaProgram(result.program).length).toBeGreaterThan(0);
      });
    }
  }
});

describe("the standard library translates to Lambda", () => {
  it("every unit of ORDER", async () => {
    const { stdlibSources } = await import("../../src/driver/stdlib_sources.generated.js");
    const { standardEnvironment } = await import("../../src/driver/index.js");
    const env = standardEnvironment();
    const order = (stdlibSources["ORDER"] ?? "").split(/\s+/).filter((u) => u.length > 0);
    let translated = 0;
    for (const u of order) {
      const f = u.charAt(0).toLowerCase() + u.slice(1) + ".ml";
      const text = stdlibSources[f];
      if (!text) continue;
      try {
        translateSource(text, f, env);
      } catch (e) {
        // A unit the type checker refuses (its work in progress) is not this stage's concern.
        if (e instanceof Error && e.name === "CompileError") continue;
        throw e;
      }
      translated++;
    }
    expect(translated).toBeGreaterThan(20);
  });
});
