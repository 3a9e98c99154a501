// The benchmark suite: each program of bench/programs run side by side by every contender
// (flambe at -O0, default and -O3; the hand-written JavaScript twin; js_of_ocaml; native ocamlopt;
// ReScript when installed), after checking that they all print the same output; then flambe's
// compile-time scaling on generated programs. Writes bench/results/LATEST.md and LATEST.svg.
// Installs nothing; a contender whose tools are missing is skipped with a note. Timings are
// reported, never asserted: no timing gates CI.
//
//   node bench/run.mjs [--runs N] [--only a,b] [--contenders a,b] [--no-scaling] [--scaling-only] [--scale 1000,10000]
//                      [--out NAME] [--max-run-seconds S] [--counts-only] [--small]
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync, copyFileSync } from "node:fs";
import { cpus } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { generateProgram } from "./generate.mjs";

const benchDir = dirname(fileURLToPath(import.meta.url));
const root = resolve(benchDir, "..");
const programsDir = join(benchDir, "programs");
const buildDir = join(benchDir, ".build");
const resultsDir = join(benchDir, "results");
const flambeBin = join(root, "bin", "flambe.js");

// ---- command line ----------------------------------------------------------------------------
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const option = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 && i + 1 < argv.length ? argv[i + 1] : fallback;
};
// Fewer than 5 runs is for trying the runner out: the report says so in its header.
const runs = Math.max(1, Number(option("--runs", "5")));
const only = option("--only", "")
  .split(",")
  .filter((s) => s !== "");
// --contenders: only these (by id: flambe-O0, flambe, flambe-O3, js, jsoo, native, rescript).
const onlyContenders = option("--contenders", "")
  .split(",")
  .filter((s) => s !== "");
const scaleSizes = option("--scale", "1000,10000,100000").split(",").map(Number);
// --counts-only: no timing and no scaling, only the instrumented builds' counts at -O0 and -O3
// (results/COUNTS.md unless --out says otherwise); --small: at the sizes of programs/sizes.txt.
const countsOnly = flag("--counts-only");
const small = flag("--small");
const doPrograms = !flag("--scaling-only");
const doScaling = !flag("--no-scaling") && !countsOnly;
const outName = option("--out", countsOnly ? "COUNTS" : "LATEST");
const timeoutMs = 600_000;
// A contender whose checking run takes longer than this is not run again: that run is its time
// (so that one very slow contender cannot hold the whole suite for an hour).
const maxRunSeconds = Number(option("--max-run-seconds", "60"));
// One compilation of a scaling program is given this long (js_of_ocaml needs more than ten
// minutes for 100,000 lines on a slow machine: that is reported as a timeout).
const scalingTimeoutMs = Number(option("--scaling-timeout", "300")) * 1000;

// ---- processes ------------------------------------------------------------------------------
function run(cmd, args, opts = {}) {
  const started = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { encoding: "latin1", maxBuffer: 1 << 28, timeout: timeoutMs, killSignal: "SIGKILL", ...opts });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { ok: r.status === 0 && r.error === undefined, status: r.status, stdout: r.stdout ?? "", stderr: r.stderr ?? "", seconds, error: r.error };
}
const have = (tool, args = ["-version"]) => {
  const r = spawnSync(tool, args, { encoding: "utf8" });
  return r.error === undefined && r.status === 0 ? (r.stdout + r.stderr).trim().split("\n")[0] : null;
};
const firstLine = (s) => (s.trim().split("\n").find((l) => l.trim() !== "") ?? "").slice(0, 160);

// ---- the contenders -------------------------------------------------------------------------
// Each has `available` (or a note why not), `compile(name, mlPath) -> {ok, note, seconds, command}`
// and `command(name)` giving the command line that runs the compiled program.
const ocamloptVersion = have("ocamlopt");
const ocamlcVersion = have("ocamlc");
const jsooVersion = have("js_of_ocaml", ["--version"]);
const flambeBuilt = existsSync(join(root, "dist", "src", "cli", "main.js"));
const bscPath = join(benchDir, "node_modules", ".bin", "bsc");
const bscVersion = existsSync(bscPath) ? have(bscPath, ["-v"]) : null;
const nodeArgs = ["--stack-size=7800"]; // the same stack for every JavaScript contender

function flambeContender(id, label, levelFlags) {
  return {
    id,
    label,
    family: "flambe",
    available: flambeBuilt,
    note: flambeBuilt ? "" : "flambe is not built (run `npm run build`)",
    compile(name, ml) {
      const out = join(buildDir, `${name}.${id}.js`);
      const r = run(process.execPath, [flambeBin, "build", ...levelFlags, ml, "-o", out]);
      return { ok: r.ok, note: r.ok ? "" : `does not compile: ${firstLine(r.stderr || r.stdout)}`, seconds: r.seconds, out };
    },
    command: (c) => [process.execPath, [...nodeArgs, c.out]],
  };
}

