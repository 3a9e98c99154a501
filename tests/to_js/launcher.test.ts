// How an emitted program starts under Node: its main thread only starts the Worker with the large
// stack and returns; the runtime and the program are evaluated on the Worker (and in a browser,
// where there is no Worker to start). That the program runs, deep recursion included, is checked
// by the corpus (tests/programs/deep/); here, that the main thread evaluates nothing else, which
// saved about 40 ms per run of a program linking Printf, and that the Worker runs the program as
// a microtask.
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { ensureRuntimeBundle } from "./support.js";

ensureRuntimeBundle();
const { build, defaultOptions } = await import("../../src/driver/index.js");

const source = 'let () = Printf.printf "%d\\n" (List.length [1; 2; 3])\n';

describe("the launcher", () => {
  const r = build([{ name: "a.ml", text: source }], { ...defaultOptions });
  if (!r.ok) throw new Error("a.ml does not compile");
  const js = r.js;

  it("on Node's main thread, starts the Worker and returns before the runtime is evaluated", () => {
    const worker = js.indexOf("new threads.Worker(");
    const runtime = js.indexOf("const R = ");
    expect(worker).toBeGreaterThan(0);
    expect(js.slice(worker, runtime)).toMatch(/\n  return;\n\}\n$/);
    const started: string[] = [];
    const out: string[] = [];
    const worker_threads = {
      isMainThread: true,
      Worker: class {
        constructor(code: string) {
          started.push(code);
        }
        on(): void {}
      },
    };
    // SIGPIPE's listeners: one added and removed gives the signal back its default action.
    const signals: string[] = [];
    const process = {
      versions: { node: "20" },
      argv: ["node", "a.js"],
      getBuiltinModule: () => worker_threads,
      on: (signal: string) => signals.push(`on ${signal}`),
      off: (signal: string) => signals.push(`off ${signal}`),
    };
    runInNewContext(js, { process, console: { log: (l: string) => out.push(l), error: (l: string) => out.push(l) } });
    expect(started).toHaveLength(1);
    expect(started[0]).toMatch(/^\(function program\(\) \{/);
    expect(out).toEqual([]);
    expect(signals).toEqual(["on SIGPIPE", "off SIGPIPE"]);
  });

  it("on the Worker, runs the program as a microtask (where a caught throw costs the engine less), then exits with its code", async () => {
    const written: string[] = [];
    const exits: number[] = [];
    const worker_threads = { isMainThread: false, workerData: { argv: ["a.out"] } };
    const fs = {
      writeSync: (_fd: number, data: Uint8Array, offset = 0, length = data.length - offset) => {
        written.push(new TextDecoder().decode(data.subarray(offset, offset + length)));
        return length;
      },
    };
    const process = {
      versions: { node: "20" },
      argv: ["node", "a.js"],
      getBuiltinModule: (name: string) => (name === "worker_threads" ? worker_threads : name === "fs" ? fs : undefined),
      exit: (code: number) => exits.push(code),
    };
    runInNewContext(js, { process, queueMicrotask, TextDecoder, TextEncoder });
    // Nothing has run when the script returns ...
    expect(written).toEqual([]);
    expect(exits).toEqual([]);
    // ... and all of it once the microtasks have.
    await Promise.resolve();
    expect(written.join("")).toBe("3\n");
    expect(exits).toEqual([0]);
  });

  it("where there is no Worker (a browser), runs the program directly", () => {
    const out: string[] = [];
    runInNewContext(js, { TextDecoder, console: { log: (l: string) => out.push(l), error: (l: string) => out.push(`error: ${l}`) } });
    expect(out).toEqual(["3"]);
  });
});
