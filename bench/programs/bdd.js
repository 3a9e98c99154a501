// The BDD workload with objects for nodes and Maps keyed by numbers for the unique and memo tables.
const n = process.argv.length > 2 ? parseInt(process.argv[2], 10) : 7;
const ZERO = { id: 0, v: Infinity }, ONE = { id: 1, v: Infinity };
const unique = new Map();
let nextId = 2;
function mk(v, low, high) {
  if (low.id === high.id) return low;
  let byLow = unique.get(v * 1e7 + low.id);
  if (byLow === undefined) { byLow = new Map(); unique.set(v * 1e7 + low.id, byLow); }
  let b = byLow.get(high.id);
  if (b === undefined) { b = { id: nextId++, v, low, high }; byLow.set(high.id, b); }
  return b;
}
const memo = new Map();
function conj(a, b) {
  if (a === ZERO || b === ZERO) return ZERO;
  if (a === ONE) return b;
  if (b === ONE) return a;
  if (a.id === b.id) return a;
  const key = a.id < b.id ? a.id * 1e7 + b.id : b.id * 1e7 + a.id;
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  const v = Math.min(a.v, b.v);
  const r = mk(v, conj(a.v === v ? a.low : a, b.v === v ? b.low : b), conj(a.v === v ? a.high : a, b.v === v ? b.high : b));
  memo.set(key, r);
  return r;
}
const neg = (b) => (b === ZERO ? ONE : b === ONE ? ZERO : mk(b.v, neg(b.low), neg(b.high)));
const disj = (a, b) => neg(conj(neg(a), neg(b)));
const variable = (v) => mk(v, ZERO, ONE);
function count(nvars, v, b) {
  if (b === ZERO) return 0;
  if (b === ONE) return 2 ** (nvars - v);
  return 2 ** (b.v - v) * (count(nvars, b.v + 1, b.low) + count(nvars, b.v + 1, b.high));
}
function queens(n) {
  const cell = (i, j) => variable(i * n + j);
  let f = ONE;
  for (let i = 0; i < n; i++) {
    let row = ZERO;
    for (let j = 0; j < n; j++) row = disj(row, cell(i, j));
    f = conj(f, row);
  }
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++)
      for (let i2 = 0; i2 < n; i2++)
        for (let j2 = 0; j2 < n; j2++)
          if ((i < i2 || (i === i2 && j < j2)) && (i === i2 || j === j2 || i - j === i2 - j2 || i + j === i2 + j2))
            f = conj(f, neg(conj(cell(i, j), cell(i2, j2))));
  return count(n * n, 0, f);
}
const solutions = queens(n);
console.log(`${n} queens: ${solutions} solutions, ${nextId - 2} nodes`);