const contenders = [
  flambeContender("flambe-O0", "flambe -O0", ["-O0"]),
  flambeContender("flambe", "flambe", []),
  flambeContender("flambe-O3", "flambe -O3", ["-O3"]),
  {
    id: "js",
    label: "hand-written JS",
    family: "reference",
    available: true,
    note: "",
    compile(name) {
      const out = join(programsDir, `${name}.js`);
      return existsSync(out) ? { ok: true, note: "", seconds: 0, out } : { ok: false, note: "no twin", seconds: 0, out };
    },
    command: (c) => [process.execPath, [...nodeArgs, c.out]],
  },
  {
    id: "jsoo",
    label: "js_of_ocaml",
    family: "peer",
    available: ocamlcVersion !== null && jsooVersion !== null,
    note: "js_of_ocaml or ocamlc not installed (apt-get install ocaml-nox js-of-ocaml)",
    compile(name, ml) {
      const dir = join(buildDir, `${name}.jsoo`);
      mkdirSync(dir, { recursive: true });
      copyFileSync(ml, join(dir, `${name}.ml`));
      const a = run("ocamlc", ["-w", "-a", "-o", `${name}.byte`, `${name}.ml`], { cwd: dir });
      if (!a.ok) return { ok: false, note: `ocamlc: ${firstLine(a.stderr)}`, seconds: a.seconds };
      // .cjs: js_of_ocaml's output is a CommonJS script (it calls require).
      const out = join(dir, `${name}.cjs`);
      const b = run("js_of_ocaml", ["--quiet", `${name}.byte`, "-o", out], { cwd: dir });
      return { ok: b.ok, note: b.ok ? "" : `js_of_ocaml: ${firstLine(b.stderr)}`, seconds: a.seconds + b.seconds, out };
    },
    command: (c) => [process.execPath, [...nodeArgs, c.out]],
  },
  {
    id: "native",
    label: "ocamlopt (native)",
    family: "peer",
    available: ocamloptVersion !== null,
    note: "ocamlopt not installed (apt-get install ocaml-nox)",
    compile(name, ml) {
      const dir = join(buildDir, `${name}.native`);
      mkdirSync(dir, { recursive: true });
      copyFileSync(ml, join(dir, `${name}.ml`));
      const out = join(dir, `${name}.exe`);
      const r = run("ocamlopt", ["-O3", "-w", "-a", "-o", out, `${name}.ml`], { cwd: dir });
      return { ok: r.ok, note: r.ok ? "" : `ocamlopt: ${firstLine(r.stderr)}`, seconds: r.seconds, out };
    },
    command: (c) => [c.out, []],
  },
  {
    id: "rescript",
    label: "ReScript (bs-platform)",
    family: "peer",
    available: bscVersion !== null,
    note: "bs-platform not installed (npm ci --prefix bench)",
    compile(name, ml) {
      const dir = join(buildDir, `${name}.bs`);
      mkdirSync(dir, { recursive: true });
      copyFileSync(ml, join(dir, `${name}.ml`));
      // Without package flags, bsc prints the CommonJS module on its standard output; the module
      // requires bs-platform's library (bs-platform/lib/js/...), found from bench/node_modules.
      const r = run(bscPath, ["-color", "never", `${name}.ml`], { cwd: dir });
      if (!r.ok || !/\S/.test(r.stdout)) {
        const why = r.stderr.split("\n").find((l) => l.startsWith("Error")) ?? firstLine(r.stderr || r.stdout);
        return { ok: false, note: `not accepted by bsc (OCaml 4.06): ${why}`, seconds: r.seconds };
      }
      // ReScript's Sys.argv is node's process.argv, whose second element is the script: drop it,
      // so that Sys.argv.(1) is the program's first argument as in OCaml. The line goes after the
      // 'use strict' directive, which must stay first.
      const fix = "process.argv.splice(1, 1);\n";
      const text = r.stdout.replace(/^((?:\/\/[^\n]*\n)*\s*'use strict';\n)?/, (head) => head + fix);
      const out = join(dir, `${name}.cjs`);
      writeFileSync(out, text, "latin1");
      return { ok: true, note: "", seconds: r.seconds, out };
    },
    command: (c) => [process.execPath, [...nodeArgs, c.out]],
  },
];
for (const id of onlyContenders)
  if (!contenders.some((c) => c.id === id)) {
    process.stderr.write(`--contenders: no contender ${id} (there are ${contenders.map((c) => c.id).join(", ")})\n`);
    process.exit(2);
  }
