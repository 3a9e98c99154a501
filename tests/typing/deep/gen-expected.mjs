// Regenerates the expectations of deep.test.ts from the real OCaml compiler: NAME.expected is
// the stdout of `ocamlc -i` for a well-typed input, the stderr of `ocamlc -c` for an ill-typed one,
// without its source excerpt.
// Run with `npx vite-node tests/typing/deep/gen-expected.mjs`; review the diff before committing.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripExcerpt } from "../corpus.ts";
import { deepSources } from "./sources.ts";

const here = new URL(".", import.meta.url).pathname;
const tmp = mkdtempSync(join(tmpdir(), "deep-"));
try {
  for (const [name, src] of Object.entries(deepSources)) {
    writeFileSync(join(tmp, `${name}.ml`), src, "latin1");
    const r = spawnSync("ocamlc", [name.endsWith("_error") ? "-c" : "-i", `${name}.ml`], { cwd: tmp, encoding: "latin1" });
    // The source excerpt of an error is left out (the one of a 100 KB line is as long).
    writeFileSync(join(here, `${name}.expected`), name.endsWith("_error") ? stripExcerpt(r.stderr) : r.stdout, "latin1");
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
