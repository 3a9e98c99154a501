// Compiles the standard library's units to Flambda once, at build time, so that a compilation
// reads the units it links instead of compiling them from source each time. Each unit is stored
// as converted (for -O0) and as Simplify leaves it at each optimisation level, one text per
// level (`levelText` in src/driver/prebuilt_library.ts), in one file per level:
//   dist/src/driver/stdlib_units.LEVEL.bin      the level's text, gzipped one member per unit
//                                               (src/driver/library_file.ts), which the command
//                                               line reads (the units it links only), the
//                                               package carries, a browser fetches or bundles,
//                                               and the tests read
//
// Run by `npm run build` after the compiler is compiled, with the compiler just built. The work
// is spread over worker threads (as many as the machine has cores, up to four): first the units
// as converted, each worker compiling its share of them from source; then each level, one per
// worker at a time, simplified from the converted units as a compilation would (each unit
// importing what the units it requires export at that level; -O0's are the converted units),
// abbreviated with one dictionary (the fragments the converted units repeat most), written, and
// read back.
//
// The work is skipped when its inputs have not changed since the files were written: the stamp
// beside them is a digest of this script and of every source file the compilation reads (the
// modules `src/driver/compile.ts` imports, directly or not, as esbuild's bundler finds them, the
// library's sources among them), so that a build after a change to, say, the command line or
// the interpreter does not compile the library again. `--force` compiles it whatever the stamp.
//
// Each worker reads back every unit it stores and compares it with the unit it compiled, and the
// files written are read back as the driver reads them, so a unit that would not read back the
// same fails the build. A unit that does not compile is left out: the driver then compiles it
// from source and reports its error.
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker, isMainThread, parentPort } from "node:worker_threads";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
/** The file of a level's text (the command line finds it beside its driver's modules). */
const levelFileName = (level) => join(root, `dist/src/driver/stdlib_units.${level}.bin`);
/** Files of the forms before: every level in a module (source and compiled); a level's text uncompressed or gzipped whole (`.txt`, `.txt.gz`, below). */
const oldFiles = [
  "src/driver/stdlib_units.generated.js",
  "src/driver/stdlib_units.generated.d.ts",
  "src/driver/stdlib_units.generated.ts",
  "dist/src/driver/stdlib_units.generated.js",
  "dist/src/driver/stdlib_units.generated.d.ts",
  "dist/src/driver/stdlib_units.generated.js.map",
  "dist/src/driver/embedded_library.js",
  "dist/src/driver/embedded_library.d.ts",
  "dist/src/driver/embedded_library.js.map",
];
/** The digest of the inputs the files were compiled from (see the header). */
const stampFile = join(root, "dist/src/driver/stdlib_units.stamp");
/** The levels stored (`storedLevels`): -O0's units as converted, the others' as simplified. */
const levels = ["O0", "Oclassic", "O1", "O2", "O3"];

const dist = (p) => pathToFileURL(join(root, "dist/src", p)).href;

/** The worker's side: compiles what it is asked to, and answers with the units as stored. */
async function serve() {
  const { compileLibraryUnit, libraryRequirements, simplifyLibraryUnit } = await import(dist("driver/compile.js"));
  const { abbreviateWith, encodeUnit, decodeUnit, decodeLibraryUnit, expand, levelText } = await import(dist("driver/prebuilt_library.js"));
  const { levelFile, readLevelFile } = await import(dist("driver/library_file.js"));
  const { stdlibSourcesDigest } = await import(dist("driver/stdlib_sources.generated.js"));
  const { equalData } = await import(dist("flambda/alpha_equivalent.js"));
  /** A unit as stored, checked to read back as the unit it stores. */
  const stored = (name, level, unit, requiredUnits, summaries) => {
    const s = encodeUnit(unit, requiredUnits, summaries);
    const { names: _a, ...original } = unit;
    const back = decodeLibraryUnit(s);
    const { names: _b, ...readBack } = back.unit;
    const summariesBack = encodeUnit(back.unit, requiredUnits, back.summaries).json;
    if (!equalData(original, readBack) || back.unit.names.nextNumber !== s.nextName || summariesBack !== s.json)
      throw new Error(`prebuild-stdlib: unit ${name} at ${level} does not read back as it was written`);
    return s;
  };
  /** Writes a level's file, and reads it back as the driver reads it; answers with its text's size and its own. */
  const write = (level, dictionary, units) => {
    const names = Object.keys(units);
    const abbreviated = abbreviateWith(dictionary, units);
    const text = levelText(stdlibSourcesDigest, dictionary, abbreviated);
    // Nothing in U+0080-U+009F, where a browser's latin1 (windows-1252) differs from latin1.
    if (!/^[\x00-\x7f\xa0-\xff]*$/.test(text)) throw new Error(`prebuild-stdlib: level ${level} has characters a browser would not read back`);
    writeFileSync(levelFileName(level), levelFile(text, (bytes) => gzipSync(bytes, { level: 9 })));
    // Decompressed whole, the level's text; member by member, each unit.
    const written = readFileSync(levelFileName(level));
    const read = readLevelFile(written, (member) => gunzipSync(member).toString("latin1"));
    if (gunzipSync(written).toString("latin1") !== text || read === undefined || read.sourcesDigest !== stdlibSourcesDigest || read.unitNames.join() !== names.join())
      throw new Error(`prebuild-stdlib: level ${level}'s file does not read back as it was written`);
    if (read.dictionary.join("\n") !== dictionary.join("\n")) throw new Error(`prebuild-stdlib: level ${level}'s dictionary does not read back`);
    for (const name of names) {
      const u = read.unit(name);
      const s = units[name];
      if (u.json !== abbreviated[name].json || expand(u.json, dictionary) !== s.json || u.nextName !== s.nextName || u.tagged !== s.tagged || u.requiredUnits.join() !== s.requiredUnits.join())
        throw new Error(`prebuild-stdlib: unit ${name} at ${level} does not read back as it was written`);
    }
    return [text.length, written.length];
  };
  parentPort.on("message", (task) => {
    if (task.kind === "convert") {
      const units = {};
      for (const name of task.names) {
        const c = compileLibraryUnit(name);
        if ("flambda" in c) units[name] = stored(name, "O0", c.flambda, c.requiredUnits);
      }
      parentPort.postMessage(units);
      return;
    }
    // -O0's units as converted; another level's each simplified from a copy read back from its
    // stored form, whose fresh names start where a compilation's would, importing the units it
    // requires as simplified at that level: the same unit as the driver would make at that level.
    const converted = task.units;
    let units = converted;
    if (task.level !== "O0") {
      units = {};
      const simplified = {};
      for (const name of Object.keys(converted)) {
        const required = libraryRequirements(name, (u) => converted[u]?.requiredUnits ?? []).flatMap((u) => simplified[u] ?? []);
        const s = simplifyLibraryUnit(decodeUnit(converted[name]), task.level, required);
        simplified[name] = s;
        units[name] = stored(name, task.level, s.unit, converted[name].requiredUnits, s.summaries);
      }
    }
    parentPort.postMessage(write(task.level, task.dictionary, units));
  });
}