const chosen = (c) => onlyContenders.length === 0 || onlyContenders.includes(c.id);

// The contenders whose output file's size the report gives (ReScript's needs bs-platform's
// library beside it, and native code is not JavaScript).
const sizedContenders = ["flambe", "flambe-O3", "jsoo", "js"];

// ---- statistics -----------------------------------------------------------------------------
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const geomean = (xs) => (xs.length === 0 ? NaN : Math.exp(xs.reduce((a, x) => a + Math.log(x), 0) / xs.length));
const fmt = (x, digits = 2) => (Number.isFinite(x) ? x.toFixed(digits) : "n/a");

// ---- the instrumented build: allocations and calls executed -----------------------------------
// The back end's counting mode (`instrument`) counts, as the program runs, the blocks it
// allocates (`make_block`, `make_array`), the closures of the sets of closures it allocates and
// the OCaml calls it makes (direct or not, tail calls included; calls into the runtime are not
// counted, nor what the runtime allocates). It is a library option, not a command-line flag, so
// the build goes through the compiled driver, at -O0 and at -O3: the drop from one to the other
// is Simplify's work.
const countLevels = ["O0", "O3"];
let instrumentedBuild = null;
let instrumentNote = "";
async function loadInstrumentedBuild() {
  if (!flambeBuilt) {
    instrumentNote = "flambe is not built";
    return null;
  }
  try {
    const driver = await import(join(root, "dist", "src", "driver", "index.js"));
    const sources = await import(join(root, "dist", "src", "cli", "read_sources.js"));
    if (typeof driver.build !== "function" || typeof sources.readSources !== "function") {
      instrumentNote = "the compiled driver has no `build`";
      return null;
    }
    return (ml, out, level) => {
      const read = sources.readSources([ml], (p) => readFileSync(p), true);
      if (!read.ok) return firstLine(read.error);
      let result;
      try {
        result = driver.build(read.files, { ...driver.defaultOptions, optimisation: level }, { instrument: true, outputFile: out });
      } catch (e) {
        return `internal error: ${firstLine(e instanceof Error ? e.message : String(e))}`;
      }
      if (!result.ok) return `does not compile: ${firstLine(result.diagnostics.filter((d) => d.severity !== "warning").map((d) => d.message).join(" ") || "(no message)")}`;
      writeFileSync(out, result.js, "latin1");
      return "";
    };
  } catch (e) {
    instrumentNote = `cannot load the compiled driver: ${firstLine(String(e))}`;
    return null;
  }
}

/** The counts of one program at each level: `{ blocks, closures, calls }`, or a note saying why not. */
function countsOf(name, ml, args) {
  const out = {};
  for (const level of countLevels) {
    if (instrumentedBuild === null) {
      out[level] = instrumentNote || "n/a";
      continue;
    }
    const js = join(buildDir, `${name}.instrumented-${level}.js`);
    const failure = instrumentedBuild(ml, js, level);
    if (failure !== "") {
      out[level] = failure;
      continue;
    }
    const r = run(process.execPath, [...nodeArgs, js, ...args]);
    const m = /flambe-instrument: (\{.*\})/.exec(r.stderr);
    if (!r.ok || m === null) {
      out[level] = r.error?.code === "ETIMEDOUT" ? "timeout" : `fails: ${firstLine(r.stderr) || `exit ${r.status}`}`;
      continue;
    }
    try {
      out[level] = { ...JSON.parse(m[1]), seconds: r.seconds, stdout: r.stdout };
    } catch {
      out[level] = "unreadable counts";
    }
  }
  const [a, b] = countLevels.map((l) => out[l]);
  if (typeof a === "object" && typeof b === "object" && a.stdout !== b.stdout) out.note = "-O0 and -O3 print different outputs";
  return out;
}

// ---- the programs ---------------------------------------------------------------------------
const programSizes = new Map(
  readFileSync(join(programsDir, "sizes.txt"), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "" && !l.startsWith("#"))
    .map((l) => l.trim().split(/\s+/)),
);
const programNames = () =>
  readdirSync(programsDir)
    .filter((f) => f.endsWith(".ml"))
    .map((f) => f.slice(0, -3))
    .filter((n) => only.length === 0 || only.includes(n))
    .sort();
// The programs' arguments: none (their default, benchmark size), or with --small their test size.
const argsOf = (name) => (small && programSizes.has(name) ? [programSizes.get(name)] : []);

const elapsed = (started) => (Number(process.hrtime.bigint() - started) / 1e9).toFixed(0);

