// How an emitted program starts. It runs on the thread that loads it: Node's main thread, a
// Worker someone else started (the fuzzer's runner), or a browser page. Output is written with
// `fs.writeSync` by the runtime, so its order is exact whichever thread writes.
//
// Deep recursion under Node. OCaml programs recurse deeper than the stack of Node's main thread
// allows (it holds about 10,000 nested calls of emitted code; 100,000 nested non-tail calls are
// ordinary in OCaml), and that stack cannot be enlarged from inside the file. So on the main
// thread the run is restartable (runtime/restart.ts): should the program overflow the stack
// before it has done anything observable (bytes reaching a file descriptor, a file created,
// removed or renamed, ...), the run is abandoned by a signal no OCaml handler catches, and the
// program is run again from the start on a `worker_threads` Worker with a large stack (virtual
// memory: pages are touched only when used), which is handed the bytes already read from
// standard input and whose exit code becomes the process's. Output still in the channels'
// buffers (OCaml buffers stdout) is dropped with the abandoned run and written by the new one.
// After something observable, an overflow on the main thread is a genuine `Stack_overflow`.
// A program linking JavaScript code is not restartable (its JavaScript may do anything).
//
// The program is one function, `program`, whose text is handed to the Worker (`eval: true`), so
// that nothing but the one file is needed.

/**
 * Stack size of the Worker a program is run again on, in MB. 256 MB holds about two million
 * frames of emitted code (OCaml's default 8 MB stack holds about 250,000 of its own), and an
 * unbounded recursion reaches `Stack_overflow` within seconds even when it allocates as it goes
 * down; with 1 GB such a program took close to a minute.
 */
export const programStackMb = 256;

/**
 * The statements opening the `program` function: what it runs on.
 *
 * Node's built-in modules come from `process.getBuiltinModule` (Node 20.16 and 22.3 on), else
 * from `require` (a CommonJS script, and a Worker's evaluated code, on every Node), else, on the
 * main thread of an ES module under an older Node, from a dynamic `import()` (see the epilogue).
 */
export function launcherPrologue(): string {
  return `const proc = typeof process === "object" && process !== null ? process : undefined;
const onNode = proc !== undefined && proc.versions !== undefined && proc.versions.node !== undefined;
const builtin = (name) =>
  typeof proc.getBuiltinModule === "function" ? proc.getBuiltinModule(name) : typeof require === "function" ? require(name) : undefined;`;
}

/**
 * The statements ending the `program` function: `run(argv)` runs the program and returns its
 * exit code. The runtime is handed the way to Node's built-in modules found above.
 *
 * Under Node the program runs as a microtask. A JavaScript \`throw\` run from a task makes the
 * engine build a message object for it (where it was thrown, for a report should nothing catch
 * it); run from a microtask it does not, and a throw caught costs about a sixth as much. OCaml
 * raises for control flow (\`Not_found\`, \`Exit\`, a search's backtracking), so this is most of
 * the time of such programs: the \`exceptions\` benchmark runs in a quarter of the time. What
 * escapes the program is reported as before (the runtime turns every OCaml exception into an
 * exit code; an error of the runtime itself is reported as \`Fatal error: \` and its stack, with
 * exit code 2).
 *
 * A file \`require\`d by other JavaScript (a CommonJS module not the main one) is a library: the
 * program runs at once, on that thread, so that what \`Js.export\` exports is in
 * \`module.exports\` when \`require\` returns; it never ends the process, and an uncaught
 * exception is reported and then thrown to the caller of \`require\`.
 *
 * The main thread also restores SIGPIPE's default action (Node ignores it; libuv restores the
 * default when a signal's last listener is removed), so that a program writing into a pipe
 * whose reader has gone (`| head -1`) is ended silently by SIGPIPE, as an OCaml executable is,
 * rather than seeing EPIPE; the Worker's writes get the same treatment (one process).
 *
 * `restartable`: whether an overflow before anything observable runs the program again on the
 * Worker (not for a program linking JavaScript code).
 */
