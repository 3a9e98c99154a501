// Spectral norm (Benchmarks Game), with Float64Array as a JavaScript programmer would.
const n = process.argv.length > 2 ? parseInt(process.argv[2], 10) : 1500;
const evalA = (i, j) => 1 / (((i + j) * (i + j + 1)) / 2 + i + 1);
function timesU(u, v) {
  for (let i = 0; i < n; i++) {
    let s = 0;
    for (let j = 0; j < n; j++) s += evalA(i, j) * u[j];
    v[i] = s;
  }
}
function timesTransposedU(u, v) {
  for (let i = 0; i < n; i++) {
    let s = 0;
    for (let j = 0; j < n; j++) s += evalA(j, i) * u[j];
    v[i] = s;
  }
}
function ataTimesU(u, v) {
  const w = new Float64Array(n);
  timesU(u, w);
  timesTransposedU(w, v);
}
const u = new Float64Array(n).fill(1), v = new Float64Array(n);
for (let k = 0; k < 10; k++) { ataTimesU(u, v); ataTimesU(v, u); }
let vv = 0, vbv = 0;
for (let i = 0; i < n; i++) { vv += v[i] * v[i]; vbv += u[i] * v[i]; }
console.log(Math.sqrt(vbv / vv).toFixed(9));
