// The iterative FFT on Float64Arrays, as a JavaScript signal-processing routine is written.
const reps = process.argv.length > 2 ? parseInt(process.argv[2], 10) : 25;
function fft(re, im, inverse) {
  const n = re.length;
  for (let i = 0, j = 0; i < n - 1; i++) {
    if (i < j) {
      let t = re[i]; re[i] = re[j]; re[j] = t;
      t = im[i]; im[i] = im[j]; im[j] = t;
    }
    let m = n >>> 1;
    while (m >= 1 && (j & m) !== 0) { j ^= m; m >>>= 1; }
    j |= m;
  }
  for (let len = 2; len <= n; len *= 2) {
    const half = len / 2;
    const angle = ((inverse ? 2.0 : -2.0) * Math.PI) / len;
    for (let k = 0; k < half; k++) {
      const wr = Math.cos(angle * k), wi = Math.sin(angle * k);
      for (let a = k; a < n; a += len) {
        const b = a + half;
        const xr = re[b] * wr - im[b] * wi, xi = re[b] * wi + im[b] * wr;
        re[b] = re[a] - xr; im[b] = im[a] - xi;
        re[a] += xr; im[a] += xi;
      }
    }
  }
  if (inverse) for (let i = 0; i < n; i++) { re[i] /= n; im[i] /= n; }
}
const n = 1 << 16;
const re = Float64Array.from({ length: n }, (_, i) => (i % 17) - 8.0), im = new Float64Array(n);
let peak = 0;
for (let r = 0; r < reps; r++) {
  fft(re, im, false);
  const k = Math.floor(n / 17);
  peak = Math.max(peak, Math.sqrt(re[k] * re[k] + im[k] * im[k]));
  fft(re, im, true);
}
let err = 0;
re.forEach((x, i) => { err = Math.max(err, Math.abs(x - ((i % 17) - 8.0))); });
console.log(`peak ${peak.toFixed(3)}, round trip ok: ${err < 1e-6}`);
