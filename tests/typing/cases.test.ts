// Programs typed by flambe compared with what the real ocamlc answers for them (expectations
// produced by gen-expected.sh): `ocamlc -i` output for ok/, the error for errors/ (location line
// and message, without the source excerpt ocamlc prints).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CompileError, formatDiagnostic } from "../../src/common/diagnostic.js";
import { parseImplementation, parseInterface } from "../../src/syntax/index.js";
import { checkImplementsInterface, initialEnvironment, printSignature, typeImplementation, typeInterface } from "../../src/typing/index.js";
import { loadStdlib, stripExcerpt } from "./corpus.js";

const dir = new URL("./cases", import.meta.url).pathname;
const stdlib = loadStdlib();
const options = { warnings: "", unsafe: false };

function typeFile(folder: string, name: string): string {
  const src = readFileSync(join(dir, folder, name + ".ml"), "latin1");
  try {
    const env = initialEnvironment(stdlib);
    const r = typeImplementation(env, name, parseImplementation(src, name + ".ml"), options);
    return printSignature(r.signature, env);
  } catch (e) {
    if (e instanceof CompileError) return formatDiagnostic(e.diagnostic);
    throw e;
  }
}

const names = (folder: string): string[] =>
  readdirSync(join(dir, folder))
    .filter((f) => f.endsWith(".ml") && !f.endsWith(".mli"))
    .map((f) => f.slice(0, -3));

describe("well-typed programs print as ocamlc -i", () => {
  for (const n of names("ok"))
    it(n, () => {
      expect(typeFile("ok", n)).toBe(readFileSync(join(dir, "ok", n + ".i.expected"), "latin1"));
    });
});

describe("ill-typed programs fail as ocamlc -c", () => {
  for (const n of names("errors"))
    it(n, () => {
      const expected = stripExcerpt(readFileSync(join(dir, "errors", n + ".expected"), "latin1"));
      expect(typeFile("errors", n).trimEnd()).toBe(expected.trimEnd());
    });
});

describe("warnings are those of ocamlc -c", () => {
  for (const n of names("warnings"))
    it(n, () => {
      const src = readFileSync(join(dir, "warnings", n + ".ml"), "latin1");
      const env = initialEnvironment(stdlib);
      const r = typeImplementation(env, n, parseImplementation(src, n + ".ml"), options);
      const expected = stripExcerpt(readFileSync(join(dir, "warnings", n + ".expected"), "latin1"));
      expect(r.warnings.map(formatDiagnostic).join("").trimEnd()).toBe(expected.trimEnd());
    });
});

describe("implementations are checked against their interfaces as ocamlc does", () => {
  for (const n of names("interfaces"))
    it(n, () => {
      const env = initialEnvironment(stdlib);
      let out = "";
      try {
        const intf = typeInterface(env, n, parseInterface(readFileSync(join(dir, "interfaces", n + ".mli"), "latin1"), n + ".mli"), options);
        const src = readFileSync(join(dir, "interfaces", n + ".ml"), "latin1");
        const r = typeImplementation(env, n, parseImplementation(src, n + ".ml"), { ...options, interface: intf });
        out += r.warnings.map(formatDiagnostic).join("");
        checkImplementsInterface(env, n + ".ml", r.signature, intf);
      } catch (e) {
        if (!(e instanceof CompileError)) throw e;
        out += formatDiagnostic(e.diagnostic);
      }
      const expected = stripExcerpt(readFileSync(join(dir, "interfaces", n + ".expected"), "latin1"));
      expect(out.trimEnd()).toBe(expected.trimEnd());
    });
});
