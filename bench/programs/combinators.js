// The same grammar as a JavaScript programmer writes it: a hand-written recursive-descent parser.
const n = process.argv.length > 2 ? parseInt(process.argv[2], 10) : 300;
let seed = 3;
const rand = (k) => { seed = (seed * 75 + 74) % 65537; return seed % k; };
function gen(out, depth) {
  if (depth === 0) { out.push(String(rand(100))); return; }
  out.push("("); gen(out, depth - 1);
  out.push(rand(2) === 0 ? " + " : " * ");
  gen(out, depth - 1); out.push(")");
}
function parse(s) {
  let pos = 0;
  const spaces = () => { while (s[pos] === " ") pos++; };
  function atom() {
    if (s[pos] === "(") {
      pos++; spaces();
      const e = expr();
      if (s[pos] !== ")") throw new Error("parse");
      pos++; spaces();
      return e;
    }
    let v = 0, start = pos;
    while (pos < s.length && s[pos] >= "0" && s[pos] <= "9") { v = (v * 10 + s.charCodeAt(pos) - 48) % 32749; pos++; }
    if (pos === start) throw new Error("parse");
    spaces();
    return v;
  }
  function term() {
    let a = atom();
    while (s[pos] === "*") { pos++; spaces(); a = (a * atom()) % 32749; }
    return a;
  }
  function expr() {
    let a = term();
    while (s[pos] === "+") { pos++; spaces(); a = (a + term()) % 32749; }
    return a;
  }
  const v = expr();
  return pos === s.length ? v : -1;
}
let check = 0;
for (let r = 0; r < n; r++) {
  const out = [];
  gen(out, 7);
  check = (check * 7 + parse(out.join(""))) % 1000003;
}
console.log(String(check));
