// Warnings 8, 11, 12 and 57 against what ocamlc -c prints for the same files.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readKnownFailures } from "../support/known_failures.js";
import { expectedWarnings, translateSource, warningText } from "./helpers.js";

const known = readKnownFailures(join(__dirname, "known_failures.txt"));

const root = join(__dirname, "..");
const cases: { dir: string; name: string }[] = [];
for (const f of readdirSync(join(root, "warnings/match"))) if (f.endsWith(".ml")) cases.push({ dir: join(root, "warnings/match"), name: f });
for (const f of readdirSync(join(__dirname, "warnings"))) if (f.endsWith(".ml")) cases.push({ dir: join(__dirname, "warnings"), name: f });
for (const f of readdirSync(join(root, "check/warnings"))) if (/^w(0?8|11|57)_.*\.ml$/.test(f)) cases.push({ dir: join(root, "check/warnings"), name: f });

describe("pattern-matching warnings agree with ocamlc", () => {
  for (const c of cases) {
    (known.has(c.name) ? it.fails : it)(c.name, () => {
      const text = readFileSync(join(c.dir, c.name), "latin1");
      const expected = expectedWarnings(readFileSync(join(c.dir, c.name.replace(/\.ml$/, ".expected")), "latin1"), [8, 11, 12, 56, 57]);
      const { warnings } = translateSource(text, c.name);
      expect(warningText(warnings)).toBe(expected);
    });
  }
});
