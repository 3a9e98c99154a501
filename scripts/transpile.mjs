// Compiles the compiler's TypeScript (src/ and runtime/, the tests left out) into dist/, one
// JavaScript module per module, with esbuild: under a second, where tsc takes fifteen or more
// seconds because it type-checks the whole program first. esbuild only strips the types, which
// is all the emitted code needs (every module compiles on its own: tsc with `isolatedModules`
// finds nothing to object to). The type checking, and the declaration files (.d.ts) the package
// carries, are tsc's: `npm run types` (which `npm test` and `npm pack` run).
//
// dist/src and dist/runtime are written afresh, but the standard library's compiled files,
// which the next step of the build writes (or keeps, when their inputs have not changed), and
// the declaration files, which tsc writes.
import { readdirSync, rmSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The TypeScript modules under `dir` (relative to the root), the tests and declarations left out. */
function modules(dir) {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((p) => p.endsWith(".ts") && !p.endsWith(".d.ts") && !p.endsWith(".test.ts"))
    .map((p) => join(dir, p));
}

/** Removes what an earlier build wrote for modules that are no longer (kept: `keep`). */
function clean(dir, keep) {
  let entries;
  try {
    entries = readdirSync(join(root, dir), { recursive: true, encoding: "utf8" });
  } catch {
    return;
  }
  for (const p of entries) {
    const file = join(root, dir, p);
    if (statSync(file).isFile() && !keep(p)) rmSync(file);
  }
}

const started = performance.now();
const keep = (p) => p.endsWith(".d.ts") || /stdlib_units\./.test(p);
clean("dist/src", keep);
clean("dist/runtime", keep);
const entryPoints = [...modules("src"), ...modules("runtime")];
await build({
  absWorkingDir: root,
  entryPoints,
  outdir: "dist",
  outbase: ".",
  format: "esm",
  platform: "node",
  target: "es2022",
  sourcemap: true,
  logLevel: "warning",
});
// The command's two threads each load one file: the compiler's thread (`src/cli/worker.ts` and
// all it imports) and the main thread (`src/cli/main.ts`). Loading the compiler as 240 modules
// made Node resolve, read and link each, on every start (bench/README.md, "Start-up of the
// command"); a bundle sits beside the module it starts from, so that the paths it makes from
// its own address (the library's files, the worker's) are the same.
await build({
  absWorkingDir: root,
  entryPoints: { "dist/src/cli/worker.bundle": "dist/src/cli/worker.js", "dist/src/cli/main.bundle": "dist/src/cli/main.js" },
  outdir: ".",
  bundle: true,
  format: "esm",
  platform: "node",
  target: "es2022",
  logLevel: "warning",
});
console.log(`transpile: ${entryPoints.length} modules into ${relative(root, join(root, "dist"))}/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
