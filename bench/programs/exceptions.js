// n-queens by backtracking with boolean returns, as JavaScript code avoids exceptions for control flow.
const n = process.argv.length > 2 ? parseInt(process.argv[2], 10) : 10;
function solve(n) {
  const cols = new Int32Array(n).fill(-1);
  let count = 0;
  function ok(row, col) {
    for (let r = 0; r < row; r++) {
      const c = cols[r];
      if (c === col || Math.abs(c - col) === row - r) return false;
    }
    return true;
  }
  function place(row) {
    if (row === n) { count++; return; }
    for (let col = 0; col < n; col++)
      if (ok(row, col)) { cols[row] = col; place(row + 1); }
  }
  place(0);
  return count;
}
const out = [];
let total = 0;
for (let k = 4; k <= n; k++) {
  const s = solve(k);
  out.push(`${k}-queens: ${s}`);
  total += s;
}
out.push(`total ${total}`);
console.log(out.join("\n"));
