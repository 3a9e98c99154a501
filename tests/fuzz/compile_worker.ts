// A campaign's worker thread: loads the compiler once, then checks the programs the main thread
// sends, one at a time, saying which level it starts compiling (so that the main thread can stop
// a runaway compile by ending the thread).
import { parentPort, workerData } from "node:worker_threads";
import { checkProgram, type CheckOptions } from "./check_program.js";
import { JsRunner } from "./js_runner.js";
import { loadLibrary } from "./library.js";

const lib = await loadLibrary((workerData as { root: string }).root);
const runner = new JsRunner();
const port = parentPort!;
port.on("message", (m: { id: number; text: string; opts: CheckOptions }) => {
  void (async () => {
    try {
      const report = await checkProgram(lib, runner, m.text, { ...m.opts, onStage: (stage) => port.postMessage({ id: m.id, stage }) });
      port.postMessage({ id: m.id, report });
    } catch (e) {
      port.postMessage({ id: m.id, crash: String(e instanceof Error ? (e.stack ?? e.message) : e) });
    }
  })();
});
port.postMessage({ ready: true });
