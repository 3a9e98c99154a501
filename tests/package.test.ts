// The package as users get it: `npm pack` (of the built tree: `npm test` builds first), installed
// globally into a temporary prefix offline and without building, `flambe` run from another
// folder; then installed into a project whose JavaScript and TypeScript import the library API
// (`import { build, check, compile } from "flambe"`). The programs are the corpus's, with their
// expectations from OCaml.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, skipBrowser } from "./support/chromium.js";

const root = join(import.meta.dirname, "..");
const scratch = mkdtempSync(join(tmpdir(), "flambe-package-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const npm = (args: string[], cwd: string): string =>
  execFileSync("npm", [...args, "--offline", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd,
    encoding: "utf8",
    // A cache of its own: nothing may come from a cache filled elsewhere, nor from the network.
    env: { ...process.env, npm_config_cache: join(scratch, "npm-cache"), npm_config_update_notifier: "false" },
  });

const corpus = (name: string): { text: string; expected: string } => ({
  text: readFileSync(join(root, "tests/programs", `${name}.ml`), "latin1"),
  expected: readFileSync(join(root, "tests/programs", `${name}.expected`), "latin1"),
});

/** Every file under a folder, with its size. */
function files(dir: string): { path: string; size: number }[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((p) => ({ path: p, size: statSync(join(dir, p)).size }))
    .filter((f) => statSync(join(dir, f.path)).isFile());
}

let tarball = "";

beforeAll(() => {
  // The build transpiles only; tsc writes the declarations (as `npm pack`'s `prepack` does, here skipped).
  if (!existsSync(join(root, "dist/src/cli/api.d.ts"))) throw new Error("no declaration files in dist/: run `npm run types` (npm test does)");
  const out = npm(["pack", "--ignore-scripts", "--json", "--pack-destination", scratch], root);
  tarball = join(scratch, (JSON.parse(out) as { filename: string }[])[0]!.filename);
}, 120_000);

describe("the packed package", () => {
  it("carries the compiler, its library once and no source maps or sources", () => {
    const listing = execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" }).split("\n").filter((l) => l.length > 0);
    expect(listing).toContain("package/bin/flambe.js");
    expect(listing).toContain("package/dist/src/cli/api.js");
    expect(listing).toContain("package/dist/src/cli/api.d.ts");
    expect(listing).toContain("package/dist/src/driver/stdlib_units.O1.bin");
    expect(listing.filter((l) => l.endsWith(".map"))).toEqual([]);
    expect(listing.filter((l) => l.endsWith(".ts") && !l.endsWith(".d.ts"))).toEqual([]);
    // The library is stored once, in the level files, which the command line, the API and the
    // browser entry read; the stamp of its build stays behind.
    expect(listing.filter((l) => l.includes("stdlib_units")).sort()).toEqual(["O0", "Oclassic", "O1", "O2", "O3"].map((l) => `package/dist/src/driver/stdlib_units.${l}.bin`).sort());
    expect(statSync(tarball).size).toBeLessThan(6 * 1024 * 1024);
    // The five levels of the compiled library, gzipped, are most of it.
    const unpacked = (JSON.parse(execFileSync("npm", ["pack", "--dry-run", "--ignore-scripts", "--json"], { cwd: root, encoding: "utf8" })) as { unpackedSize: number }[])[0]!.unpackedSize;
    expect(unpacked).toBeLessThan(10 * 1024 * 1024);
  });

  it("installs globally offline without building, and `flambe` runs from any folder", () => {
    const prefix = join(scratch, "prefix");
    npm(["install", "--global", "--prefix", prefix, tarball], scratch);
    const installed = join(prefix, "lib/node_modules/flambe");
    expect(existsSync(join(installed, "src"))).toBe(false);
    expect(files(installed).some((f) => f.path.endsWith("tsconfig.json"))).toBe(false);
    const elsewhere = join(scratch, "elsewhere");
    mkdirSync(elsewhere);
    const hello = corpus("basics/hello");
    writeFileSync(join(elsewhere, "hello.ml"), hello.text, "latin1");
    const run = spawnSync(join(prefix, "bin/flambe"), ["run", "hello.ml"], { cwd: elsewhere, encoding: "latin1" });
    expect(run.stdout).toBe(hello.expected);
    expect(run.status).toBe(0);
    const build = spawnSync(join(prefix, "bin/flambe"), ["build", "-O3", "hello.ml", "-o", "hello.js"], { cwd: elsewhere, encoding: "latin1" });
    expect(build.status).toBe(0);
    expect(execFileSync(process.execPath, ["hello.js"], { cwd: elsewhere, encoding: "latin1", stdio: ["ignore", "pipe", "ignore"] })).toBe(hello.expected);
  }, 120_000);

  describe("as a dependency", () => {
    const project = join(scratch, "project");
    beforeAll(() => {
      mkdirSync(project);
      writeFileSync(join(project, "package.json"), JSON.stringify({ name: "uses-flambe", version: "1.0.0", private: true, type: "module" }));
      npm(["install", tarball], project);
    }, 120_000);

    it("gives JavaScript the library API", () => {
      const utf8 = corpus("strings/utf8_bytes");
      writeFileSync(
        join(project, "use.mjs"),
        `import { build, check, compile, interpret, version } from "flambe";
import { writeFileSync } from "node:fs";
import { readFileSync } from "node:fs";
const text = readFileSync(process.argv[2]);
const built = build([{ name: "utf8.ml", text }], { optimisation: "O3" });
writeFileSync("utf8.js", built.js);
const bad = check([{ name: "bad.ml", text: "let x : int = \\"s\\"" }]);
const units = compile([{ name: "a.ml", text: "let f x = x + 1" }], { optimisation: "O0" });
const run = interpret([{ name: "utf8.ml", text }]);
// Text is saved as UTF-8, as an editor does: "é" is two bytes.
const typed = interpret([{ name: "t.ml", text: 'let () = print_int (String.length "é")' }]);
console.log(JSON.stringify({ ok: built.ok, version, bad: bad.ok, messages: bad.messages, units: units.units.map((u) => u.name).pop(), stdout: run.stdout, typed: typed.stdout }));
`,
      );
      const source = join(root, "tests/programs/strings/utf8_bytes.ml");
      const out = JSON.parse(execFileSync(process.execPath, ["use.mjs", source], { cwd: project, encoding: "utf8" })) as Record<string, unknown>;
      expect(out).toMatchObject({ ok: true, version: "0.1.0", bad: false, units: "A", typed: "2" });
      expect(out["messages"]).toMatch(/^File "bad\.ml", line 1, characters 14-17:\n.*\nError: This expression has type string but an expression was expected of type\n\s+int\n$/s);
      // The interpreter's output is bytes, one char each; the built program's, bytes on stdout.
      expect(out["stdout"]).toBe(utf8.expected);
      expect(execFileSync(process.execPath, ["utf8.js"], { cwd: project, encoding: "latin1" })).toBe(utf8.expected);
    }, 60_000);

    it("bundles for a browser, which hands it a level of the library and runs what it builds", async () => {
      writeFileSync(
        join(project, "page.mjs"),
        `import { build, provideLibraryLevel } from "flambe";
import o1 from "flambe/library/O1.bin";
globalThis.built = provideLibraryLevel("O1", o1).then(() => {
  const r = build([{ name: "hello.ml", text: process.env.SOURCE }]);
  return r.ok ? r.js : r.messages;
});
`,
      );
      const hello = corpus("basics/hello");
      const { build: bundle } = await import("esbuild");
      const out = await bundle({
        entryPoints: [join(project, "page.mjs")],
        bundle: true,
        write: false,
        platform: "browser",
        format: "iife",
        absWorkingDir: project,
        loader: { ".bin": "binary" },
        define: { "process.env.SOURCE": JSON.stringify(hello.text) },
        logLevel: "silent",
        metafile: true,
      });
      const code = out.outputFiles[0]!.text;
      // Nothing of Node's (esbuild, for a browser, would have failed on a Node module) and
      // nothing of the command line's host: the browser entry reads no file.
      expect(out.errors).toEqual([]);
      expect(Object.keys(out.metafile!.inputs).filter((f) => f.includes("/cli/") || f.startsWith("node:"))).toEqual([]);
      // Run in headless Chromium (tests/support/chromium.ts; FLAMBE_SKIP_BROWSER=1
      // skips this part): the bundle builds the program in the page, and the page runs it.
      if (skipBrowser) return;
      const browser = await launchChromium();
      try {
        const tab = await browser.newPage();
        const errors: string[] = [];
        tab.on("pageerror", (e) => errors.push(e.message));
        await tab.setContent("<!doctype html><title>flambe</title>");
        await tab.addScriptTag({ content: code });
        const captured = await tab.evaluate((built: string) => {
          const got = { out: "", exit: -1 };
          const g = globalThis as unknown as Record<string, unknown>;
          g["flambe_output"] = (fd: number, bytes: Uint8Array) => {
            if (fd === 1) for (const b of bytes) got.out += String.fromCharCode(b);
          };
          g["flambe_exit"] = (c: number) => (got.exit = c);
          new Function(built)();
          return got;
        }, await tab.evaluate(() => (globalThis as unknown as { built: Promise<string> }).built));
        expect(errors).toEqual([]);
        expect(captured).toEqual({ out: hello.expected, exit: 0 });
      } finally {
        await browser.close();
      }
    }, 120_000);

    it("gives TypeScript its types", () => {
      writeFileSync(
        join(project, "use.ts"),
        `import { build, check, type BuildResult, type Options } from "flambe";
const options: Partial<Options> = { optimisation: "O2" };
const r: BuildResult = build([{ name: "a.ml", text: "let () = print_int 1" }], options);
const ok: boolean = r.ok && check([{ name: "a.ml", text: new Uint8Array([108, 101, 116]) }]).ok;
// @ts-expect-error: a level that does not exist
build([{ name: "a.ml", text: "" }], { optimisation: "O4" });
export const result: [string, boolean] = [r.js, ok];
`,
      );
      writeFileSync(
        join(project, "tsconfig.json"),
        JSON.stringify({ compilerOptions: { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, types: [] }, files: ["use.ts"] }),
      );
      const tsc = spawnSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.json"], { cwd: project, encoding: "utf8" });
      expect(tsc.stdout + tsc.stderr).toBe("");
      expect(tsc.status).toBe(0);
    }, 60_000);
  });
});