/** A pool of workers running `serve`, each given one task at a time. */
function pool(size) {
  const workers = Array.from({ length: size }, () => {
    // The compiler wants a large stack, as the flambe command gives it.
    const w = new Worker(fileURLToPath(import.meta.url), { resourceLimits: { stackSizeMb: 1024 } });
    w.on("error", (e) => {
      console.error(e);
      process.exit(1);
    });
    return w;
  });
  const idle = [...workers];
  const waiting = [];
  const run = (task) =>
    new Promise((resolve) => {
      const start = (w) => {
        w.once("message", (answer) => {
          resolve(answer);
          const next = waiting.shift();
          if (next !== undefined) next(w);
          else idle.push(w);
        });
        w.postMessage(task);
      };
      const w = idle.pop();
      if (w !== undefined) start(w);
      else waiting.push(start);
    });
  return { run, close: () => Promise.all(workers.map((w) => w.terminate())) };
}

/** The digest of this script and of every source module that compiling the library reads. */
async function inputsDigest() {
  const { build } = await import("esbuild");
  const entryPoints = ["src/driver/compile.ts", "src/driver/library_file.ts", "src/flambda/alpha_equivalent.ts"];
  const result = await build({ absWorkingDir: root, entryPoints, bundle: true, write: false, metafile: true, outdir: "unused", format: "esm", platform: "neutral", logLevel: "silent" });
  const hash = createHash("sha256").update(readFileSync(fileURLToPath(import.meta.url)));
  for (const input of Object.keys(result.metafile.inputs).sort()) hash.update(input).update(readFileSync(join(root, input)));
  return hash.digest("hex");
}

async function generate() {
  const digest = await inputsDigest();
  if (!process.argv.includes("--force") && existsSync(stampFile) && readFileSync(stampFile, "utf8") === digest && levels.every((l) => existsSync(levelFileName(l)))) {
    console.log("prebuild-stdlib: the library's files are up to date with their sources; not compiling them again");
    return;
  }
  rmSync(stampFile, { force: true });
  const { libraryUnitNames } = await import(dist("driver/compile.js"));
  const { abbreviations, storedLevels } = await import(dist("driver/prebuilt_library.js"));
  if (JSON.stringify(storedLevels) !== JSON.stringify(levels)) throw new Error("prebuild-stdlib: the levels stored differ from the driver's");
  const size = Math.max(1, Math.min(availableParallelism(), levels.length - 1));
  const workers = pool(size);
  // The units as converted, shared out in turn (neighbours in the library's order are alike in size).
  const all = libraryUnitNames();
  const shares = await Promise.all(Array.from({ length: size }, (_, k) => workers.run({ kind: "convert", names: all.filter((_, i) => i % size === k) })));
  const converted = {};
  for (const name of all) for (const share of shares) if (name in share) converted[name] = share[name];
  const names = Object.keys(converted);
  const failed = all.filter((n) => !(n in converted));
  // One dictionary for all levels, from the units as converted (simplified, they repeat the same
  // fragments), so that each level's file is written by the worker that simplified it.
  const dictionary = abbreviations(Object.values(converted));
  // The longest work first: -O0's, which only writes, last.
  const order = ["O3", "O2", "Oclassic", "O1", "O0"];
  const written = await Promise.all(order.map((level) => workers.run({ kind: "level", level, dictionary, units: converted })));
  await workers.close();
  const sizes = levels.map((l) => written[order.indexOf(l)]);
  writeFileSync(stampFile, digest);
  for (const f of oldFiles) rmSync(join(root, f), { force: true });
  for (const level of levels) for (const old of [".txt", ".txt.gz"]) rmSync(levelFileName(level).replace(/\.bin$/, old), { force: true });
  const note = failed.length > 0 ? `; not compiled: ${failed.join(", ")}` : "";
  const mb = (n) => (n / 1e6).toFixed(1);
  console.log(
    `prebuild-stdlib: ${names.length} units, at ${levels.join(", ")}, on ${size} worker${size === 1 ? "" : "s"}: texts of ${sizes.map(([t]) => mb(t)).join(", ")} MB, files of ${sizes.map(([, f]) => mb(f)).join(", ")} MB${note}`,
  );
}

if (isMainThread) await generate();
else await serve();
