// The lexer and parser as JavaScript is written: token objects, a cursor, recursive descent.
const n = process.argv.length > 2 ? parseInt(process.argv[2], 10) : 150;
let seed = 7;
const rand = (k) => { seed = (seed * 75 + 74) % 65537; return seed % k; };
function gen(out, depth) {
  if (depth === 0) {
    if (rand(3) === 0) out.push("x"); else out.push(String(rand(30000)));
    return;
  }
  switch (rand(4)) {
    case 0: out.push("let x = "); gen(out, depth - 1); out.push(" in "); gen(out, depth - 1); break;
    case 1: out.push("("); gen(out, depth - 1); out.push(" * "); gen(out, depth - 1); out.push(")"); break;
    case 2: gen(out, depth - 1); out.push(" - "); gen(out, depth - 1); break;
    default: gen(out, depth - 1); out.push(" + "); gen(out, depth - 1);
  }
}
const isDigit = (c) => c >= 48 && c <= 57, isLower = (c) => c >= 97 && c <= 122;
function lex(s) {
  const toks = [];
  let i = 0;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (c === 32 || c === 10) i++;
    else if ("+-*()=".includes(s[i])) toks.push({ k: s[i++] });
    else if (isDigit(c)) {
      let j = i;
      while (j < s.length && isDigit(s.charCodeAt(j))) j++;
      toks.push({ k: "int", v: parseInt(s.slice(i, j), 10) }); i = j;
    } else if (isLower(c)) {
      let j = i;
      while (j < s.length && isLower(s.charCodeAt(j))) j++;
      const w = s.slice(i, j);
      toks.push(w === "let" || w === "in" ? { k: w } : { k: "id", v: w }); i = j;
    } else throw new Error("lex");
  }
  toks.push({ k: "eof" });
  return toks;
}
function parse(toks) {
  let pos = 0;
  const expect = (k) => { if (toks[pos].k !== k) throw new Error("parse"); pos++; };
  function expr() {
    if (toks[pos].k === "let") {
      pos++;
      const x = toks[pos].v; expect("id"); expect("=");
      const e1 = expr(); expect("in");
      return { k: "let", x, e1, e2: expr() };
    }
    let left = term();
    for (;;) {
      const k = toks[pos].k;
      if (k !== "+" && k !== "-") return left;
      pos++;
      left = { k, a: left, b: term() };
    }
  }
  function term() {
    let left = atom();
    while (toks[pos].k === "*") { pos++; left = { k: "*", a: left, b: atom() }; }
    return left;
  }
  function atom() {
    const t = toks[pos];
    switch (t.k) {
      case "int": pos++; return { k: "int", v: t.v };
      case "id": pos++; return { k: "id", x: t.v };
      case "(": { pos++; const e = expr(); expect(")"); return e; }
      case "let": return expr();
      default: throw new Error("parse");
    }
  }
  const e = expr();
  expect("eof");
  return e;
}
function evaluate(env, e) {
  switch (e.k) {
    case "int": return e.v;
    case "id": for (let p = env; p !== null; p = p.next) if (p.x === e.x) return p.v; throw new Error("unbound");
    case "+": return (evaluate(env, e.a) + evaluate(env, e.b)) % 32749;
    case "-": return (evaluate(env, e.a) - evaluate(env, e.b) + 32749) % 32749;
    case "*": return (evaluate(env, e.a) * evaluate(env, e.b)) % 32749;
    default: return evaluate({ x: e.x, v: evaluate(env, e.e1), next: env }, e.e2);
  }
}
let check = 0;
for (let r = 0; r < n; r++) {
  const out = [];
  gen(out, 12);
  const toks = lex(out.join(""));
  check = (check * 3 + toks.length + evaluate({ x: "x", v: 1, next: null }, parse(toks))) % 32749;
}
console.log(String(check));
