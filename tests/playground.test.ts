// The playground (playground/): its static site built once for the run, served from this process
// by a small static server, and opened in headless Chromium as a user would open a shared link
// (`#code=...`). The page must compile and run the program on its workers and show each pane:
// the output, the JavaScript, the IR at each stage, the inlining report; a change of level
// changes the IR; a type error reads as ocamlc prints it (the corpus's expectation) and is
// underlined in the editor; a program that never ends is stopped. Chromium as
// tests/support/chromium.ts finds it (FLAMBE_SKIP_BROWSER=1 skips).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath, launchChromium, skipBrowser } from "./support/chromium.js";
import { ensureRuntimeBundle } from "./to_js/support.js";

ensureRuntimeBundle();
const { build: buildProgram, defaultOptions } = await import("../src/driver/index.js");

const repo = join(import.meta.dirname, "..");
const encode = (source: string): string => Buffer.from(source, "utf8").toString("base64url");
const contentTypes: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".gz": "application/gzip" };

/** Serves `root`'s files (GET only), as any static host would. */
function serve(root: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname)).replace(/^(\.\.[/\\])+/, "");
    const file = join(root, path.endsWith("/") ? `${path}index.html` : path);
    readFile(file).then(
      (body) => {
        res.writeHead(200, { "content-type": contentTypes[extname(file)] ?? "application/octet-stream" });
        res.end(body);
      },
      () => {
        res.writeHead(404);
        res.end();
      },
    );
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

// Skipped, saying so, where no Chromium is installed (.ci/run installs it, so CI runs these).
const noChromium = !skipBrowser && chromiumPath() === undefined;
if (noChromium) console.warn("the playground's browser tests are skipped: no `chromium` on the PATH (apt-get install -y chromium)");

