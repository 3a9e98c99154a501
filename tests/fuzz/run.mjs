// Entry point of `npm run fuzz` and `npm run fuzz:reduce`: bundles the fuzzer's TypeScript (with
// esbuild, into a cache folder keyed by the sources) and runs it against the built compiler in
// dist/ (run `npm run build` after changing the compiler).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const entry = process.argv[2];
const hash = createHash("sha256");
for (const f of readdirSync(here).sort()) if (f.endsWith(".ts")) hash.update(f).update(readFileSync(join(here, f)));
const out = join(tmpdir(), `flambe-fuzz-build-${hash.digest("hex").slice(0, 16)}`);
if (!existsSync(join(out, "reduce.mjs"))) {
  await build({
    entryPoints: { campaign: join(here, "campaign.ts"), compile_worker: join(here, "compile_worker.ts"), reduce: join(here, "reduce.ts") },
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    outdir: out,
    outExtension: { ".js": ".mjs" },
    logLevel: "error",
  });
}
if (!existsSync(join(root, "dist", "src", "driver", "index.js"))) {
  console.error("fuzz: dist/ is missing: run `npm run build` first");
  process.exit(2);
}
const mod = await import(pathToFileURL(join(out, `${entry}.mjs`)).href);
process.exitCode = await mod.main(process.argv.slice(3), root);