async function benchPrograms(onProgress) {
  mkdirSync(buildDir, { recursive: true });
  instrumentedBuild = await loadInstrumentedBuild();
  const names = programNames();
  const notes = [];
  for (const c of contenders) if (!c.available && chosen(c)) notes.push(`${c.label}: skipped, ${c.note}.`);
  const live = contenders.filter((c) => c.available && chosen(c));
  const rows = [];
  for (const name of names) {
    const started = process.hrtime.bigint();
    const ml = join(programsDir, `${name}.ml`);
    const args = argsOf(name);
    process.stderr.write(`${name}:`);
    const row = { name, times: {}, notes: {}, compileSeconds: {}, sizes: {}, counts: null };
    const compiled = [];
    for (const c of live) {
      const r = c.compile(name, ml);
      row.compileSeconds[c.id] = r.seconds;
      if (!r.ok) {
        row.notes[c.id] = r.note;
        continue;
      }
      if (sizedContenders.includes(c.id)) row.sizes[c.id] = statSync(r.out).size;
      compiled.push({ c, build: r });
    }
    // The output check, before timing anything: every contender must print what the
    // reference prints (native OCaml, else js_of_ocaml, else the hand-written twin).
    const outputs = new Map();
    const checkSeconds = new Map();
    for (const { c, build } of compiled) {
      const [cmd, cargs] = c.command(build);
      const r = run(cmd, [...cargs, ...args]);
      outputs.set(c.id, r.ok ? r.stdout : null);
      checkSeconds.set(c.id, r.seconds);
      if (!r.ok) row.notes[c.id] = r.error?.code === "ETIMEDOUT" ? `timeout (${timeoutMs / 1000} s)` : `fails: ${firstLine(r.stderr) || `exit ${r.status}`}`;
    }
    const reference = outputs.get("native") ?? outputs.get("jsoo") ?? outputs.get("js");
    const timed = compiled.filter(({ c }) => {
      const out = outputs.get(c.id);
      if (out === null || out === undefined) return false;
      if (out !== reference) {
        row.notes[c.id] = `wrong output: ${JSON.stringify(firstLine(out))} instead of ${JSON.stringify(firstLine(reference ?? ""))}`;
        return false;
      }
      return true;
    });
    // A contender too slow to repeat keeps its checking run as its only sample.
    const slow = timed.filter(({ c }) => checkSeconds.get(c.id) > maxRunSeconds);
    for (const { c } of slow) row.notes[c.id] = `one run only (it took more than ${maxRunSeconds} s)`;
    // Alternate the contenders run by run, so that a slow phase of the machine hits all alike.
    const samples = new Map(timed.map(({ c }) => [c.id, slow.some((s) => s.c === c) ? [checkSeconds.get(c.id)] : []]));
    const repeated = timed.filter((t) => !slow.includes(t));
    for (let i = 0; i < runs && repeated.length > 0; i++) {
      for (const { c, build } of repeated) {
        const [cmd, cargs] = c.command(build);
        const r = run(cmd, [...cargs, ...args]);
        samples.get(c.id).push(r.seconds);
      }
      process.stderr.write(".");
    }
    for (const [id, xs] of samples) row.times[id] = { median: median(xs), min: Math.min(...xs), max: Math.max(...xs), n: xs.length };
    row.counts = countsOf(name, ml, args);
    process.stderr.write(
      ` ${Object.entries(row.times)
        .map(([id, t]) => `${id} ${t.median.toFixed(3)}s`)
        .join(", ")}${Object.keys(row.notes).length > 0 ? ` (${Object.entries(row.notes).map(([k, v]) => `${k}: ${v}`).join("; ")})` : ""} [${elapsed(started)} s]\n`,
    );
    rows.push(row);
    onProgress({ rows, notes, live, total: names.length });
  }
  return { rows, notes, live, total: names.length };
}

/**
 * Start-up: hello world built by flambe (default level and -O3) and by js_of_ocaml, each file
 * run `startupRuns` times in turn under plain `node` (as a user runs it, no stack flag), medians
 * of the wall time; and the files' sizes.
 */
