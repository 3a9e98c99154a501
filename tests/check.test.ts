// The type-checking corpus (tests/check/, see its README): flambe's front end against the
// expectations that the real ocamlc produced.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { check, defaultOptions, renderDiagnostic, type SourceFile } from "../src/driver/index.js";
import { firstError } from "./support/diagnostic_text.js";
import { readKnownFailures } from "./support/known_failures.js";

const root = join(import.meta.dirname, "check");
const known = readKnownFailures(join(root, "known_failures.txt"));

function read(path: string): string {
  return readFileSync(path).toString("latin1");
}

function listMl(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".ml")).sort() : [];
}

function listDirs(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort() : [];
}

/** The sources of a single-file case (with its `.mli` when there is one), named as ocamlc saw them. */
function singleFile(dir: string, file: string): SourceFile[] {
  const files: SourceFile[] = [];
  if (existsSync(join(dir, file + "i"))) files.push({ name: file + "i", text: read(join(dir, file + "i")) });
  files.push({ name: file, text: read(join(dir, file)) });
  return files;
}

/** The sources of a folder case, in the order its ORDER file gives, each with its `.mli`. */
function folderFiles(dir: string): SourceFile[] {
  const order = read(join(dir, "ORDER")).split(/\s+/).filter((s) => s !== "");
  return order.flatMap((f) => singleFile(dir, f));
}

function render(files: readonly SourceFile[], diagnostics: Parameters<typeof renderDiagnostic>[0][]): string {
  const byName = new Map(files.map((f) => [f.name, f.text]));
  return diagnostics.map((d) => renderDiagnostic(d, (n) => byName.get(n))).join("");
}

/**
 * The options a case's `NAME.flags` gives (ocamlc's `-w SPEC`, `-warn-error SPEC` and `-alert SPEC`, as the
 * regeneration script passes them to ocamlc), over the defaults.
 */
function flagsOptions(dir: string, file: string): typeof defaultOptions {
  const path = join(dir, file.replace(/\.ml$/, ".flags"));
  if (!existsSync(path)) return defaultOptions;
  const words = read(path).split(/\s+/).filter((w) => w !== "");
  let options = defaultOptions;
  for (let i = 0; i < words.length; i += 2) {
    const value = words[i + 1] ?? "";
    if (words[i] === "-w") options = { ...options, warnings: options.warnings + value };
    else if (words[i] === "-warn-error") options = { ...options, warnError: (options.warnError ?? "") + value };
    else if (words[i] === "-alert") options = { ...options, alerts: (options.alerts ?? "") + value };
    else throw new Error(`${path}: unknown flag ${words[i]}`);
  }
  return options;
}

function caseTest(name: string, body: () => void): void {
  if (known.has(name)) it.fails(`${name} (known failure)`, body);
  else it(name, body);
}

describe("well-typed programs type-check, and -i prints what ocamlc -i prints", () => {
  const dir = join(root, "ok");
  for (const file of listMl(dir)) {
    caseTest(`ok/${file}`, () => {
      const sources = singleFile(dir, file);
      const expectedPath = join(dir, file.replace(/\.ml$/, ".i.expected"));
      const expected = existsSync(expectedPath) ? read(expectedPath) : undefined;
      // A unit whose inferred interface keeps weak type variables is fine for `ocamlc -i` but an
      // error for `ocamlc -c` (nothing can fix them later); such cases are only checked with -i.
      if (!expected?.includes("'_weak")) {
        const result = check(sources, defaultOptions, { printInterfaces: false });
        expect(result.diagnostics.filter((d) => d.severity === "error").map((d) => d.message)).toEqual([]);
        expect(result.ok).toBe(true);
      }
      if (expected !== undefined) {
        const inferred = check([{ name: file, text: read(join(dir, file)) }], defaultOptions, { printInterfaces: true });
        expect(inferred.interfaces.map((i) => i.text).join("")).toBe(expected);
      }
    });
  }
  const multi = join(root, "ok_multi");
  for (const name of listDirs(multi)) {
    caseTest(`ok_multi/${name}`, () => {
      const dir = join(multi, name);
      const sources = folderFiles(dir);
      const result = check(sources, defaultOptions, { printInterfaces: false });
      expect(result.diagnostics.filter((d) => d.severity === "error").map((d) => d.message)).toEqual([]);
      // As `ocamlc -i b.ml` after compiling the earlier units: they are seen through their `.mli`.
      const inferred = check(sources, defaultOptions, { printInterfaces: true });
      for (const i of inferred.interfaces) {
        const expectedPath = join(dir, i.file.replace(/\.ml$/, ".i.expected"));
        if (existsSync(expectedPath)) expect(i.text).toBe(read(expectedPath));
      }
    });
  }
});

describe("ill-formed and ill-typed programs give ocamlc's location and message", () => {
  const dir = join(root, "errors");
  for (const file of listMl(dir)) {
    caseTest(`errors/${file}`, () => {
      const sources = singleFile(dir, file);
      const result = check(sources, defaultOptions, { printInterfaces: false });
      expect(result.ok).toBe(false);
      const expected = firstError(read(join(dir, file.replace(/\.ml$/, ".expected"))));
      expect(firstError(render(sources, [...result.diagnostics]))).toEqual(expected);
    });
  }
  const multi = join(root, "errors_multi");
  for (const name of listDirs(multi)) {
    caseTest(`errors_multi/${name}`, () => {
      const dir = join(multi, name);
      const sources = folderFiles(dir);
      const result = check(sources, defaultOptions, { printInterfaces: false });
      expect(result.ok).toBe(false);
      expect(firstError(render(sources, [...result.diagnostics]))).toEqual(firstError(read(join(dir, "expected"))));
    });
  }
});

describe("warnings read as ocamlc prints them", () => {
  const dir = join(root, "warnings");
  for (const file of listMl(dir)) {
    caseTest(`warnings/${file}`, () => {
      const sources = singleFile(dir, file);
      const result = check(sources, flagsOptions(dir, file), { printInterfaces: false });
      expect(result.ok).toBe(true);
      expect(render(sources, [...result.diagnostics])).toBe(read(join(dir, file.replace(/\.ml$/, ".expected"))));
    });
  }
});

describe("warnings and errors together: ocamlc's order (unused names last, nothing deferred after an error), warnings made errors", () => {
  const dir = join(root, "mixed");
  for (const file of listMl(dir)) {
    caseTest(`mixed/${file}`, () => {
      const sources = singleFile(dir, file);
      const result = check(sources, flagsOptions(dir, file), { printInterfaces: false });
      const exit = Number(read(join(dir, file.replace(/\.ml$/, ".exit"))).trim());
      expect(result.ok).toBe(exit === 0);
      expect(render(sources, [...result.diagnostics])).toBe(read(join(dir, file.replace(/\.ml$/, ".expected"))));
    });
  }
});

describe("[@tail_mod_cons] errors and warnings read as OCaml 4.14's ocamlc prints them", () => {
  const dir = join(root, "tmc");
  for (const file of listMl(dir)) {
    caseTest(`tmc/${file}`, () => {
      const sources = singleFile(dir, file);
      const result = check(sources, defaultOptions, { printInterfaces: false });
      const exit = Number(read(join(dir, file.replace(/\.ml$/, ".exit"))).trim());
      expect(result.ok).toBe(exit === 0);
      // The whole text: an ambiguity error's notes name each call.
      expect(render(sources, [...result.diagnostics])).toBe(read(join(dir, file.replace(/\.ml$/, ".expected"))));
    });
  }
});
