// The sources the bad-input fuzzer mutates: the program and type-checking corpora and the
// standard library's implementations, in a fixed order (so that a seed names the same inputs).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const root = join(import.meta.dirname, "../../..");

function mlFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...mlFiles(path));
    else if (entry.name.endsWith(".ml")) out.push(path);
  }
  return out;
}

/** `{ name, text }` for each corpus source, `text` a byte string as the command line reads it. */
export function loadCorpus() {
  const files = ["tests/programs", "tests/check", "stdlib"].flatMap((d) => mlFiles(join(root, d)));
  return files
    .map((path) => relative(root, path))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(root, name), "latin1") }));
}
