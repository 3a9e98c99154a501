// Seed 003's List.iter over a reversed list: a backwards loop over an array.
const n = process.argv.length > 2 ? parseInt(process.argv[2], 10) : 20000;
let checksum = 0;
const xs = Array.from({ length: 1000 }, (_, i) => (i * 7) % 1013);
for (let k = 0; k < n; k++)
  for (let i = xs.length - 1; i >= 0; i--) checksum = (checksum * 31 + xs[i]) & 0xffffff;
console.log(String(checksum));
