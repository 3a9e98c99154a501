// Sum of squares of 0..hi: what a JavaScript programmer writes is the fused loop.
const n = process.argv.length > 2 ? parseInt(process.argv[2], 10) : 60000;
function foo(hi) {
  let s = 0;
  for (let i = 0; i <= hi; i++) s += i * i;
  return s;
}
let total = 0;
for (let i = 1; i <= n; i++) total = (total + foo(i & 1023)) & 0x3ffffff;
console.log(`${foo(11)} ${total}`);
