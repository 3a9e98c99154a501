// The browser example (examples/counter: a counter and its history, written against the Js
// library) built by the command its README gives, as a classic script at the default level and
// at -O3 and as an ES module, loaded by its page in headless Chromium and clicked through a
// session (tests/examples/counter_session.mjs): the transcript must be the one js_of_ocaml's build
// of the same file gives (tests/examples/counter.expected, made by tests/examples/regen.mjs).
// Chromium as tests/support/chromium.ts finds it (FLAMBE_SKIP_BROWSER=1 skips).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, skipBrowser } from "./support/chromium.js";
// @ts-expect-error: a JavaScript module shared with the regeneration script
import { counterPage, counterSession } from "./examples/counter_session.mjs";

const root = join(import.meta.dirname, "..");
const scratch = mkdtempSync(join(tmpdir(), "flambe-example-"));
const expected = readFileSync(join(import.meta.dirname, "examples", "counter.expected"), "utf8");

function build(flags: string[], output: string): string {
  const out = join(scratch, output);
  const r = spawnSync(process.execPath, [join(root, "bin/flambe.js"), "build", ...flags, "examples/counter/counter.ml", "-o", out], { cwd: root, encoding: "utf8" });
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  return readFileSync(out, "utf8");
}

describe.skipIf(skipBrowser)("the browser example, in headless Chromium", () => {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
    context = await browser.newContext();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it.each([
    ["the default level", []],
    ["-O3", ["-O3"]],
  ])("counts and lists as js_of_ocaml's build does, built at %s", async (_what, flags) => {
    const js = build(flags, "counter.js");
    expect(await counterSession(context, counterPage(), { "/counter.js": js })).toBe(expected);
  }, 60_000);

  it("does the same built as an ES module, loaded by a module script", async () => {
    const js = build(["--module", "esm"], "counter.mjs");
    expect(await counterSession(context, counterPage('<script type="module" src="counter.mjs"></script>'), { "/counter.mjs": js })).toBe(expected);
  }, 60_000);
});
