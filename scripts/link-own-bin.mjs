// After `npm ci` in a checkout (the `prepare` step, once the build is done): links the package's
// own command into node_modules/.bin, as npm links a dependency's, so that `npx flambe` in the
// checkout runs it at once. Without the link npx does not find the command among the installed
// packages and installs the checkout into its cache first, building it a second time (about 30 s).
import { existsSync, lstatSync, mkdirSync, symlinkSync, unlinkSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const binDir = join(root, "node_modules", ".bin");
if (existsSync(join(root, "node_modules"))) {
  mkdirSync(binDir, { recursive: true });
  const link = join(binDir, "flambe");
  try {
    if (lstatSync(link).isSymbolicLink()) unlinkSync(link);
  } catch {
    // not there yet
  }
  if (!existsSync(link)) symlinkSync(join("..", "..", "bin", "flambe.js"), link);
}
