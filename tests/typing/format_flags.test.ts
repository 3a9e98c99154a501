// Format strings with OCaml's exact rules: the corpus format_flags/cases.jsonl, generated from the
// real OCaml by `node tests/typing/format_flags/generate.mjs` (see its header: flags, widths,
// precisions and `_` in every order and combination with every conversion letter, `@`
// directives, sub-formats). For each case, ocamlc's verdict: the message of its error, or the
// type `ocamlc -i` gives the literal; and for accepted ones, what `Printf.sprintf` (or
// `Format.asprintf`, for the `@` cases) returned with arguments made up from the type, through
// ocamlc + js_of_ocaml + node.
//
// Each rejected case is checked alone (`check` stops at the first error); the accepted ones are
// checked in batches (one file of `let fN = ("..." : _ format6)`, its interface compared), and
// compiled and run in batches (one program printing every output).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ensureRuntimeBundle } from "../to_js/support.js";

ensureRuntimeBundle();
const { build, check, defaultOptions } = await import("../../src/driver/index.js");

interface Case {
  readonly fmt: string;
  readonly error?: string;
  readonly type?: string;
  /** `Printf.sprintf` when absent. */
  readonly call?: string;
  /** The arguments (OCaml expressions), and "=" and the result or "!" and the exception. */
  readonly runs?: readonly (readonly [string, string])[];
}

const cases = readFileSync(new URL("./format_flags/cases.jsonl", import.meta.url), "latin1")
  .split("\n")
  .filter((l) => l !== "")
  .map((l) => JSON.parse(l) as Case);

const ocamlString = (s: string): string => '"' + s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n") + '"';
const literal = (c: Case): string => `(${ocamlString(c.fmt)} : _ format6)`;
const options = { ...defaultOptions };

const scratch = mkdtempSync(join(tmpdir(), "flambe-format-flags-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Splits `xs` into batches of `n`. */
function batches<T>(xs: readonly T[], n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
}

describe("format strings rejected by OCaml", () => {
  const rejected = cases.filter((c) => c.error !== undefined);
  it("are a good part of the corpus", () => expect(rejected.length).toBeGreaterThan(1000));
  for (const [k, batch] of batches(rejected, 500).entries())
    it(`batch ${k}: the same message`, () => {
      const wrong: string[] = [];
      for (const c of batch) {
        const r = check([{ name: "a.ml", text: `let f = ${literal(c)}\n` }], options, { printInterfaces: false });
        const got = r.ok ? "(accepted)" : r.diagnostics[r.diagnostics.length - 1]!.message;
        if (got !== c.error) wrong.push(`${JSON.stringify(c.fmt)}\n  ocamlc: ${c.error}\n  flambe: ${got}`);
      }
      expect(wrong.join("\n")).toBe("");
    });
});

describe("format strings accepted by OCaml", () => {
  const accepted = cases.filter((c) => c.type !== undefined);
  for (const [k, batch] of batches(accepted, 1000).entries())
    it(`batch ${k}: the same types`, () => {
      const text = batch.map((c, n) => `let f${n} = ${literal(c)}\n`).join("");
      const r = check([{ name: "a.ml", text }], options, { printInterfaces: true });
      expect(r.diagnostics.map((d) => d.message).join("\n")).toBe("");
      const types = r.interfaces[0]!.text
        .split(/\n(?=val )/)
        .map((v) => v.replace(/^val f\d+ :\s*/, "").replace(/\s+/g, " ").trim());
      const wrong = batch.flatMap((c, n) => (types[n] === c.type ? [] : [`${JSON.stringify(c.fmt)}\n  ocamlc: ${c.type}\n  flambe: ${types[n]}`]));
      expect(wrong.join("\n")).toBe("");
    });
});

describe("the output of accepted format strings", () => {
  const runs = cases.flatMap((c) => (c.runs ?? []).map(([args, result]) => ({ fmt: c.fmt, call: c.call ?? "Printf.sprintf", args, result })));
  for (const [k, batch] of batches(runs, 2500).entries())
    it(`batch ${k}: what OCaml prints`, () => {
      const program = [
        'let show n r = print_string (string_of_int n ^ "\\t" ^ String.escaped r ^ "\\n")',
        'let case n f = match f () with r -> show n ("=" ^ r) | exception e -> show n ("!" ^ Printexc.to_string e)',
        ...batch.map((r, n) => `let () = case ${n} (fun () -> ${r.call} ${ocamlString(r.fmt)} ${r.args})`),
      ].join("\n");
      const built = build([{ name: "a.ml", text: program + "\n" }], { ...options, optimisation: "O0" });
      expect(built.diagnostics.map((d) => d.message).join("\n")).toBe("");
      const file = join(scratch, `outputs${k}.js`);
      writeFileSync(file, built.js);
      const lines = execFileSync(process.execPath, [file], { encoding: "latin1", maxBuffer: 1 << 26 }).split("\n");
      const got = new Map(lines.filter((l) => l.includes("\t")).map((l) => [Number(l.slice(0, l.indexOf("\t"))), l.slice(l.indexOf("\t") + 1)]));
      const wrong = batch.flatMap((r, n) =>
        got.get(n) === r.result ? [] : [`${r.call} ${JSON.stringify(r.fmt)} ${r.args}\n  ocaml:  ${r.result}\n  flambe: ${got.get(n)}`],
      );
      expect(wrong.slice(0, 40).join("\n") + (wrong.length > 40 ? `\n... and ${wrong.length - 40} more` : "")).toBe("");
    }, 300_000);
});
