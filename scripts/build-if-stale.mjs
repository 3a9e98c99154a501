// `prepare` (run by `npm ci`, and by npx when it installs the checkout to run its command): builds
// the compiler unless dist/ was built from exactly these sources. npx installs a checkout whose
// package has the command it is asked for into its own cache first, running `prepare` there
// again: with this check that second run takes a moment instead of a second build (about 30 s).
// The stamp is a hash of every file the build reads (the sources, the scripts, the package's and
// TypeScript's settings); `npm run build` always builds.
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const stamp = join(root, "dist", ".build-stamp");

function sourcesHash() {
  const hash = createHash("sha256");
  const visit = (dir) => {
    for (const e of readdirSync(join(root, dir), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const rel = join(dir, e.name);
      if (e.isDirectory()) visit(rel);
      else if (!e.name.includes(".generated.")) hash.update(rel).update(readFileSync(join(root, rel)));
    }
  };
  for (const dir of ["src", "runtime", "stdlib", "scripts"]) visit(dir);
  for (const f of ["package.json", "tsconfig.json"]) hash.update(f).update(readFileSync(join(root, f)));
  return hash.digest("hex");
}

const wanted = sourcesHash();
if (existsSync(stamp) && readFileSync(stamp, "utf8") === wanted && existsSync(join(root, "dist", "src", "cli", "main.bundle.js"))) {
  console.log("flambe: dist/ is up to date with the sources; not building again");
} else {
  const r = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
  writeFileSync(stamp, wanted);
}
