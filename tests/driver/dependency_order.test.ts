// Files given in any order are compiled in the order `ocamldep -sort` gives them; a cycle is its
// error. Each case of dependency_order/ holds its files, the order they are given in (ORDER)
// and what `ocamldep -sort` printed for them (`expected`: its output line, its error, its exit
// code; `regen.sh` regenerates it with the real ocamldep).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../src/common/diagnostic.js";
import { CompileError } from "../../src/common/diagnostic.js";
import { compile, defaultOptions, type SourceFile } from "../../src/driver/index.js";
import { dependencyOrder } from "../../src/driver/dependency_order.js";
import { moduleDependencies, parseImplementation, parseInterface } from "../../src/syntax/index.js";
import { interpretToText } from "../../src/interp/index.js";

const root = join(import.meta.dirname, "dependency_order");

function filesOf(dir: string): SourceFile[] {
  return readFileSync(join(dir, "ORDER"), "utf8")
    .trim()
    .split(/\s+/)
    .map((name) => ({ name, text: readFileSync(join(dir, name), "latin1") }));
}

const deps = (f: SourceFile): string[] => moduleDependencies(f.name.endsWith(".mli") ? parseInterface(f.text, f.name) : parseImplementation(f.text, f.name));

describe("files in dependency order, as ocamldep -sort orders them", () => {
  for (const name of readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort()) {
    it(name, () => {
      const dir = join(root, name);
      const files = filesOf(dir);
      const [line, ...rest] = readFileSync(join(dir, "expected"), "utf8").split("\n");
      const exit = Number(rest.find((l) => l.startsWith("exit "))!.slice(5));
      const error = rest.slice(1, rest.findIndex((l) => l.startsWith("exit "))).join("\n");
      let order: string[] = [];
      let message = "";
      try {
        order = dependencyOrder(files, deps).map((f) => f.name);
      } catch (e) {
        if (!(e instanceof CompileError)) throw e;
        message = formatDiagnostic(e.diagnostic);
      }
      if (exit === 0) {
        expect(message).toBe("");
        expect(order.map((n) => `${n} `).join("")).toBe(line);
      } else {
        // ocamldep prints the files it could order, then the others: the error names the others.
        expect(message).toBe(error + "\n");
      }
    });
  }

  it("a program given in reverse order compiles and runs", () => {
    const r = compile(filesOf(join(root, "reversed")), defaultOptions);
    expect(r.ok, r.diagnostics.map((d) => d.message).join("\n")).toBe(true);
    expect(interpretToText(r.units).stdout).toBe("42");
  });

  it("a cycle stops the compilation with ocamldep's error", () => {
    const r = compile(filesOf(join(root, "three_cycle")), defaultOptions);
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => d.message).join("\n")).toContain("cycle in dependencies. End of list is not sorted.");
  });
});