const startupRuns = 21;
function benchStartup() {
  mkdirSync(buildDir, { recursive: true });
  const name = "hello";
  const ml = join(buildDir, `${name}.ml`);
  writeFileSync(ml, 'let () = print_endline "Hello, world"\n');
  const ids = ["flambe", "flambe-O3", "jsoo"];
  const live = ids.map((id) => contenders.find((c) => c.id === id)).filter((c) => c.available && chosen(c));
  const built = [];
  for (const c of live) {
    const r = c.compile(name, ml);
    if (r.ok) built.push({ c, out: r.out, size: statSync(r.out).size, samples: [] });
  }
  for (let i = 0; i < startupRuns; i++)
    for (const b of built) {
      const r = run(process.execPath, [b.out]);
      if (r.ok && r.stdout === "Hello, world\n") b.samples.push(r.seconds);
    }
  process.stderr.write(`start-up: ${built.map((b) => `${b.c.id} ${fmt(median(b.samples) * 1000, 1)} ms`).join(", ")}\n`);
  return built.map((b) => ({ id: b.c.id, label: b.c.label, size: b.size, median: median(b.samples), n: b.samples.length }));
}

function startupSection(rows) {
  if (rows === null || rows.length === 0) return [];
  const jsoo = rows.find((r) => r.id === "jsoo");
  const lines = [
    "## Start-up",
    "",
    `Hello world (\`print_endline "Hello, world"\`), run ${startupRuns} times per file in turn under plain \`node\`: median wall time of the process, and the file's size.`,
    "",
    "| | median (ms) | / js_of_ocaml | bytes | / js_of_ocaml |",
    "| --- | ---: | ---: | ---: | ---: |",
  ];
  for (const r of rows)
    lines.push(`| ${r.label} | ${fmt(r.median * 1000, 1)} | ${jsoo ? fmt(r.median / jsoo.median) : "n/a"} | ${bytes(r.size)} | ${jsoo ? fmt(r.size / jsoo.size) : "n/a"} |`);
  lines.push("");
  return lines;
}

/** --counts-only: the instrumented builds alone. */
async function countPrograms(onProgress) {
  mkdirSync(buildDir, { recursive: true });
  instrumentedBuild = await loadInstrumentedBuild();
  const names = programNames();
  const rows = [];
  for (const name of names) {
    const started = process.hrtime.bigint();
    process.stderr.write(`${name}: `);
    const row = { name, times: {}, notes: {}, compileSeconds: {}, sizes: {}, counts: countsOf(name, join(programsDir, `${name}.ml`), argsOf(name)) };
    process.stderr.write(`${countLevels.map((l) => `${l} ${countsText(row.counts[l])}`).join(", ")} [${elapsed(started)} s]\n`);
    rows.push(row);
    onProgress({ rows, notes: [], live: [], total: names.length });
  }
  return { rows, notes: [], live: [], total: names.length };
}

const countsText = (c) => (typeof c === "object" ? `blocks ${c.blocks}, closures ${c.closures}, calls ${c.calls}` : c);

// ---- compile-time scaling -------------------------------------------------------------------
function benchScaling(onProgress) {
  mkdirSync(buildDir, { recursive: true });
  const results = [];
  for (const lines of scaleSizes) {
    const dir = join(buildDir, `scale${lines}`);
    mkdirSync(dir, { recursive: true });
    const ml = join(dir, "gen.ml");
    writeFileSync(ml, generateProgram(lines), "latin1");
    const entry = { lines, times: {} };
    const record = (id, r, extra = 0) => {
      entry.times[id] = r.ok ? r.seconds + extra : r.error?.code === "ETIMEDOUT" ? `timeout (${scalingTimeoutMs / 1000} s)` : `fails: ${firstLine(r.stderr)}`;
    };
    const opts = { timeout: scalingTimeoutMs };
    if (flambeBuilt) {
      record("flambe -O0", run(process.execPath, [flambeBin, "build", "-O0", ml, "-o", join(dir, "o0.js")], opts));
      record("flambe -O3", run(process.execPath, [flambeBin, "build", "-O3", ml, "-o", join(dir, "o3.js")], opts));
    }
    if (ocamlcVersion !== null && jsooVersion !== null) {
      const a = run("ocamlc", ["-w", "-a", "-o", "gen.byte", "gen.ml"], { cwd: dir, ...opts });
      if (a.ok) record("ocamlc + js_of_ocaml", run("js_of_ocaml", ["--quiet", "gen.byte", "-o", "jsoo.cjs"], { cwd: dir, ...opts }), a.seconds);
      else record("ocamlc + js_of_ocaml", a);
    }
    if (ocamloptVersion !== null) record("ocamlopt -O3", run("ocamlopt", ["-O3", "-w", "-a", "-o", "gen.exe", "gen.ml"], { cwd: dir, ...opts }));
    process.stderr.write(
      `scaling ${lines} lines: ${Object.entries(entry.times)
        .map(([k, v]) => `${k} ${typeof v === "number" ? v.toFixed(2) + "s" : v}`)
        .join(", ")}\n`,
    );
    results.push(entry);
    onProgress(results);
  }
  return results;
}

