// A compiler thread of the bad-input fuzzer: compiles each source it is sent as the `flambe`
// command does (the built compiler's `check`, then, when that succeeds, `build` at the level
// asked for, unless that is "check"; the output is never run) and sends back the outcome's class. The fuzzer starts it
// with the command line's 1 GB stack, so that deeply nested input compiles here as it does there.
import { parentPort } from "node:worker_threads";
import { runCheck } from "../../../dist/src/cli/check_command.js";
import { buildSources } from "../../../dist/src/cli/compile_sources.js";
import { OutputCollector } from "../../../dist/src/cli/output.js";
import { defaultOptions } from "../../../dist/src/driver/options.js";
import { classifyOutput } from "./outcome.mjs";

const fileName = "fuzz.ml";

function reader(text) {
  return (path) => {
    if (path === fileName) return Buffer.from(text, "latin1");
    const error = new Error(`${path}: not found`);
    error.code = "ENOENT";
    throw error;
  };
}

function describe(error) {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

function outputText(output) {
  return output.chunks.map((c) => c.text).join("");
}

/**
 * Compiles `text`: returns `{ outcome, phase, output }` (see outcome.mjs for the classes).
 * `progress(phase)` tells the pool a phase starts (to say where a hang was).
 */
function compileOne(text, level, progress) {
  const readFile = reader(text);
  const checked = new OutputCollector();
  let exitCode;
  try {
    exitCode = runCheck({ kind: "check", files: [fileName], options: defaultOptions, printInterface: false }, checked, readFile);
  } catch (error) {
    return { outcome: "internal", phase: "check", output: outputText(checked) + describe(error) };
  }
  const checkText = outputText(checked);
  if (exitCode !== 0 || level === "check") return { ...classifyOutput(checkText, exitCode), phase: "check", output: checkText };
  progress(`build ${level}`);
  const built = new OutputCollector();
  let result;
  try {
    result = buildSources([fileName], { ...defaultOptions, optimisation: level }, built, readFile);
  } catch (error) {
    return { outcome: "internal", phase: `build ${level}`, output: outputText(built) + describe(error) };
  }
  const buildText = outputText(built);
  return { ...classifyOutput(buildText, result === undefined ? 2 : 0), phase: `build ${level}`, output: buildText };
}

parentPort.on("message", ({ id, text, level }) => {
  const start = performance.now();
  const answer = compileOne(text, level, (phase) => parentPort.postMessage({ id, progress: phase }));
  parentPort.postMessage({ id, ...answer, ms: performance.now() - start });
});
