// The bad-input fuzzer's command:
//   npm run fuzz:input -- --count N --seed S [--jobs J] [--first I] [--only I] [--timeout MS]
//                         [--keep DIR] [--print I] [--quiet]
// compiles N mutated corpus sources (see mutate.mjs) as `flambe build` does and counts the
// outcomes by class; exits with 1 if any input gave an internal error, a stack trace, a crash or
// a hang. `--only I` compiles input I alone (to reproduce one), `--print I` prints its text.
// Needs the built compiler (`npm run build`).
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCampaign } from "./campaign.mjs";
import { loadCorpus } from "./corpus.mjs";
import { mutant } from "./mutate.mjs";
import { goodClasses } from "./outcome.mjs";

function parse(argv) {
  const options = { count: 100, seed: 1, jobs: 2, first: 0, timeoutMs: 20000, keep: join(tmpdir(), "flambe-bad-input"), quiet: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    const int = () => {
      const v = Number(value());
      if (!Number.isInteger(v) || v < 0) throw new Error(`${arg} needs a non-negative integer`);
      return v;
    };
    switch (arg) {
      case "--count": options.count = int(); break;
      case "--seed": options.seed = int(); break;
      case "--jobs": options.jobs = Math.max(1, int()); break;
      case "--first": options.first = int(); break;
      case "--only": options.first = int(); options.count = 1; break;
      case "--timeout": options.timeoutMs = int(); break;
      case "--keep": options.keep = value(); break;
      case "--print": options.print = int(); break;
      case "--quiet": options.quiet = true; break;
      default: throw new Error(`unknown option ${arg}`);
    }
  }
  return options;
}

let options;
try {
  options = parse(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`fuzz:input: ${error.message}\n`);
  process.exit(2);
}

if (options.print !== undefined) {
  process.stdout.write(Buffer.from(mutant(loadCorpus(), options.seed, options.print).text, "latin1"));
  process.exit(0);
}

let done = 0;
const result = await runCampaign({
  ...options,
  onResult(index, input, answer) {
    done++;
    if (!goodClasses.has(answer.outcome)) {
      const firstLine = answer.output.split("\n").find((l) => l.trim() !== "") ?? "";
      process.stdout.write(`input ${index}: ${answer.outcome} (${answer.phase}; from ${input.source}, ${input.mutations.join("+")}): ${firstLine.slice(0, 160)}\n`);
    }
    if (!options.quiet && done % 100 === 0) process.stderr.write(`${done}/${options.count}\n`);
  },
});

const perMinute = (options.count / result.seconds) * 60;
process.stdout.write(
  `\nseed ${options.seed}, inputs ${options.first}..${options.first + options.count - 1}, ${options.jobs} jobs: ` +
    `${result.seconds.toFixed(1)} s, ${perMinute.toFixed(0)} inputs/minute\n`,
);
for (const [name, n] of Object.entries(result.counts)) if (n > 0 || goodClasses.has(name)) process.stdout.write(`  ${name}: ${n}\n`);
if (result.failures.length > 0) {
  process.stdout.write(`failing inputs written to ${options.keep}; reproduce one with: npm run fuzz:input -- --seed ${options.seed} --only INDEX\n`);
}
process.exitCode = result.failures.length > 0 ? 1 : 0;
