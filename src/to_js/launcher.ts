// How an emitted program starts. OCaml programs recurse deeper than Node's default stack allows
// (100,000 nested non-tail calls are ordinary), so under Node the program re-launches itself on
// a `worker_threads` Worker with a large stack (virtual memory: pages are touched only when
// used) and relays the exit code. Output is written with `fs.writeSync` by the runtime, so
// its order is exact whichever thread writes. In a browser (no `process`) it runs directly.
//
// The program is one function, `program`, whose text is handed to the Worker (`eval: true`), so
// that nothing but the one file is needed. On the main thread it starts the Worker and returns
// before the runtime is evaluated (the `exceptions` benchmark, which links Printf, starts about
// 40 ms sooner). A program started on a Worker by someone else (the `flambe run` command does so)
// runs directly, taking its arguments from `workerData.argv`.

/**
 * Stack size of the thread the OCaml code runs on, in MB. 256 MB holds about two million frames
 * of emitted code (OCaml's default 8 MB stack holds about 250,000 of its own), and an unbounded
 * recursion reaches `Stack_overflow` within seconds even when it allocates as it goes down;
 * with 1 GB such a program took close to a minute.
 */
export const programStackMb = 256;

/**
 * The statements opening the `program` function. Under Node's main thread they start the Worker
 * and return at once: the runtime and the program are evaluated on the Worker only.
 *
 * Node's built-in modules come from `process.getBuiltinModule` (Node 20.16 and 22.3 on), else
 * from `require` (a CommonJS script, and a Worker's evaluated code, on every Node), else, on the
 * main thread of an ES module under an older Node, from a dynamic `import()` (written through
 * `Function` so that a bundler for the browser does not try to resolve it).
 *
 * The main thread also restores SIGPIPE's default action (Node ignores it; libuv restores the
 * default when a signal's last listener is removed), so that a program writing into a pipe
 * whose reader has gone (`| head -1`) is ended silently by SIGPIPE, as an OCaml executable is,
 * rather than seeing EPIPE.
 */
export function launcherPrologue(): string {
  return `const proc = typeof process === "object" && process !== null ? process : undefined;
const onNode = proc !== undefined && proc.versions !== undefined && proc.versions.node !== undefined;
const builtin = (name) =>
  typeof proc.getBuiltinModule === "function" ? proc.getBuiltinModule(name) : typeof require === "function" ? require(name) : undefined;
const threads = onNode ? builtin("worker_threads") : undefined;
const launch = (threads) => {
  const ignore = () => {};
  proc.on("SIGPIPE", ignore);
  proc.off("SIGPIPE", ignore);
  const worker = new threads.Worker("(" + program.toString() + ")()", {
    eval: true,
    workerData: { argv: proc.argv.slice(1) },
    resourceLimits: { stackSizeMb: ${programStackMb} },
  });
  worker.on("error", (e) => {
    proc.stderr.write("Fatal error: " + (e && e.stack ? e.stack : String(e)) + "\\n");
    proc.exitCode = 2;
  });
  worker.on("exit", (code) => {
    if (proc.exitCode === undefined) proc.exitCode = code;
  });
};
if (onNode && threads === undefined) {
  new Function("name", "return import(name)")("node:worker_threads").then(launch);
  return;
}
if (threads !== undefined && threads.isMainThread) {
  launch(threads);
  return;
}`;
}

/**
 * The statements ending the `program` function (not reached on Node's main thread): `run(argv)`
 * returns the exit code. The runtime is handed the way to Node's built-in modules found above.
 *
 * On the Worker the program runs as a microtask. A JavaScript \`throw\` run from a task makes the
 * engine build a message object for it (where it was thrown, for a report should nothing catch
 * it); run from a microtask it does not, and a throw caught costs about a sixth as much. OCaml
 * raises for control flow (\`Not_found\`, \`Exit\`, a search's backtracking), so this is most of
 * the time of such programs: the \`exceptions\` benchmark runs in a quarter of the time. What
 * escapes the program is reported as before (the runtime turns every OCaml exception into an
 * exit code; an error of the runtime itself is an uncaught error of the Worker).
 */
export function launcherEpilogue(): string {
  return `if (threads === undefined) {
  run(["a.out"]);
} else {
  R.setBuiltinModules(builtin);
  const data = threads.workerData;
  const argv = data !== null && typeof data === "object" && Array.isArray(data.argv) ? data.argv : proc.argv.slice(1);
  queueMicrotask(() => proc.exit(run(argv)));
}`;
}