// ---- the report -----------------------------------------------------------------------------
function machineLine() {
  const cs = cpus();
  return `${cs[0]?.model ?? "unknown CPU"}, ${cs.length} cores, node ${process.version}, ${process.platform}/${process.arch}`;
}

function versionsLine() {
  return [
    `flambe ${JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version}`,
    ocamloptVersion && `ocamlopt ${ocamloptVersion}`,
    jsooVersion && `js_of_ocaml ${jsooVersion}`,
    bscVersion && `bs-platform ${bscVersion}`,
  ]
    .filter(Boolean)
    .join(", ");
}

/** The ratio of two contenders' median times on one program (NaN when either was not timed). */
function ratio(row, a, b) {
  const x = row.times[a]?.median, y = row.times[b]?.median;
  return x !== undefined && y !== undefined ? x / y : NaN;
}

/** The time ratios the report gives per program, with their geometric means (the chart shows three). */
const timeRatios = [
  { num: "flambe", den: "js", label: "flambe / hand-written" },
  { num: "flambe-O3", den: "js", label: "flambe -O3 / hand-written" },
  { num: "flambe", den: "jsoo", label: "flambe / js_of_ocaml" },
  { num: "flambe-O3", den: "jsoo", label: "flambe -O3 / js_of_ocaml" },
];
const geomeanOf = (rows, f) => geomean(rows.map(f).filter(Number.isFinite));

/** The ratio of two contenders' output sizes on one program. */
function sizeRatio(row, a, b) {
  const x = row.sizes?.[a], y = row.sizes?.[b];
  return x !== undefined && y !== undefined ? x / y : NaN;
}
const bytes = (n) => (n === undefined ? "n/a" : n.toLocaleString("en-US"));

function sizesSection(rows) {
  const ratios = [
    { num: "flambe", den: "jsoo", label: "flambe / js_of_ocaml" },
    { num: "flambe-O3", den: "jsoo", label: "flambe -O3 / js_of_ocaml" },
  ];
  const lines = [
    "## Output size",
    "",
    "Bytes of the JavaScript file each contender writes and runs above: flambe's one file (the program, the library",
    "code it links and the runtime, unminified), js_of_ocaml's (its default output, runtime included) and, for",
    "reference, the hand-written twin.",
    "",
    `| program | ${sizedContenders.map((id) => contenders.find((c) => c.id === id).label).join(" | ")} | ${ratios.map((r) => r.label).join(" | ")} |`,
    `| --- | ${[...sizedContenders, ...ratios].map(() => "---:").join(" | ")} |`,
  ];
  for (const row of rows)
    lines.push(`| ${[row.name, ...sizedContenders.map((id) => bytes(row.sizes?.[id])), ...ratios.map((r) => fmt(sizeRatio(row, r.num, r.den)))].join(" | ")} |`);
  lines.push("", `Geometric means: ${ratios.map((r) => `${r.label} ${fmt(geomeanOf(rows, (row) => sizeRatio(row, r.num, r.den)))}`).join(", ")}.`, "");
  return lines;
}

/** A count at -O3 with its change from -O0. */
function countCell(counts, level, key) {
  const c = counts?.[level];
  if (typeof c !== "object") return "n/a";
  const v = c[key];
  if (level === countLevels[0]) return String(v);
  const base = counts[countLevels[0]];
  if (typeof base !== "object" || base[key] === 0) return String(v);
  const change = ((v - base[key]) / base[key]) * 100;
  return `${v} (${change > 0 ? "+" : ""}${change.toFixed(0)}%)`;
}

