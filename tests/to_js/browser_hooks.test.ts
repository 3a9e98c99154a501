// How a page receives a program's output and exit code where there is no file system (README
// "Running in a browser"): `globalThis.flambe_output(fd, bytes)` at each flush, in program
// order, and `globalThis.flambe_exit(code)` once at the end; without them, the console. Run here
// in a bare JavaScript context (no `process`, as in a browser); tests/programs_browser.test.ts
// runs corpus programs in Chromium through the same hooks.
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { ensureRuntimeBundle } from "./support.js";

ensureRuntimeBundle();
const { build, defaultOptions } = await import("../../src/driver/index.js");

const source = `let () =
  print_string "out\\xe9 ";
  prerr_endline "err";
  print_string "partial";
  flush stdout;
  at_exit (fun () -> print_endline " at exit");
  if Array.length Sys.argv > 5 then () else failwith "boom"
`;

function compiled(text: string): string {
  const r = build([{ name: "a.ml", text }], { ...defaultOptions });
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join("\n"));
  return r.js;
}

describe("a program's output and exit code in a browser", () => {
  const js = compiled(source);

  it("go to flambe_output as bytes, in program order, and to flambe_exit", () => {
    const events: string[] = [];
    runInNewContext(js, {
      TextDecoder,
      TextEncoder,
      flambe_output: (fd: number, bytes: Uint8Array) => events.push(`${fd}:${String.fromCharCode(...bytes)}`),
      flambe_exit: (code: number) => events.push(`exit ${code}`),
      console: { log: (l: string) => events.push(`console: ${l}`), error: (l: string) => events.push(`console: ${l}`) },
    });
    // stderr is unbuffered for prerr_endline (it flushes), stdout is flushed explicitly, then at
    // exit: the at_exit function's output, then the uncaught exception's message.
    expect(events).toEqual(["2:err\n", "1:out\xe9 partial", "1: at exit\n", '2:Fatal error: exception Failure("boom")\n', "exit 2"]);
  });

  it("give exit's code", () => {
    const events: string[] = [];
    runInNewContext(compiled("let () = print_endline \"bye\"; exit 7\n"), {
      TextDecoder,
      flambe_output: (fd: number, bytes: Uint8Array) => events.push(`${fd}:${String.fromCharCode(...bytes)}`),
      flambe_exit: (code: number) => events.push(`exit ${code}`),
    });
    expect(events).toEqual(["1:bye\n", "exit 7"]);
  });

  // The console takes text: the bytes are decoded as UTF-8, so the lone byte 0xe9 is lost.
  it("without the hooks, go to the console a line at a time, decoded as UTF-8", () => {
    const lines: string[] = [];
    runInNewContext(js, { TextDecoder, console: { log: (l: string) => lines.push(l), error: (l: string) => lines.push(`error: ${l}`) } });
    expect(lines).toEqual(["error: err", "out\ufffd partial at exit", 'error: Fatal error: exception Failure("boom")']);
  });
});
