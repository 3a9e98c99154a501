// Parses, types and translates OCaml source with flambe's own front end.
import type { Diagnostic } from "../../src/common/diagnostic.js";
import { formatDiagnostic } from "../../src/common/diagnostic.js";
import { standardEnvironment } from "../../src/driver/index.js";
import { translateUnit, type LambdaProgram } from "../../src/lambda/index.js";
import { parseImplementation } from "../../src/syntax/index.js";
import { typeImplementation, type Env } from "../../src/typing/index.js";

export function unitSignatures(env: Env) {
  return (name: string) => env.shared.units.get(name);
}

export function translateSource(text: string, file: string, env: Env = standardEnvironment()): { program: LambdaProgram; warnings: Diagnostic[] } {
  const unit = file.replace(/^.*\//, "").replace(/\.ml$/, "");
  const unitName = unit.charAt(0).toUpperCase() + unit.slice(1);
  const typed = typeImplementation(env, unitName, parseImplementation(text, file), { warnings: "", unsafe: false });
  return translateUnit(unitName, typed.tree, { unsafe: false, warnings: "", unitSignature: unitSignatures(env) });
}

/** Our warnings as ocamlc prints them, without the source excerpts. */
export function warningText(ws: readonly Diagnostic[]): string {
  return ws.map(formatDiagnostic).join("");
}

/** ocamlc's output reduced to the warnings of the given numbers, without source excerpts. */
export function expectedWarnings(stderr: string, numbers: readonly number[]): string {
  const lines = stderr.split("\n");
  const blocks: string[][] = [];
  for (const l of lines) {
    if (l.startsWith("File ")) blocks.push([l]);
    else if (/^\s*\d+ \|/.test(l) || /^\s*\^+\s*$/.test(l) || /^\.\.\./.test(l)) continue;
    else if (blocks.length > 0 && l !== "") blocks[blocks.length - 1]!.push(l);
  }
  return blocks
    .filter((b) => {
      const m = /^Warning (\d+)/.exec(b[1] ?? "");
      return m !== null && numbers.includes(Number(m[1]));
    })
    .map((b) => b.join("\n") + "\n")
    .join("");
}
