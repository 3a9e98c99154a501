// A sample of the program corpus (tests/programs/**) compiled to JavaScript and run in headless
// Chromium: each program is built as `flambe build` builds it (default level), its file is loaded
// by a page, and what it writes and how it ends must be what the real OCaml gave (the corpus's
// stdout, stderr and exit code). The page receives them through the runtime's browser hooks
// (`globalThis.flambe_output` and `flambe_exit`, README "Running in a browser"). One browser runs
// every program, a fresh page each, the file served from memory.
//
// The browser is Debian's `chromium` package (found on the PATH), driven by playwright-core,
// which downloads nothing. Without it the tests fail, saying how to install it; set
// FLAMBE_SKIP_BROWSER=1 to skip them on a machine without it (CI never sets it).
//
// The sample is chosen deterministically: among the single-file programs that a page can run
// (no standard input, no files or environment, no deep recursion, no known failure), ordered by a
// hash of their names so that topics mix, the first few that print, raise exceptions, use
// Printf, Hashtbl, floats and strings, and end with a non-zero code, then others of topics not
// yet sampled, up to 20.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, skipBrowser } from "./support/chromium.js";
import { readKnownFailures } from "./support/known_failures.js";
import { ensureRuntimeBundle } from "./to_js/support.js";

ensureRuntimeBundle();
const { build, defaultOptions } = await import("../src/driver/index.js");

const root = join(import.meta.dirname, "programs");
const sampleSize = 20;

interface Program {
  /** `topic/name.ml`. */
  readonly name: string;
  readonly topic: string;
  readonly source: string;
  readonly base: string;
}

const read = (path: string): string => readFileSync(path).toString("latin1");
const optional = (path: string): string | undefined => (existsSync(path) ? read(path) : undefined);

/** The corpus's single-file programs with an expectation, `topic/name.ml`, in name order. */
function singleFilePrograms(): Program[] {
  const out: Program[] = [];
  for (const topic of readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort()) {
    if (topic === "multi") continue;
    for (const file of readdirSync(join(root, topic)).sort()) {
      const base = join(root, topic, file.replace(/\.ml$/, ""));
      if (file.endsWith(".ml") && existsSync(`${base}.expected`) && !existsSync(`${base}.mli`))
        out.push({ name: `${topic}/${file}`, topic, source: read(join(root, topic, file)), base });
    }
  }
  return out;
}

// What a page cannot give a program: standard input, files, the environment, processes (and the
// deep stack of the `deep` topic, left out below).
const needsHost =
  /\b(open_in|open_out|open_in_bin|open_out_bin|In_channel|Out_channel|stdin|read_line|read_int|read_float|Scanf\.scanf|Sys\.(argv|getenv|file_exists|remove|rename|command|readdir|is_directory|chdir|getcwd|executable_name)|Unix|UnixLabels)\b/;

function runnable(p: Program, known: Set<string>): boolean {
  if (existsSync(`${p.base}.stdin`) || p.topic === "deep" || p.source.startsWith("(* reference: native *)")) return false;
  if ([...known].some((k) => k === p.name || k.startsWith(`${p.name} `))) return false;
  return !needsHost.test(p.source);
}

/** FNV-1a, 32 bits: a fixed order of the programs that does not follow their topics. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** What the sample must cover, each by at least `perFeature` programs. */
const features: ReadonlyArray<readonly [string, (p: Program) => boolean]> = [
  ["printing", (p) => /\b(print_string|print_endline|print_int|print_newline|print_char)\b/.test(p.source)],
  ["exceptions", (p) => /\braise\b/.test(p.source) && /\bwith\b/.test(p.source)],
  ["Printf", (p) => /\bPrintf\.(printf|sprintf|eprintf)\b/.test(p.source)],
  ["Hashtbl", (p) => /\bHashtbl\./.test(p.source)],
  ["floats", (p) => /\b\d+\.\d+\b/.test(p.source) && /\b(sqrt|float_of_int|string_of_float|Float\.|%[.0-9]*[fge])/.test(p.source)],
  ["strings", (p) => /\b(String|Bytes|Buffer)\./.test(p.source)],
  ["exit code", (p) => existsSync(`${p.base}.exit`)],
];
const perFeature = 2;

