// The Set/Map workload with JavaScript's own Set and Map (hash-based; ordered traversals sort keys).
const n = process.argv.length > 2 ? parseInt(process.argv[2], 10) : 30;
const next = (s) => (s * 75 + 74) % 65537;
let check = 0;
let seed = 1;
for (let round = 1; round <= n; round++) {
  const s = new Set();
  const m = new Map(); // key a * 65536 + b, unique for a < 256, b < 65536
  for (let i = 0; i < 5000; i++) {
    seed = next(seed);
    s.add(seed);
    m.set((seed & 255) * 65536 + (seed >>> 8), round);
  }
  for (let k = 0; k < 5000; k++) {
    seed = next(seed);
    s.delete(seed);
    const v = m.get((k & 255) * 65536 + (k >>> 8));
    if (v !== undefined) check = (check + v) & 0xffffff;
  }
  const u = new Set();
  for (const x of s) u.add(x & 1 ? x + 1 : x);
  check = (check * 7 + u.size + m.size) & 0xffffff;
  for (const key of m.keys()) check = (check + Math.floor(key / 65536) * 3 + (key % 65536)) & 0xffffff;
  let sum = 0;
  for (const x of u) sum = (sum + x) & 0xffff;
  check = (check + sum) & 0xffffff;
}
console.log(String(check));
