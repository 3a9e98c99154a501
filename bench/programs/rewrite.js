// Symbolic rewriting with tagged objects and a switch on the tag, as in a JavaScript CAS.
const n = process.argv.length > 2 ? parseInt(process.argv[2], 10) : 25000;
const Num = (v) => ({ t: 0, v }), Var = (s) => ({ t: 1, s });
const Add = (a, b) => ({ t: 2, a, b }), Mul = (a, b) => ({ t: 3, a, b }), Pow = (a, k) => ({ t: 4, a, k });
function simplify(e) {
  switch (e.t) {
    case 0: case 1: return e;
    case 2: {
      const x = simplify(e.a), y = simplify(e.b);
      if (x.t === 0 && x.v === 0) return y;
      if (y.t === 0 && y.v === 0) return x;
      if (x.t === 0 && y.t === 0) return Num((x.v + y.v) & 0xffff);
      if (x.t === 0 && y.t === 2 && y.a.t === 0) return Add(Num((x.v + y.a.v) & 0xffff), y.b);
      if (y.t === 0) return Add(y, x);
      return Add(x, y);
    }
    case 3: {
      const x = simplify(e.a), y = simplify(e.b);
      if ((x.t === 0 && x.v === 0) || (y.t === 0 && y.v === 0)) return Num(0);
      if (x.t === 0 && x.v === 1) return y;
      if (y.t === 0 && y.v === 1) return x;
      if (x.t === 0 && y.t === 0) return Num((x.v * y.v) & 0xffff);
      if (x.t === 0 && y.t === 3 && y.a.t === 0) return Mul(Num((x.v * y.a.v) & 0xffff), y.b);
      if (y.t === 0) return Mul(y, x);
      return Mul(x, y);
    }
    default: {
      const x = simplify(e.a), k = e.k;
      if (k === 0) return Num(1);
      if (k === 1) return x;
      if (x.t === 0) { let r = 1; for (let i = 0; i < k; i++) r = (r * x.v) & 0xffff; return Num(r); }
      return Pow(x, k);
    }
  }
}
function deriv(x, e) {
  switch (e.t) {
    case 0: return Num(0);
    case 1: return Num(e.s === x ? 1 : 0);
    case 2: return Add(deriv(x, e.a), deriv(x, e.b));
    case 3: return Add(Mul(e.a, deriv(x, e.b)), Mul(deriv(x, e.a), e.b));
    default: return Mul(Mul(Num(e.k), Pow(e.a, e.k - 1)), deriv(x, e.a));
  }
}
const size = (e) => (e.t <= 1 ? 1 : e.t === 4 ? 1 + size(e.a) : 1 + size(e.a) + size(e.b));
function hash(e) {
  switch (e.t) {
    case 0: return e.v & 0xffff;
    case 1: return e.s.length;
    case 2: return (hash(e.a) * 31 + hash(e.b) + 1) & 0xffffff;
    case 3: return (hash(e.a) * 37 + hash(e.b) + 2) & 0xffffff;
    default: return (hash(e.a) * 41 + e.k) & 0xffffff;
  }
}
function poly(seed) {
  const x = Var("x"), y = Var("y");
  return Add(Mul(Num(seed), Pow(Add(x, Num(1)), 4)),
    Add(Mul(Pow(x, 3), Pow(y, 2)), Mul(Add(Mul(Num(3), x), y), Pow(Add(y, x), 3))));
}
let check = 0;
for (let i = 1; i <= n; i++) {
  let e = poly(i & 15);
  for (let k = 0; k < 3; k++) e = simplify(deriv("x", e));
  const e2 = simplify(deriv("y", e));
  check = (check + size(e) + hash(e2)) & 0xffffff;
}
console.log(String(check));
