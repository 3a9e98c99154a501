// Alternated runs of compiled programs, medians: node compare.mjs RUNS ARG... -- A.js B.js ...
// Each round runs every file once per argument (in turn), and the program prints the CPU seconds
// of its timed loop first on its output; the table gives the median, min and max per file.
import { execFileSync } from "node:child_process";
const argv = process.argv.slice(2);
const runs = Number(argv[0]);
const sep = argv.indexOf("--");
const args = argv.slice(1, sep);
const files = argv.slice(sep + 1);
const times = new Map();
for (let r = 0; r < runs; r++) {
  for (const a of args) {
    for (const f of files) {
      const out = execFileSync(process.execPath, [f, a], { encoding: "utf8" });
      const key = `${a}\t${f}`;
      if (!times.has(key)) times.set(key, []);
      times.get(key).push(Number(out.split(" ")[0]));
    }
  }
}
for (const a of args) {
  const base = times.get(`${a}\t${files[0]}`).slice().sort((x, y) => x - y);
  const baseMedian = base[Math.floor(base.length / 2)];
  for (const f of files) {
    const t = times.get(`${a}\t${f}`).slice().sort((x, y) => x - y);
    const median = t[Math.floor(t.length / 2)];
    console.log(`${a}\t${f}\tmedian ${median.toFixed(3)} s (min ${t[0].toFixed(3)}, max ${t[t.length - 1].toFixed(3)})\t${((median / baseMedian) * 100).toFixed(1)}%`);
  }
}
