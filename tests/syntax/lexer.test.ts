import { describe, expect, it } from "vitest";
import { tokenize } from "../../src/syntax/lexer.js";
import type { Token } from "../../src/syntax/token.js";

function show(t: Token): string {
  switch (t.kind) {
    case "INT":
    case "FLOAT":
      return `${t.kind}(${t.text}${t.modifier ? "," + t.modifier : ""})`;
    case "CHAR":
      return `CHAR(${t.code})`;
    case "STRING":
      return `STRING(${JSON.stringify(t.value)}${t.delimiter !== undefined ? "," + t.delimiter : ""})`;
    case "EOF":
      return "EOF";
    default:
      return `${t.kind}(${t.text})`;
  }
}

const lex = (s: string): string => tokenize(s, "a.ml").map(show).join(" ");

describe("lexer", () => {
  it.each([
    ["x _y x' X1 _ Abc_d'", "LIDENT(x) LIDENT(_y) LIDENT(x') UIDENT(X1) KEYWORD(_) UIDENT(Abc_d') EOF"],
    ["let rec in mod land lsl or", "KEYWORD(let) KEYWORD(rec) KEYWORD(in) KEYWORD(mod) KEYWORD(land) KEYWORD(lsl) KEYWORD(or) EOF"],
    ["0 42 1_000 0x1F 0o17 0b101 12l 13L 14n", "INT(0) INT(42) INT(1_000) INT(0x1F) INT(0o17) INT(0b101) INT(12,l) INT(13,L) INT(14,n) EOF"],
    ["1. 1.5 1e10 1.5e-3 2E+4 1_0.2_5 0x1.8p3 0x1p-2", "FLOAT(1.) FLOAT(1.5) FLOAT(1e10) FLOAT(1.5e-3) FLOAT(2E+4) FLOAT(1_0.2_5) FLOAT(0x1.8p3) FLOAT(0x1p-2) EOF"],
    ["0x 1x", "INT(0,x) INT(1,x) EOF"],
    // A Latin-1 letter after a number starts an identifier (OCaml's invalid-literal rule is ASCII).
    ["0x1\xdc 12\xe9t", "INT(0x1) UIDENT(\xdc) INT(12) LIDENT(\xe9t) EOF"],
    // Carriage returns before a newline are part of it.
    ["a\r\nb\r\r\nc", "LIDENT(a) LIDENT(b) LIDENT(c) EOF"],
    ["'a' '\\n' '\\t' '\\\\' '\\'' '\"' '\\065' '\\x41' '\\o101' '\\ '", "CHAR(97) CHAR(10) CHAR(9) CHAR(92) CHAR(39) CHAR(34) CHAR(65) CHAR(65) CHAR(65) CHAR(32) EOF"],
    ["'a 'b", "KEYWORD(') LIDENT(a) KEYWORD(') LIDENT(b) EOF"],
    ['"a\\tb\\n\\"\\\\"', 'STRING("a\\tb\\n\\"\\\\") EOF'],
    ['"\\065\\x42\\o103"', 'STRING("ABC") EOF'],
    ['"\\u{e9}\\u{20AC}"', 'STRING("\u00c3\u00a9\u00e2\u0082\u00ac") EOF'],
    ['"a\\\n    b"', 'STRING("ab") EOF'],
    ['"keep \\q"', 'STRING("keep \\\\q") EOF'],
    ["{|raw \\n \"|} {id|x|}y|id}", 'STRING("raw \\\\n \\"",) STRING("x|}y",id) EOF'],
    ["+ +. +! |> @@ ** **. != == <> := :: :> -> <- || && & ~- ~-. !", "OP(+) OP(+.) OP(+!) OP(|>) OP(@@) OP(**) OP(**.) OP(!=) OP(==) OP(<>) OP(:=) OP(::) OP(:>) OP(->) OP(<-) OP(||) OP(&&) OP(&) OP(~-) OP(~-.) OP(!) EOF"],
    ["( ) [ ] [| |] { } ; ;; , . .. ` #", "KEYWORD(() KEYWORD()) KEYWORD([) KEYWORD(]) KEYWORD([|) KEYWORD(|]) KEYWORD({) KEYWORD(}) KEYWORD(;) KEYWORD(;;) KEYWORD(,) KEYWORD(.) KEYWORD(..) KEYWORD(`) KEYWORD(#) EOF"],
    ["[@ [@@ [@@@ [% [%%", "KEYWORD([@) KEYWORD([@@) KEYWORD([@@@) KEYWORD([%) KEYWORD([%%) EOF"],
    ["~x: ?y: ~x ?y", "LABEL(x) OPTLABEL(y) OP(~) LIDENT(x) OP(?) LIDENT(y) EOF"],
    ["a (* c (* nested *) \"*)\" {|*)|} '\"' *) b", "LIDENT(a) LIDENT(b) EOF"],
    ["(*) comment *) x", "LIDENT(x) EOF"],
    ["# 10 \"file.ml\"\nx", "LIDENT(x) EOF"],
    ["a.(0) a.[0] r.f M.x", "LIDENT(a) KEYWORD(.) KEYWORD(() INT(0) KEYWORD()) LIDENT(a) KEYWORD(.) KEYWORD([) INT(0) KEYWORD(]) LIDENT(r) KEYWORD(.) LIDENT(f) UIDENT(M) KEYWORD(.) LIDENT(x) EOF"],
    ["x|]", "LIDENT(x) KEYWORD(|]) EOF"],
    ["f -1 - 1", "LIDENT(f) OP(-) INT(1) OP(-) INT(1) EOF"],
  ])("%s", (src, toks) => expect(lex(src)).toBe(toks));

  it("token offsets are byte offsets", () => {
    const toks = tokenize("let x = \"\u00c3\u00a9\" in y", "a.ml");
    expect(toks.map((t) => [t.start, t.end])).toEqual([[0, 3], [4, 5], [6, 7], [8, 12], [13, 15], [16, 17], [17, 17]]);
  });

  it("errors are reported lazily, at the token that has them", () => {
    const toks: string[] = [];
    expect(() => {
      for (const t of tokenize("a \"unterminated", "a.ml")) toks.push(show(t));
    }).toThrow("String literal not terminated");
  });
});