function sample(): Program[] {
  const known = readKnownFailures(join(root, "known_failures_js.txt"));
  const candidates = singleFilePrograms()
    .filter((p) => runnable(p, known))
    .sort((a, b) => hash(a.name) - hash(b.name) || a.name.localeCompare(b.name));
  const chosen: Program[] = [];
  for (const [, has] of features) {
    const missing = perFeature - chosen.filter(has).length;
    chosen.push(...candidates.filter((p) => has(p) && !chosen.includes(p)).slice(0, Math.max(0, missing)));
  }
  // Then one program of each topic not sampled yet, then any, in the hash's order.
  for (const p of candidates) if (chosen.length < sampleSize && !chosen.some((q) => q.topic === p.topic)) chosen.push(p);
  for (const p of candidates) if (chosen.length < sampleSize && !chosen.includes(p)) chosen.push(p);
  return chosen.slice(0, sampleSize);
}

// The page: the hooks first, then the program's file. Output bytes arrive as a Uint8Array and are
// kept as a byte string (one character a byte), as the corpus's expectations are read.
const page = `<!doctype html>
<meta charset="utf-8">
<script>
globalThis.captured = { out: "", err: "", exit: undefined };
globalThis.flambe_output = (fd, bytes) => {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  if (fd === 2) captured.err += s;
  else captured.out += s;
};
globalThis.flambe_exit = (code) => { captured.exit = code; };
</script>
<script src="/program.js"></script>
`;

interface Captured {
  out: string;
  err: string;
  exit: number | undefined;
}

/** At most two pages at once (the machine running the tests may have two cores). */
let open = 0;
const waiting: (() => void)[] = [];
async function slot<T>(f: () => Promise<T>): Promise<T> {
  while (open >= 2) await new Promise<void>((resolve) => waiting.push(resolve));
  open++;
  try {
    return await f();
  } finally {
    open--;
    waiting.shift()?.();
  }
}

const programs = sample();

describe.skipIf(skipBrowser)("a sample of the program corpus compiled to JavaScript and run in headless Chromium", () => {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
    context = await browser.newContext();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  it("samples 20 programs covering printing, exceptions, Printf, Hashtbl, floats, strings and exit codes", () => {
    expect(programs.length).toBe(sampleSize);
    for (const [feature, has] of features) expect(programs.filter(has).length, feature).toBeGreaterThanOrEqual(perFeature);
  });

  // Concurrent, so that one program compiles while another's page runs.
  for (const p of programs) {
    it.concurrent(p.name, async () => {
      const built = build([{ name: p.name.replace(/^.*\//, ""), text: p.source }], defaultOptions);
      expect(built.ok, built.diagnostics.map((d) => d.message).join("\n")).toBe(true);
      const { captured, errors } = await slot(() => runInPage(built.js));
      expect(errors, "errors thrown to the page").toEqual([]);
      const exit = optional(`${p.base}.exit`);
      expect({ stdout: captured.out, stderr: captured.err, exitCode: captured.exit }).toEqual({
        stdout: read(`${p.base}.expected`),
        stderr: optional(`${p.base}.stderr`) ?? "",
        exitCode: exit === undefined ? 0 : Number(exit.trim()),
      });
    });
  }

  /** Loads a page running the program `js`; returns what the hooks captured and the errors thrown to the page. */
  async function runInPage(js: string): Promise<{ captured: Captured; errors: string[] }> {
    const tab = await context!.newPage();
    const errors: string[] = [];
    tab.on("pageerror", (e) => errors.push(e.message));
    try {
      await tab.route("http://flambe.test/**", (route) => {
        const url = new URL(route.request().url());
        if (url.pathname === "/program.js") return route.fulfill({ contentType: "text/javascript; charset=utf-8", body: js });
        if (url.pathname === "/") return route.fulfill({ contentType: "text/html; charset=utf-8", body: page });
        return route.fulfill({ status: 404, body: "" });
      });
      // The program runs as its script is evaluated, before the page's load event.
      await tab.goto("http://flambe.test/", { waitUntil: "load", timeout: 60_000 });
      const captured = await tab.evaluate(() => (globalThis as unknown as { captured: Captured }).captured);
      return { captured, errors };
    } finally {
      await tab.close();
    }
  }
});
