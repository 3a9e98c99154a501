// Tests known to fail are listed, with the reason, in a `known_failures.txt` beside the corpus
// (one `name  # reason` per line). The harness runs them as expected failures: when one starts
// passing, the run says so and the line must be removed, so the list never hides progress.
import { existsSync, readFileSync } from "node:fs";

export function readKnownFailures(path: string): Set<string> {
  if (!existsSync(path)) return new Set();
  const names = readFileSync(path, "utf8")
    .split("\n")
    .map((l) => l.replace(/#.*/, "").trim())
    .filter((l) => l !== "");
  return new Set(names);
}
