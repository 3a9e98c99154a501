// One-line helpers: parse a snippet and print it compactly.
import { CompileError, formatDiagnostic } from "../../src/common/diagnostic.js";
import { parseImplementation, parseInterface } from "../../src/syntax/index.js";
import { exp, sigItem, str } from "./sexp.js";

/** The S-expression of each structure item of `source`, one per line. */
export function items(source: string): string {
  return parseImplementation(source, "a.ml").map(str).join("\n");
}

/** The S-expression of the expression `source` (parsed as `let _ = source`). */
export function e(source: string): string {
  const [item] = parseImplementation(`let _ = ${source}`, "a.ml");
  if (item?.desc.kind !== "Value") throw new Error("not a value");
  return exp(item.desc.bindings[0]!.expr);
}

export function sig(source: string): string {
  return parseInterface(source, "a.mli").map(sigItem).join("\n");
}

/** The diagnostic of a source that must fail, as ocamlc would print it (without excerpts). */
export function error(source: string, file = "a.ml"): string {
  try {
    (file.endsWith(".mli") ? parseInterface : parseImplementation)(source, file);
  } catch (err) {
    if (err instanceof CompileError) return formatDiagnostic(err.diagnostic).trim();
    throw err;
  }
  throw new Error("no error");
}
