// Headless Chromium for the browser tests: Debian's `chromium` package (found on the PATH), driven
// by playwright-core, which downloads nothing. Without it a test fails saying how to install it;
// FLAMBE_SKIP_BROWSER=1 skips the browser tests on a machine without it (CI never sets it).
import { spawnSync } from "node:child_process";
import type { Browser } from "playwright-core";

export const skipBrowser = process.env.FLAMBE_SKIP_BROWSER === "1";

/** The chromium executable on the PATH, or undefined. */
export function chromiumPath(): string | undefined {
  const r = spawnSync("which", ["chromium"], { encoding: "utf8" });
  const path = r.status === 0 ? r.stdout.trim() : "";
  return path !== "" ? path : undefined;
}

/** A headless Chromium, or an error saying how to get one. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (executablePath === undefined)
    throw new Error(
      "chromium is not installed (no `chromium` on the PATH): install Debian's package (apt-get install -y chromium), " +
        "or set FLAMBE_SKIP_BROWSER=1 to skip the browser tests on this machine",
    );
  const { chromium } = await import("playwright-core");
  return chromium.launch({ executablePath, headless: true });
}
