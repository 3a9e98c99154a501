// The ocamllex automaton interpreters, driven by the tables ocamllex generated for
// fixtures/lexer/lexer.mll, against what that lexer prints under the reference toolchain.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as rt from "../../runtime/index.js";

const generated = readFileSync(new URL("./fixtures/lexer/lexer.ml", import.meta.url), "latin1");
const expectedLines = readFileSync(new URL("./fixtures/lexer/lexer.expected", import.meta.url), "latin1").split("\n");

/** The bytes an OCaml string literal's text denotes. */
function unescape(body: string): string {
  let out = "";
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== "\\") {
      out += c;
      continue;
    }
    const d = body[++i]!;
    if (d === "\n") {
      while (body[i + 1] === " " || body[i + 1] === "\t") i++;
    } else if (/[0-9]/.test(d)) {
      out += String.fromCharCode(Number(body.slice(i, i + 3)));
      i += 2;
    } else {
      out += ({ n: "\n", t: "\t", r: "\r", b: "\b" } as Record<string, string>)[d] ?? d;
    }
  }
  return out;
}

/** The `__ocaml_lex_tables` record, as the runtime sees it. */
function tables(): rt.Block {
  const names = ["base", "backtrk", "default", "trans", "check", "base_code", "backtrk_code", "default_code", "trans_code", "check_code", "code"];
  return rt.makeBlock(
    0,
    ...names.map((n) => {
      const m = new RegExp(`Lexing\\.lex_${n} =\\s*"((?:[^"\\\\]|\\\\[\\s\\S])*)"`).exec(generated);
      if (!m) throw new Error(`no lex_${n} in the generated lexer`);
      return unescape(m[1]!);
    }),
  );
}

/** An entry point's start state, memory size, engine, and the values its actions return, in order. */
function entryPoint(name: string): { state: number; memory: number; withMemory: boolean; actions: number[] } {
  const head = new RegExp(`${name} lexbuf =\\s*(?:lexbuf\\.Lexing\\.lex_mem <- Array\\.make (\\d+) \\(-1\\); )?__ocaml_lex_${name}_rec lexbuf (\\d+)`).exec(generated)!;
  const start = generated.indexOf(`and __ocaml_lex_${name}_rec`);
  const end = generated.indexOf("__ocaml_lex_state ->", start);
  const body = generated.slice(start, end);
  // Each action is the line after its `# n "lexer.mll"` directive: `( 4 )` or `( ignore x; 4 )`.
  const actions = [...body.matchAll(/# \d+ "lexer\.mll"\n\s*\(\s*(?:ignore [^;]*;\s*)?(\d+)\s*\)/g)].map((m) => Number(m[1]));
  return { state: Number(head[2]), memory: Number(head[1] ?? 0), withMemory: body.includes("new_engine"), actions };
}

/** `Lexing.from_string`: a lexbuf record whose input is all there, end of input reached. */
function lexbufOf(s: string, memory: number): unknown[] {
  const position = rt.makeBlock(0, "", 1, 0, 0);
  const mem = [0, ...new Array<number>(memory).fill(-1)];
  return rt.makeBlock(0, () => 0, rt.caml_bytes_of_string(s), s.length, 0, 0, 0, 0, 0, 1, mem, position, position);
}

function run(input: string, name: string, eofAction: number): string {
  const tbl = tables();
  const entry = entryPoint(name);
  const lb = lexbufOf(input, entry.memory);
  const engine = entry.withMemory ? rt.caml_new_lex_engine : rt.caml_lex_engine;
  let out = "";
  for (;;) {
    const arm = engine(tbl, entry.state, lb);
    const action = entry.actions[arm]!;
    out += `${action}:${String(lb._4)}-${String(lb._5)} `;
    if (action === eofAction) return out;
  }
}

describe("ocamllex automata", () => {
  const inputs = ["let x = 42 + y_1 <= 3.25", 'Hello "quoted text" World == >= <', '  \t\n 007 abc "" Zed ? !', "ab:12; cd:; ef:3 gh", ""];
  it("the generated lexer uses both engines", () => {
    expect(entryPoint("token").withMemory).toBe(true);
    expect(entryPoint("simple").withMemory).toBe(false);
  });
  it("records the end of `key` in memory cell 0 for `(key) ':' (value) ';'`", () => {
    const entry = entryPoint("token");
    const lb = lexbufOf("abc:12;", entry.memory);
    expect(entry.actions[rt.caml_new_lex_engine(tables(), entry.state, lb)]).toBe(9);
    // key = sub_lexeme start mem.(0), value = sub_lexeme (mem.(0) + 1) (curr - 1), as generated.
    expect((lb._9 as number[])[1]).toBe(3);
    expect(lb._5).toBe(7);
  });
  inputs.forEach((input, n) => {
    it(`tokenizes ${JSON.stringify(input)} as the reference does`, () => {
      expect(run(input, "token", 7) + run(input, "simple", 2)).toBe(expectedLines[n]);
    });
  });
});
