// Text processing with string arrays, a Map of counts and template strings.
const n = process.argv.length > 2 ? parseInt(process.argv[2], 10) : 400000;
const syllables = ["ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "be", "do"];
let seed = 11;
const rand = (k) => { seed = (seed * 75 + 74) % 65537; return seed % k; };
function word() {
  let w = "";
  for (let i = 0, m = rand(3); i <= m; i++) w += syllables[rand(syllables.length)];
  return w;
}
const parts = [];
for (let i = 1; i <= n; i++) { parts.push(word()); parts.push(i % 12 === 0 ? "\n" : " "); }
const text = parts.join("");
const counts = new Map();
let lines = 0, start = 0;
for (let i = 0; i < text.length; i++) {
  const c = text.charCodeAt(i);
  if (c === 32 || c === 10) {
    if (c === 10) lines++;
    const w = text.slice(start, i);
    counts.set(w, (counts.get(w) ?? 0) + 1);
    start = i + 1;
  }
}
const sorted = [...counts].sort((a, b) => (a[1] !== b[1] ? b[1] - a[1] : a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
const out = [`${lines} lines, ${counts.size} distinct words`];
sorted.slice(0, 5).forEach(([w, c]) => out.push(`${w.padEnd(10)} ${String(c).padStart(6)} ${((100.0 * c) / n).toFixed(2).padStart(5)}%`));
let report = 0;
for (const [w, c] of sorted) report = (report * 31 + `${w}=${c};`.length) & 0xffffff;
out.push(`report checksum ${report}`);
console.log(out.join("\n"));
