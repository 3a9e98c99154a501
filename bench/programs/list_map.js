// Seed 004's list_map of a successor function: Array.prototype.map, the idiomatic form.
const n = process.argv.length > 2 ? parseInt(process.argv[2], 10) : 4000;
let l = Array.from({ length: 5000 }, (_, i) => i);
for (let k = 0; k < n; k++) l = l.map((x) => x + 1);
console.log(String(l.reduce((acc, x) => (acc * 17 + x) & 0xffffff, 0)));
