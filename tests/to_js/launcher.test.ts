// How an emitted program starts (src/to_js/launcher.ts): on Node's main thread it runs there, as
// a microtask (where a caught throw costs the engine less), and starts a Worker only to run again
// after a stack overflow that came before anything observable; on a Worker someone else started
// it runs with the Worker's arguments; in a browser it runs directly. That deep recursion works
// under a real node is checked by the corpus (tests/programs/deep/) and tests/cli_start.test.ts.
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { ensureRuntimeBundle } from "./support.js";

ensureRuntimeBundle();
const { build, defaultOptions } = await import("../../src/driver/index.js");

function compile(source: string): string {
  const r = build([{ name: "a.ml", text: source }], { ...defaultOptions });
  if (!r.ok) throw new Error("a.ml does not compile");
  return r.js;
}

const hello = compile('let () = Printf.printf "%d\\n" (List.length [1; 2; 3])\n');
// Reads a line, then recurses without end unless it read "stop".
const deep = compile(`let rec forever n = 1 + forever (n + 1)
let () =
  let l = input_line stdin in
  print_string ("read " ^ l ^ "\\n");
  if l <> "stop" then print_int (forever 0)
`);

interface Host {
  readonly written: string[];
  readonly exits: number[];
  readonly workers: { code: string; options: { workerData: { argv: string[]; stdin?: Uint8Array } } }[];
  readonly signals: string[];
  readonly context: Record<string, unknown>;
}

/** A Node as the program sees it: its fs writes and reads, exits, Workers started, SIGPIPE's listeners. */
function node(opts: { isMainThread: boolean; workerData?: unknown; stdin?: string }): Host {
  const written: string[] = [];
  const exits: number[] = [];
  const workers: Host["workers"] = [];
  const signals: string[] = [];
  let input = new TextEncoder().encode(opts.stdin ?? "");
  const worker_threads = {
    isMainThread: opts.isMainThread,
    workerData: opts.workerData,
    Worker: class {
      constructor(code: string, options: Host["workers"][number]["options"]) {
        workers.push({ code, options });
      }
      on(): void {}
    },
  };
  const fs = {
    writeSync: (_fd: number, data: Uint8Array, offset = 0, length = data.length - offset) => {
      written.push(new TextDecoder().decode(data.subarray(offset, offset + length)));
      return length;
    },
    readSync: (_fd: number, buffer: Uint8Array, offset: number, length: number) => {
      const n = Math.min(length, input.length);
      buffer.set(input.subarray(0, n), offset);
      input = input.subarray(n);
      return n;
    },
  };
  const process = {
    versions: { node: "20" },
    argv: ["node", "a.js"],
    getBuiltinModule: (name: string) => (name === "worker_threads" ? worker_threads : name === "fs" ? fs : undefined),
    exit: (code: number) => exits.push(code),
    on: (signal: string) => signals.push(`on ${signal}`),
    off: (signal: string) => signals.push(`off ${signal}`),
  };
  return { written, exits, workers, signals, context: { process, queueMicrotask, TextDecoder, TextEncoder, Uint8Array } };
}

describe("the launcher", () => {
  it("on Node's main thread, runs the program there as a microtask, then exits with its code", async () => {
    const host = node({ isMainThread: true });
    runInNewContext(hello, host.context);
    // Nothing has run when the script returns ...
    expect(host.written).toEqual([]);
    expect(host.exits).toEqual([]);
    // ... and all of it once the microtasks have, with no Worker.
    await Promise.resolve();
    expect(host.written.join("")).toBe("3\n");
    expect(host.exits).toEqual([0]);
    expect(host.workers).toEqual([]);
    // SIGPIPE's listeners: one added and removed gives the signal back its default action.
    expect(host.signals).toEqual(["on SIGPIPE", "off SIGPIPE"]);
  });

  it("after a stack overflow before anything observable, runs the program again on a Worker, with the input it read", async () => {
    const host = node({ isMainThread: true, stdin: "go\nrest\n" });
    runInNewContext(deep, host.context);
    await Promise.resolve();
    // The pending output is dropped with the abandoned run; nothing was written, no exit.
    expect(host.written).toEqual([]);
    expect(host.exits).toEqual([]);
    expect(host.workers).toHaveLength(1);
    const [worker] = host.workers;
    expect(worker!.code).toMatch(/^\(function program\(\) \{/);
    expect(worker!.options.workerData.argv).toEqual(["a.js"]);
    expect(new TextDecoder().decode(worker!.options.workerData.stdin)).toBe("go\nrest\n");
  });

  it("on a Worker, replays the input an abandoned run read, then reads the descriptor", async () => {
    const stdin = new TextEncoder().encode("st");
    const host = node({ isMainThread: false, workerData: { argv: ["a.out"], stdin }, stdin: "op\n" });
    runInNewContext(deep, host.context);
    await Promise.resolve();
    expect(host.written.join("")).toBe("read stop\n");
    expect(host.exits).toEqual([0]);
  });

  it("after output reached a descriptor, an overflow is Stack_overflow on the same thread", async () => {
    // More than the 1 MiB a restartable run holds back: written, so the run cannot restart.
    const flushed = compile(`let rec forever n = 1 + forever (n + 1)
let () = print_string (String.make 1_100_000 'x'); print_endline "flushed"; print_int (forever 0)
`);
    const host = node({ isMainThread: true });
    runInNewContext(flushed, host.context);
    await Promise.resolve();
    expect(host.written.join("")).toBe("x".repeat(1_100_000) + "flushed\nFatal error: exception Stack_overflow\n");
    expect(host.exits).toEqual([2]);
    expect(host.workers).toEqual([]);
  });

  it("where there is no Node (a browser), runs the program directly", () => {
    const out: string[] = [];
    runInNewContext(hello, { TextDecoder, console: { log: (l: string) => out.push(l), error: (l: string) => out.push(`error: ${l}`) } });
    expect(out).toEqual(["3"]);
  });
});