describe.skipIf(skipBrowser || noChromium)("the playground, built and opened in headless Chromium", () => {
  let site: string;
  let server: Server;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    if (!existsSync(join(repo, "dist/src/driver/stdlib_units.O1.bin")))
      throw new Error("the compiler is not built: run `npm run build` before this test (npm test does)");
    site = mkdtempSync(join(tmpdir(), "flambe-playground-"));
    const { build } = await import("vite");
    await build({ configFile: join(repo, "playground/vite.config.ts"), mode: "production", logLevel: "warn", build: { outDir: site } });
    server = await serve(site);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    server?.close();
    if (site !== undefined) rmSync(site, { recursive: true, force: true });
  });

  async function open(hash: string): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1300, height: 800 } });
    await page.goto(`${base}${hash}`);
    return page;
  }

  const output = async (page: Page): Promise<string> => (await page.locator("[data-testid=output]").textContent()) ?? "";
  const pane = (page: Page, name: "source" | "ir" | "js"): Promise<string> =>
    page.evaluate((n) => (globalThis as unknown as { flambePlayground: { text(p: string): string } }).flambePlayground.text(n), name);
  const stages = (page: Page): Promise<string[]> =>
    page.evaluate(() => (globalThis as unknown as { flambePlayground: { stages(): string[] } }).flambePlayground.stages());
  const waitForOutput = (page: Page, pattern: RegExp, timeout = 30_000): Promise<unknown> =>
    page.waitForFunction((p) => new RegExp(p).test(document.querySelector("[data-testid=output]")!.textContent ?? ""), pattern.source, { timeout });

  const program = [
    "let twice f x = f (f x)",
    "let add n x = x + n",
    'let () = Printf.printf "%d h\\xc3\\xa9llo\\n" (twice (add 20) 2);',
    '  prerr_endline "to stderr"; exit 3',
    "",
  ].join("\n");

  it("runs the program of a #code= link at once and shows every pane", async () => {
    const started = Date.now();
    const page = await open(`#code=${encode(program)}`);
    await waitForOutput(page, /exit code/);
    const elapsed = Date.now() - started;
    console.log(`playground: first compile and run shown ${elapsed} ms after opening the page`);
    // (Standard error is written at once, standard output when the program exits, as in OCaml.)
    expect(await output(page)).toBe("to stderr\n42 héllo\n\n[exit code 3]\n");
    expect(await pane(page, "source")).toBe(program);
    expect(await page.locator("[data-testid=source]").innerText()).toContain("let twice f x = f (f x)");
    // The JavaScript: the program with the runtime it needs.
    expect(await pane(page, "js")).toMatch(/h\\xc3\\xa9llo|héllo|h\\u00c3\\u00a9llo/);
    // The IR: Lambda, Flambda before Simplify and after the default level's one round, the last shown.
    expect(await stages(page)).toEqual(["Lambda", "Flambda (before Simplify)", "Flambda after round 0"]);
    expect(await page.locator("#stage").inputValue()).toBe("Flambda after round 0");
    expect(await pane(page, "ir")).toMatch(/^unit Main /);
    // The inlining report, each call site linked to the source.
    await page.getByRole("tab", { name: "Inlining report" }).click();
    const report = page.locator("[data-testid=report]");
    expect(await report.innerText()).toMatch(/Round 0[\s\S]*line 3, characters \d+-\d+: call to twice: inlined/);
    await report.locator("li", { hasText: "call to twice" }).first().locator("a").click();
    expect(await page.evaluate(() => getSelection()?.toString() ?? "")).toMatch(/twice \(add 20\) 2/);
    await page.close();
  });

  it("shows the IR of the level chosen, and a diff between two stages", async () => {
    const page = await open(`#code=${encode(program)}`);
    await waitForOutput(page, /exit code/);
    const atDefault = await pane(page, "ir");
    await page.locator("#level").selectOption("O3");
    await page.waitForFunction(() => (globalThis as unknown as { flambePlayground: { stages(): string[] } }).flambePlayground.stages().length === 5);
    expect(await page.evaluate(() => location.hash)).toContain("level=O3");
    expect(await stages(page)).toEqual(["Lambda", "Flambda (before Simplify)", "Flambda after round 0", "Flambda after round 1", "Flambda after round 2"]);
    expect(await pane(page, "ir")).not.toBe(atDefault);
    await page.locator("#level").selectOption("O0");
    await page.waitForFunction(() => (globalThis as unknown as { flambePlayground: { stages(): string[] } }).flambePlayground.stages().length === 2);
    expect(await page.locator("#stage").inputValue()).toBe("Flambda (before Simplify)");
    expect(await page.locator("[data-testid=report]").textContent()).toContain("-O0 runs no round");
    // The diff: Flambda before Simplify against Lambda, in one view with deletions marked.
    await page.locator("#diff").check();
    await page.locator("#diff-from").selectOption("Lambda");
    await page.locator("[data-testid=ir] .cm-deletedChunk").first().waitFor();
    // Flags as on the command line; a wrong one is the command line's usage error.
    await page.locator("#level").selectOption("O1");
    await page.locator("#flags").fill("-rounds 2");
    await page.locator("#flags").press("Enter");
    await page.waitForFunction(() => (globalThis as unknown as { flambePlayground: { stages(): string[] } }).flambePlayground.stages().includes("Flambda after round 1"));
    await page.locator("#flags").fill("-rounds two");
    await page.locator("#flags").press("Enter");
    await waitForOutput(page, /wrong argument 'two'; option '-rounds' expects an integer/);
    await page.close();
  });

  it("shows a type error as ocamlc prints it, underlined in the editor", async () => {
    const base = join(repo, "tests/check/errors/ty_app_arg_clash");
    const source = readFileSync(`${base}.ml`, "utf8");
    const expected = readFileSync(`${base}.expected`, "utf8").replaceAll("ty_app_arg_clash.ml", "main.ml");
    const page = await open(`#code=${encode(source)}`);
    await waitForOutput(page, /not run/);
    expect(await output(page)).toBe(`${expected}(not run: the program did not compile)\n`);
    expect(await page.locator("[data-testid=source] .cm-lintRange-error").innerText()).toBe('"four"');
    await page.close();
  });

  it("stops a program that never ends, and the page goes on", async () => {
    const loop = 'let () = print_endline "looping"; flush stdout; while true do () done\n';
    const page = await open(`#code=${encode(loop)}`);
    await waitForOutput(page, /looping/);
    expect(await page.locator("#stop").isEnabled()).toBe(true);
    await page.locator("#stop").click();
    await waitForOutput(page, /\[program stopped\]/);
    expect(await page.locator("#stop").isDisabled()).toBe(true);
    // The tab is responsive, and the next program runs.
    await page.locator("#examples").selectOption("01_hello");
    await waitForOutput(page, /sum of the first 10 squares: 385[\s\S]*exit code 0/);
    await page.close();
  });
});

describe("the playground's examples", () => {
  const folder = join(repo, "playground/examples");
  const files = readdirSync(folder).filter((f) => f.endsWith(".ml")).sort();
  it.each(files)("%s compiles at the default level and at -O3 (the type error's example excepted)", (file) => {
    const text = readFileSync(join(folder, file), "latin1");
    for (const optimisation of ["O1", "O3"] as const) {
      const r = buildProgram([{ name: "main.ml", text }], { ...defaultOptions, optimisation });
      expect(r.ok).toBe(!file.includes("type_error"));
    }
  });
});
