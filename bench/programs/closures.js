// Seed 004's closure and tuple examples: a JavaScript programmer writes the arithmetic directly.
const n = process.argv.length > 2 ? parseInt(process.argv[2], 10) : 10000000;
let acc = 0;
for (let i = 1; i <= n; i++) {
  const v = i + 1 + (i + i) + 2 * (i & 255) + i * 3 + (i + 2);
  acc = (acc + v) & 0x3ffffff;
}
console.log(String(acc));
