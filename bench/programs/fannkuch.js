// Fannkuch-redux (Benchmarks Game), the usual typed-array JavaScript version.
const n = process.argv.length > 2 ? parseInt(process.argv[2], 10) : 10;
function fannkuch(n) {
  const perm = new Int32Array(n), perm1 = new Int32Array(n), count = new Int32Array(n);
  for (let i = 0; i < n; i++) perm1[i] = i;
  let maxFlips = 0, checksum = 0, permCount = 0, r = n;
  for (;;) {
    while (r !== 1) { count[r - 1] = r; r--; }
    perm.set(perm1);
    let flips = 0;
    for (let k = perm[0]; k !== 0; k = perm[0]) {
      for (let i = 0, j = k; i < j; i++, j--) { const t = perm[i]; perm[i] = perm[j]; perm[j] = t; }
      flips++;
    }
    if (flips > maxFlips) maxFlips = flips;
    checksum += permCount % 2 === 0 ? flips : -flips;
    for (;;) {
      if (r === n) return [checksum, maxFlips];
      const p0 = perm1[0];
      for (let i = 0; i < r; i++) perm1[i] = perm1[i + 1];
      perm1[r] = p0;
      count[r]--;
      if (count[r] > 0) break;
      r++;
    }
    permCount++;
  }
}
const [checksum, flips] = fannkuch(n);
console.log(`${checksum}\nPfannkuchen(${n}) = ${flips}`);