export function launcherEpilogue(restartable: boolean, esm = false): string {
  // An ES module's program is \`program($esm)\` (see \`esmPreamble\`); run again on the Worker, as a
  // script, it is \`program()\`.
  const libraryTest = esm
    ? `onNode && ($esm !== undefined ? !$esm.main : (threads === undefined || threads.isMainThread) && typeof module === "object" && module !== null && typeof require === "function" && require.main !== module)`
    : `onNode && (threads === undefined || threads.isMainThread) && typeof module === "object" && module !== null && typeof require === "function" && require.main !== module`;
  return `const threads = onNode ? builtin("worker_threads") : undefined;
const failed = (e) => {
  proc.stderr.write("Fatal error: " + (e && e.stack ? e.stack : String(e)) + "\\n");
  proc.exitCode = 2;
};
// \`require\`d by other JavaScript on node's main thread (a CommonJS module that is not the main
// one): a library. (A Worker's evaluated code has a \`module\` too: the restarted run is not one.)
const library =
  ${libraryTest};${esm ? "\nif ($esm !== undefined) R.caml_flambe_set_exports($esm.exports);" : ""}
if (library) {
  R.setBuiltinModules(builtin);${esm ? "\n  if ($esm === undefined) R.caml_flambe_set_exports(module.exports);" : "\n  R.caml_flambe_set_exports(module.exports);"}
  // What exported functions print later is flushed when the process ends, as at an exit.
  proc.on("exit", () => R.caml_flambe_flush_all());
  const code = run(proc.argv.slice(1));
  if (code !== 0) throw new Error("the OCaml program stopped with exit code " + code + " while it was loaded");
} else if (!onNode) {
  run(["a.out"]);
} else if (threads !== undefined && !threads.isMainThread) {
  R.setBuiltinModules(builtin);
  const data = threads.workerData !== null && typeof threads.workerData === "object" ? threads.workerData : {};
  const argv = Array.isArray(data.argv) ? data.argv : proc.argv.slice(1);
  if (data.stdin instanceof Uint8Array) R.caml_flambe_replay_input(data.stdin);
  queueMicrotask(() => proc.exit(run(argv)));
} else {
  const ignore = () => {};
  proc.on("SIGPIPE", ignore);
  proc.off("SIGPIPE", ignore);
  const argv = proc.argv.slice(1);
  // Made by \`Function\`, so that nothing it makes keeps the abandoned run's values: they are
  // collected while the Worker starts (V8 would not collect them on this thread, which allocates
  // no more), so that the process does not hold both runs' heaps at once.
  const again = new Function("proc", "threads", "v8", "vm", "source", "argv", "stdin", \`
    const worker = new threads.Worker(source, {
      eval: true,
      workerData: { argv, stdin },
      resourceLimits: { stackSizeMb: ${programStackMb} },
    });
    worker.on("error", (e) => {
      proc.stderr.write("Fatal error: " + (e && e.stack ? e.stack : String(e)) + "\\\\n");
      proc.exitCode = 2;
    });
    worker.on("exit", (code) => {
      if (proc.exitCode === undefined) proc.exitCode = code;
    });
    if (v8 !== undefined && vm !== undefined)
      setTimeout(() => {
        try {
          v8.setFlagsFromString("--expose-gc");
          const gc = vm.runInNewContext("gc");
          v8.setFlagsFromString("--no-expose-gc");
          gc();
        } catch {}
      }, 0);\`);
  const start = (threads, load) => {
    R.setBuiltinModules(load);${restartable ? "\n    R.caml_flambe_allow_restart();" : ""}
    queueMicrotask(() => {
      let code;
      try {
        code = run(argv);
      } catch (e) {
        if (R.caml_flambe_is_restart(e))
          again(proc, threads, load("v8"), load("vm"), "(" + program.toString() + ")()", argv, R.caml_flambe_input_read());
        else failed(e);
        return;
      }
      proc.exit(code);
    });
  };
  if (threads !== undefined) start(threads, builtin);
  else {
    const load = new Function("name", "return import(name)");
    Promise.all([load("node:fs"), load("node:worker_threads")]).then(([fs, threads]) => start(threads, (name) => (name === "fs" ? fs : undefined)));
  }
}`;
}

/**
 * The top of an ES module (\`--module esm\`), before \`program\`: the object the program's
 * \`Js.export\`s fill, which is the module's default export, and whether the module is Node's
 * main one (\`node out.mjs\`: then it runs as a script does, its exit code the process's) rather
 * than imported (then it runs at once, as the module is evaluated, as a \`require\`d file does).
 * Node's main module is the real path of its first argument; its modules come from
 * \`process.getBuiltinModule\` or, on Node before 20.16, a dynamic \`import\` awaited at the top of
 * the module. In a browser nothing is awaited and the program runs as the module is evaluated.
 */
export function esmPreamble(): string {
  return `const $esm = { exports: {}, main: false };
if (typeof process === "object" && process !== null && process.versions != null && process.versions.node != null && Array.isArray(process.argv) && typeof process.argv[1] === "string") {
  const get = (name) => (typeof process.getBuiltinModule === "function" ? process.getBuiltinModule(name) : import(name));
  const [fs, url, path] = await Promise.all([get("node:fs"), get("node:url"), get("node:path")]);
  try {
    $esm.main = fs.realpathSync(path.resolve(process.argv[1])) === fs.realpathSync(url.fileURLToPath(import.meta.url));
  } catch {}
}`;
}
