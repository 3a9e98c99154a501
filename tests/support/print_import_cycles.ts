// Prints the import cycles among the files of a folder (default src/simplify), with and without
// type-only imports: `npx vite-node tests/support/print_import_cycles.ts -- src/simplify`, run
// from the repository's root (or from that of another checkout, to compare).
import { importCycles, readSources } from "./import_graph.js";

const root = process.cwd();
const dir = process.argv.slice(2).find((a) => a !== "--") ?? "src/simplify";
const files = readSources(root, dir);
for (const withTypes of [false, true]) {
  const cycles = importCycles(files, withTypes);
  const inCycles = cycles.reduce((n, c) => n + c.length, 0);
  console.log(
    `${dir}: ${files.length} files; ${withTypes ? "all imports" : "imports of values (no type-only imports)"}: ` +
      `${cycles.length} cycle(s) (strongly connected components), ${inCycles} file(s) in them` +
      (cycles.length === 0 ? "" : `, sizes ${cycles.map((c) => c.length).join(", ")}`),
  );
  for (const c of cycles) console.log(`  ${c.map((p) => p.slice(dir.length + 1)).join(" ")}`);
}
