// Binary-trees (Benchmarks Game): nodes as small objects, null for the empty tree.
const n = process.argv.length > 2 ? parseInt(process.argv[2], 10) : 16;
const make = (d) => (d === 0 ? { l: null, r: null } : { l: make(d - 1), r: make(d - 1) });
const check = (t) => (t === null ? 0 : 1 + check(t.l) + check(t.r));
const maxDepth = Math.max(6, n);
const out = [];
out.push(`stretch tree of depth ${maxDepth + 1}\t check: ${check(make(maxDepth + 1))}`);
const longLived = make(maxDepth);
for (let d = 4; d <= maxDepth; d += 2) {
  const iterations = 1 << (maxDepth - d + 4);
  let c = 0;
  for (let i = 0; i < iterations; i++) c += check(make(d));
  out.push(`${iterations}\t trees of depth ${d}\t check: ${c}`);
}
out.push(`long lived tree of depth ${maxDepth}\t check: ${check(longLived)}`);
console.log(out.join("\n"));
