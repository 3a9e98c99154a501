// Deep and long inputs: nesting either parses or gives a clean "nesting too deep" error (never a
// crash), and long flat inputs (lists, sequences, items, cases, operator chains) parse without
// deep recursion.
import { describe, expect, it } from "vitest";
import { CompileError } from "../../src/common/diagnostic.js";
import { parseImplementation } from "../../src/syntax/index.js";
import { e } from "./helpers.js";

function parses(source: string): boolean {
  parseImplementation(source, "deep.ml");
  return true;
}

describe("deep nesting", () => {
  it("2,000 nested parentheses parse", () => {
    expect(e("(".repeat(2000) + "1" + ")".repeat(2000))).toBe("1");
    expect(e("(".repeat(2000) + "a) + b".repeat(1999) + ")")).toMatch(/^\(\+ \(\+ /);
  });
  it("2,000-deep let, fun, match and else-if chains parse", () => {
    expect(parses("let x = " + "let a = 1 in ".repeat(2000) + "a")).toBe(true);
    expect(parses("let x = " + "if a then b else ".repeat(2000) + "c")).toBe(true);
    expect(parses("let x = " + "let open M in ".repeat(2000) + "a")).toBe(true);
    expect(parses("let x = " + "fun x -> ".repeat(2000) + "x")).toBe(true);
    expect(parses("let x = " + "match x with A -> 1 | _ -> ".repeat(2000) + "x")).toBe(true);
    expect(parses("let x = " + "try f x with _ -> function A -> ".repeat(2000) + "x")).toBe(true);
  });
  it("moderately nested mixed forms parse", () => {
    expect(parses("let x = " + "f (".repeat(500) + "x" + ")".repeat(500))).toBe(true);
    expect(parses("let x = " + "[".repeat(500) + "]".repeat(500))).toBe(true);
    expect(parses("module M = " + "struct module M = ".repeat(300) + "struct end" + " end".repeat(300))).toBe(true);
  });
  it.each([
    ["applications", (n: number) => "let x = " + "f (".repeat(n) + "x" + ")".repeat(n)],
    ["operators", (n: number) => "let x = " + "1 + (".repeat(n) + "x" + ")".repeat(n)],
    ["lists", (n: number) => "let x = " + "[".repeat(n) + "]".repeat(n)],
    ["pattern parentheses", (n: number) => "let " + "(".repeat(n) + "x" + ")".repeat(n) + " = 1"],
    ["type parentheses", (n: number) => "type t = " + "(".repeat(n) + "int" + ")".repeat(n)],
    ["structures", (n: number) => "module M = " + "struct module M = ".repeat(n) + "struct end" + " end".repeat(n)],
    ["records", (n: number) => "let x = " + "{ a = ".repeat(n) + "1" + " }".repeat(n)],
  ])("200,000-deep %s give a clean error", (_name, make) => {
    let error: unknown;
    try {
      parseImplementation(make(200_000), "deep.ml");
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(CompileError);
    const d = (error as CompileError).diagnostic;
    expect(d.message).toBe("Syntax error: nesting too deep");
    expect(d.location?.file).toBe("deep.ml");
  });
});

describe("long flat inputs", () => {
  it("a 100,000-element list", () => {
    const ast = parseImplementation("let l = [" + Array.from({ length: 100_000 }, (_, i) => String(i)).join("; ") + "]", "a.ml");
    const item = ast[0]!.desc;
    expect(item.kind).toBe("Value");
  });
  it("10,000 toplevel items", () => {
    expect(parseImplementation(Array.from({ length: 10_000 }, (_, i) => `let x${i} = ${i}`).join("\n"), "a.ml")).toHaveLength(10_000);
  });
  it("a 100,000-expression sequence, case list, cons chain and operator chain", () => {
    expect(parses("let () = " + Array.from({ length: 100_000 }, () => "f ()").join("; "))).toBe(true);
    expect(parses("let f = function " + Array.from({ length: 100_000 }, (_, i) => `| ${i} -> ${i}`).join(" "))).toBe(true);
    expect(parses("let l = " + Array.from({ length: 100_000 }, (_, i) => String(i)).join(" :: ") + " :: []")).toBe(true);
    expect(parses("let s = " + Array.from({ length: 100_000 }, (_, i) => String(i)).join(" + "))).toBe(true);
    expect(parses("let t = " + Array.from({ length: 100_000 }, (_, i) => String(i)).join(", "))).toBe(true);
    expect(parses("let f = function " + Array.from({ length: 100_000 }, (_, i) => `A${i}`).join(" | ") + " -> 0")).toBe(true);
  });
  it("a 100,000-line program", () => {
    const lines = Array.from({ length: 100_000 }, (_, i) =>
      i % 4 === 0
        ? `let f${i} x y = match x with Some z -> z + y * 2 | None -> y`
        : i % 4 === 1
          ? `type t${i} = A${i} | B${i} of int * string`
          : i % 4 === 2
            ? `let g${i} = List.map (fun x -> x + 1) [1; 2; 3]`
            : `module M${i} = struct let x = ${i} end`,
    );
    expect(parseImplementation(lines.join("\n"), "big.ml")).toHaveLength(100_000);
  });
});