function countsSection(rows) {
  const lines = [
    "## Allocations and calls executed, -O0 and -O3",
    "",
    `Counted by flambe's instrumented build, one run ${small ? "at the small sizes of `programs/sizes.txt`" : "at the benchmark size"}: blocks allocated`,
    "(`make_block`, `make_array`), closures allocated (one per function of each set of closures allocated),",
    "OCaml calls made (direct or not, tail calls included; not calls into the runtime, nor what the runtime allocates).",
    "In parentheses: the change from -O0, Simplify's work.",
    "",
    "| program | blocks -O0 | blocks -O3 | closures -O0 | closures -O3 | calls -O0 | calls -O3 |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  const notes = [];
  for (const row of rows) {
    const cells = ["blocks", "closures", "calls"].flatMap((k) => countLevels.map((l) => countCell(row.counts, l, k)));
    lines.push(`| ${[row.name, ...cells].join(" | ")} |`);
    for (const l of countLevels) if (typeof row.counts?.[l] === "string") notes.push(`- ${row.name} -${l}: ${row.counts[l]}`);
    if (row.counts?.note !== undefined) notes.push(`- ${row.name}: ${row.counts.note}`);
  }
  if (notes.length > 0) lines.push("", "Notes:", "", ...notes);
  lines.push("");
  return lines;
}

function markdown(programs, scaling, startup = null) {
  const lines = [`# Benchmark results`, "", `Machine: ${machineLine()}.`, "", `Tools: ${versionsLine()}.`, ""];
  const partial = programs !== null && programs.done !== true;
  if (partial) lines.push(`**Partial results: ${programs.rows.length} of ${programs.total} programs so far (the run was interrupted or is still going).**`, "");
  if (programs !== null && !countsOnly) {
    const { rows, notes, live } = programs;
    if (runs < 5) lines.push(`**A trial run: ${runs} timed run${runs === 1 ? "" : "s"} per contender (\`--runs ${runs}\`), fewer than the 5 of a report.**`, "");
    if (onlyContenders.length > 0) lines.push(`Contenders limited to ${onlyContenders.join(", ")} (\`--contenders\`).`, "");
    lines.push(
      `Each cell: median wall-clock time in seconds of ${runs} run${runs === 1 ? "" : "s"} (contenders alternated run by run), with [min-max],`,
      small ? "at the small sizes of `programs/sizes.txt` (`--small`), not the benchmark sizes;" : "at the programs' benchmark sizes;",
      "the time includes starting the process (node for the JavaScript contenders). The ratios are of the medians; below 1, flambe is faster.",
      `Chart: [${outName}.svg](${outName}.svg).`,
      "",
    );
    const head = ["program", ...live.map((c) => c.label), ...timeRatios.map((r) => r.label), "flambe compile (s)"];
    lines.push(`| ${head.join(" | ")} |`, `| ${head.map((_, i) => (i === 0 ? "---" : "---:")).join(" | ")} |`);
    for (const row of rows) {
      const cells = live.map((c) => {
        const t = row.times[c.id];
        if (t !== undefined) return t.n === 1 ? `${fmt(t.median, 3)} (1 run)` : `${fmt(t.median, 3)} [${fmt(t.min, 2)}-${fmt(t.max, 2)}]`;
        return row.notes[c.id] !== undefined ? "(see notes)" : "-";
      });
      lines.push(
        `| ${[
          row.name,
          ...cells,
          ...timeRatios.map((r) => fmt(ratio(row, r.num, r.den))),
          row.compileSeconds.flambe !== undefined ? fmt(row.compileSeconds.flambe) : "n/a",
        ].join(" | ")} |`,
      );
    }
    lines.push("", `Geometric means: ${timeRatios.map((r) => `${r.label} ${fmt(geomeanOf(rows, (row) => ratio(row, r.num, r.den)))}`).join(", ")}.`, "");
    const perProgram = rows.flatMap((r) => Object.entries(r.notes).map(([id, note]) => `- ${r.name}, ${contenders.find((c) => c.id === id)?.label ?? id}: ${note}`));
    if (notes.length + perProgram.length > 0) lines.push("Notes:", "", ...notes.map((n) => `- ${n}`), ...perProgram, "");
    lines.push(...sizesSection(rows));
  }
  lines.push(...startupSection(startup));
  if (programs !== null) lines.push(...countsSection(programs.rows));
  if (scaling !== null) {
    const ids = [...new Set(scaling.flatMap((e) => Object.keys(e.times)))];
    lines.push("## Compile-time scaling", "", "Generated programs (`bench/generate.mjs`); wall-clock seconds of one compilation, process start included.", "");
    lines.push(`| lines | ${ids.join(" | ")} |`, `| ---: | ${ids.map(() => "---:").join(" | ")} |`);
    for (const e of scaling) lines.push(`| ${e.lines} | ${ids.map((id) => (typeof e.times[id] === "number" ? fmt(e.times[id]) : (e.times[id] ?? "-"))).join(" | ")} |`);
    lines.push("");
  }
  return lines.join("\n");
}

// A horizontal bar chart of the time ratios per program on a log scale centred on 1, with their
// geometric means: flambe / js_of_ocaml at the default level and at -O3, flambe -O3 / hand-written.
// Plain SVG text, so that no browser or library is needed to make it.
const chartSeries = [
  { num: "flambe", den: "jsoo", label: "flambe / js_of_ocaml", colour: "#2b7bd9" },
  { num: "flambe-O3", den: "jsoo", label: "flambe -O3 / js_of_ocaml", colour: "#14a37f" },
  { num: "flambe-O3", den: "js", label: "flambe -O3 / hand-written JS", colour: "#d9822b" },
];

function svg(rows) {
  const series = chartSeries;
  const data = rows.map((r) => ({ name: r.name, values: series.map((s) => ratio(r, s.num, s.den)) }));
  data.push({ name: "geometric mean", values: series.map((s) => geomeanOf(rows, (r) => ratio(r, s.num, s.den))) });
  const all = data.flatMap((d) => d.values).filter(Number.isFinite);
  const span = Math.max(1, Math.ceil(Math.log10(Math.max(10, ...all.map((v) => Math.max(v, 1 / v))))));
  const left = 150, width = 600, barH = 9, group = series.length * barH + 8, top = 50;
  const height = top + data.length * group + 40;
  const x = (v) => Math.round((left + ((Math.log10(v) + span) / (2 * span)) * width) * 10) / 10;
  const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${left + width + 30}" height="${height}" font-family="sans-serif" font-size="11">`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<text x="${left}" y="16" font-size="13" font-weight="bold">flambe run time relative to others (median times, log scale; left of 1 = flambe faster)</text>`,
  ];
  series.forEach((s, i) => {
    const lx = left + i * 200;
    out.push(`<rect x="${lx}" y="26" width="10" height="10" fill="${s.colour}"/>`, `<text x="${lx + 14}" y="35">${esc(s.label)}</text>`);
  });
  // Decades, and 2 and 5 times each (1/2 and 1/5 below 1) as lighter lines.
  const tickText = (v) => (v >= 1 ? String(v) : `1/${Math.round(1 / v)}`);
  for (let p = -span; p <= span; p++) {
    const gx = x(10 ** p);
    out.push(
      `<line x1="${gx}" y1="${top - 4}" x2="${gx}" y2="${height - 30}" stroke="${p === 0 ? "#000" : "#ccc"}"/>`,
      `<text x="${gx}" y="${height - 16}" text-anchor="middle">${tickText(10 ** p)}</text>`,
    );
    if (p === span) continue;
    for (const m of p < 0 ? [5, 2] : [2, 5]) {
      const v = p < 0 ? 10 ** (p + 1) / m : m * 10 ** p;
      out.push(
        `<line x1="${x(v)}" y1="${top - 4}" x2="${x(v)}" y2="${height - 30}" stroke="#eee"/>`,
        `<text x="${x(v)}" y="${height - 16}" text-anchor="middle" fill="#888" font-size="9">${tickText(v)}</text>`,
      );
    }
  }
  data.forEach((d, i) => {
    const y = top + i * group;
    const mean = d.name === "geometric mean";
    if (mean) out.push(`<line x1="10" y1="${y - 4}" x2="${left + width + 20}" y2="${y - 4}" stroke="#888"/>`);
    out.push(`<text x="${left - 6}" y="${y + (series.length * barH) / 2 + 3}" text-anchor="end"${mean ? ' font-weight="bold"' : ""}>${esc(d.name)}</text>`);
    d.values.forEach((v, k) => {
      const by = y + k * barH;
      if (!Number.isFinite(v)) {
        out.push(`<text x="${x(1) + 4}" y="${by + barH - 1}" fill="#888" font-size="9">n/a</text>`);
        return;
      }
      const a = x(1), b = x(v);
      out.push(
        `<rect x="${Math.min(a, b)}" y="${by}" width="${Math.max(1, Math.round(Math.abs(b - a) * 10) / 10)}" height="${barH - 1}" fill="${series[k].colour}"/>`,
        `<text x="${Math.max(a, b) + 3}" y="${by + barH - 1}" font-size="9">${v.toFixed(2)}</text>`,
      );
    });
  });
  out.push("</svg>", "");
  return out.join("\n");
}

// ---- main -----------------------------------------------------------------------------------
// The results are rewritten after each program, so that an interrupted run still leaves a table.
mkdirSync(resultsDir, { recursive: true });
let startup = null;
const save = (programs, scaling) => {
  writeFileSync(join(resultsDir, `${outName}.md`), markdown(programs, scaling, startup));
  if (programs !== null && !countsOnly) writeFileSync(join(resultsDir, `${outName}.svg`), svg(programs.rows));
};
const started = process.hrtime.bigint();
startup = doPrograms && !countsOnly ? benchStartup() : null;
const programs = doPrograms ? await (countsOnly ? countPrograms : benchPrograms)((partial) => save(partial, null)) : null;
if (programs !== null) programs.done = true;
const scaling = doScaling ? benchScaling((partial) => save(programs, partial)) : null;
save(programs, scaling);
process.stderr.write(
  `wrote ${join("bench", "results", `${outName}.md`)}${programs !== null && !countsOnly ? ` and ${outName}.svg` : ""} in ${elapsed(started)} s\n`,
);
