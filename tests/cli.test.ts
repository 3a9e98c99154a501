// The `flambe` command as a user runs it: exit codes, one-line errors for bad input, no stack
// traces, and deep input handled on the compiler's large-stack thread.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain JavaScript module without type declarations
import { generateDeep } from "../bench/generate.mjs";

const root = join(import.meta.dirname, "..");
const scratch = mkdtempSync(join(tmpdir(), "flambe-cli-"));

function flambe(args: string[], input = ""): { stdout: string; stderr: string; status: number | null } {
  const r = spawnSync(process.execPath, [join(root, "bin/flambe.js"), ...args], { cwd: scratch, encoding: "latin1", input });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}

function file(name: string, text: string | Buffer): string {
  writeFileSync(join(scratch, name), text);
  return name;
}

function expectNoStackTrace(stderr: string): void {
  expect(stderr).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/);
  expect(stderr).not.toContain("internal error");
}

describe("flambe command", () => {
  it("prints its version and help", () => {
    expect(flambe(["--version"])).toMatchObject({ status: 0, stdout: expect.stringMatching(/^flambe \d+\.\d+\.\d+\n$/) });
    const help = flambe(["--help"]);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("check FILE.ml");
  });

  it("type-checks a good file silently with exit code 0", () => {
    expect(flambe(["check", file("good.ml", "let f x = x + 1\nlet () = print_int (f 2)\n")])).toEqual({ stdout: "", stderr: "", status: 0 });
  });

  it("prints the inferred interface with -i", () => {
    const r = flambe(["check", "-i", file("intf.ml", "let f x = x + 1\ntype t = A | B of int\nlet g = List.map\n")]);
    expect(r.status).toBe(0);
    // What `ocamlc -i intf.ml` prints for this file.
    expect(r.stdout).toBe("val f : int -> int\ntype t = A | B of int\nval g : ('a -> 'b) -> 'a list -> 'b list\n");
  });

  it("reports a type error as ocamlc does, with exit code 2", () => {
    const r = flambe(["check", file("bad.ml", 'let x = 1 + "a"\n')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      'File "bad.ml", line 1, characters 12-15:\n1 | let x = 1 + "a"\n                ^^^\n' +
        "Error: This expression has type string but an expression was expected of type\n         int\n",
    );
  });

  it("keeps exit code 0 when there are only warnings", () => {
    const r = flambe(["check", file("warn.ml", "let f () = let y = 1 in 2\n")]);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain("Warning 26 [unused-var]: unused variable y.");
  });

  it("prints alerts with check and run, and -alert makes them errors or hides them", () => {
    const src = file("deprecated.ml", 'let () = print_string (String.copy "ok")\n');
    const alert = "Alert deprecated: Stdlib.String.copy\nStrings now immutable: no need to copy\n";
    const checked = flambe(["check", src]);
    expect(checked.status).toBe(0);
    expect(checked.stderr).toContain(alert);
    const ran = flambe(["run", src]);
    expect(ran.stdout).toBe("ok");
    expect(ran.stderr).toContain(alert);
    const fatal = flambe(["run", "-alert", "++deprecated", src]);
    expect(fatal.status).toBe(2);
    expect(fatal.stdout).toBe("");
    expect(fatal.stderr).toContain("Error (alert deprecated): Stdlib.String.copy\n");
    const hidden = flambe(["check", "-alert", "-all", src]);
    expect(hidden.stderr).toBe("");
  });

  it.each([
    ["a missing file", ["check", "missing.ml"], 'File "missing.ml", line 1:\nError: I/O error: missing.ml: No such file or directory\n'],
    ["an unknown flag", ["check", "-frobnicate", "x.ml"], "flambe: unknown option '-frobnicate'."],
    ["a file that is not OCaml", ["check", "notes.txt"], "flambe: don't know what to do with notes.txt."],
    ["no command", [], "flambe: no command given."],
    ["an unknown command", ["frobnicate"], "flambe: unknown command 'frobnicate'."],
    ["an unknown module format", ["build", "--module", "cjs", "x.ml"], "flambe: wrong argument 'cjs'; option '--module' expects esm or script."],
    ["a module format with run", ["run", "--module=esm", "x.ml"], "flambe: unknown option '--module=esm'."],
  ])("rejects %s with a one-line error and exit code 2", (_what, args, message) => {
    const r = flambe(args);
    expect(r.status).toBe(2);
    expect(r.stderr.startsWith(message)).toBe(true);
    expectNoStackTrace(r.stderr);
  });

  it("rejects a directory", () => {
    mkdirSync(join(scratch, "dir.ml"), { recursive: true });
    const r = flambe(["check", "dir.ml"]);
    expect(r).toMatchObject({ status: 2, stderr: 'File "dir.ml", line 1:\nError: I/O error: Is a directory\n' });
  });

  it("rejects a binary file as OCaml does (illegal character)", () => {
    const r = flambe(["check", file("binary.ml", Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x00, 0xff]))]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^File "binary.ml", line 1, characters 0-1:\n/);
    expect(r.stderr).toContain("Error: Illegal character (\\127)");
    expectNoStackTrace(r.stderr);
  });
});

describe("deep input gives a result or a clear error, never a crash", () => {
  it.each([
    ["parens", 10000],
    ["lets", 10000],
    ["ifs", 10000],
    ["list", 100000],
    ["cons", 100000],
  ])("%s nested %d levels", (shape, depth) => {
    const r = flambe(["check", file(`deep_${shape}.ml`, generateDeep(shape, depth) as string)]);
    expectNoStackTrace(r.stderr);
    expect(r.status).toBe(0);
  });
});

describe("flambe run and flambe build", () => {
  const program =
    'let () = Array.iteri (fun i a -> Printf.printf "%d:%s\\n" i a) Sys.argv\n' +
    'let () = print_endline (String.uppercase_ascii (read_line ()))\n' +
    'let () = prerr_endline "to stderr"; exit 3\n';

  it("runs a program with its arguments, standard input, output and exit code", () => {
    const r = flambe(["run", file("prog.ml", program), "--", "x", "-y"], "hello\n");
    expect(r).toEqual({ stdout: "0:prog\n1:x\n2:-y\nHELLO\n", stderr: "to stderr\n", status: 3 });
  });

  it("reports an uncaught exception as OCaml does", () => {
    const r = flambe(["run", file("raise.ml", 'let () = print_string "before "; failwith "boom"\n')]);
    expect(r).toEqual({ stdout: "before ", stderr: "Fatal error: exception Failure(\"boom\")\n", status: 2 });
  });

  it("runs several files in dependency order, and deep recursion", () => {
    file("lib.ml", "let rec sum n = if n = 0 then 0 else 1 + sum (n - 1)\n");
    file("main.ml", "let () = print_int (Lib.sum 100000); print_newline ()\n");
    expect(flambe(["run", "lib.ml", "main.ml"])).toEqual({ stdout: "100000\n", stderr: "", status: 0 });
  });

  it("builds a file that node runs alone, with a source map under -g", () => {
    mkdirSync(join(scratch, "out"), { recursive: true });
    const r = flambe(["build", file("hello.ml", 'let () = print_endline "hello"\n'), "-g", "-o", "out/hello.js"]);
    expect(r).toEqual({ stdout: "", stderr: "", status: 0 });
    expect(JSON.parse(readFileSync(join(scratch, "out/hello.js.map"), "utf8"))).toMatchObject({ version: 3 });
    const run = spawnSync(process.execPath, ["hello.js"], { cwd: join(scratch, "out"), encoding: "latin1" });
    expect({ stdout: run.stdout, status: run.status }).toEqual({ stdout: "hello\n", status: 0 });
    expect(flambe(["build", "hello.ml", "-o", "out/plain.js"]).status).toBe(0);
    expect(existsSync(join(scratch, "out/plain.js.map"))).toBe(false);
  });

  it("prints dumps and accepts ocamlopt's flags", () => {
    const r = flambe(["run", "-O3", "-unsafe", "-I", ".", "-w", "+a", "-dlambda", "-drawflambda", "-dflambda", "-dtimings", "hello.ml"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe("hello\n");
    expect(r.stderr).toContain("unit Hello");
    expect(r.stderr).toMatch(/emit: \d/);
    // -dtimings names each stage of the pipeline, in order, and Simplify's three rounds at -O3
    // with the part of each spent in the searches.
    const round = (n: number): string => `  round ${n}: [\\d.]+s\\n    speculative inlining: [\\d.]+s\\n    specialisation: [\\d.]+s\\n    other: [\\d.]+s\\n`;
    const stages = `front end: [\\d.]+s\\nlambda: [\\d.]+s\\nlibrary: [\\d.]+s\\ncps conversion: [\\d.]+s\\nsimplify: [\\d.]+s\\n${round(0)}${round(1)}${round(2)}compile: [\\d.]+s\\nemit: [\\d.]+s\\nall: [\\d.]+s\\n`;
    expect(r.stderr).toMatch(new RegExp(stages));
  });

  it("links Str when the program names it, with ocamlfind's and ocamlc's ways of asking for it accepted", () => {
    const strProgram = 'let () = print_endline (Str.global_replace (Str.regexp "o+") "0" "foo boo")\n';
    const expected = { stdout: "f0 b0\n", stderr: "", status: 0 };
    expect(flambe(["run", file("use_str.ml", strProgram)])).toEqual(expected);
    expect(flambe(["run", "-package", "str,unix", "-linkpkg", "use_str.ml"])).toEqual(expected);
    expect(flambe(["run", "-I", "+str", "str.cma", "use_str.ml"])).toEqual(expected);
    const unknown = flambe(["run", "-package", "lwt", "use_str.ml"]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("package 'lwt' is not available");
    // Str is a library of its own, not a module of Stdlib.
    const qualified = flambe(["check", file("stdlib_str.ml", 'let r = Stdlib.Str.regexp "a"\n')]);
    expect(qualified.status).toBe(2);
    expect(qualified.stderr).toContain("Unbound module Stdlib.Str");
  });

  it("links Unix when the program names it, with ocamlfind's and ocamlc's ways of asking for it accepted", () => {
    const unixProgram =
      'let () = match Unix.stat "no_such_file" with _ -> () | exception e -> print_endline (Printexc.to_string e)\n';
    const expected = { stdout: 'Unix.Unix_error(Unix.ENOENT, "stat", "no_such_file")\n', stderr: "", status: 0 };
    expect(flambe(["run", file("use_unix.ml", unixProgram)])).toEqual(expected);
    expect(flambe(["run", "-package", "unix", "-linkpkg", "use_unix.ml"])).toEqual(expected);
    expect(flambe(["run", "unix.cma", "use_unix.ml"])).toEqual(expected);
    // Unix is a library of its own, not a module of Stdlib.
    const qualified = flambe(["check", file("stdlib_unix.ml", "let t = Stdlib.Unix.time ()\n")]);
    expect(qualified.status).toBe(2);
    expect(qualified.stderr).toContain("Unbound module Stdlib.Unix");
  });

  it("links UnixLabels, with the Unix it calls, when the program names it", () => {
    const program =
      'let () = match UnixLabels.mkdir "no_such_dir/d" ~perm:0o755 with () -> () | exception Unix.Unix_error (e, f, _) -> print_endline (f ^ ": " ^ UnixLabels.error_message e)\n';
    const expected = { stdout: "mkdir: No such file or directory\n", stderr: "", status: 0 };
    expect(flambe(["run", file("use_unixlabels.ml", program)])).toEqual(expected);
    expect(flambe(["run", "-package", "unix", "-linkpkg", "use_unixlabels.ml"])).toEqual(expected);
    // Like Unix, UnixLabels is a library of its own, not a module of Stdlib.
    const qualified = flambe(["check", file("stdlib_unixlabels.ml", "let t = Stdlib.UnixLabels.time ()\n")]);
    expect(qualified.status).toBe(2);
    expect(qualified.stderr).toContain("Unbound module Stdlib.UnixLabels");
  });

  it.each([
    ["a type error", ["run", file("bad_run.ml", 'let x = 1 + "a"\n')], 'File "bad_run.ml", line 1, characters 12-15:'],
    ["a missing file", ["build", "nope.ml", "-o", "x.js"], 'File "nope.ml", line 1:\nError: I/O error: nope.ml: No such file or directory\n'],
    ["a missing -o argument", ["build", "hello.ml", "-o"], "flambe: option '-o' needs an argument."],
    ["an unwritable output", ["build", "hello.ml", "-o", "no/such/dir/x.js"], "flambe: cannot write no/such/dir/x.js"],
  ])("rejects %s with exit code 2 and no stack trace", (_what, args, message) => {
    const r = flambe(args);
    expect(r.status).toBe(2);
    expect(r.stderr.startsWith(message)).toBe(true);
    expectNoStackTrace(r.stderr);
  });
});

describe("the optimiser's flags", () => {
  const program = "let f b x = if b then x + 1 else x * x * x * x * x * x + x * 7 - 3\nlet g x = f true x\nlet () = print_int (g (int_of_string \"41\"))\n";

  it("accepts ocamlopt's inlining parameters, per round or for every round", () => {
    const args = ["-rounds", "2", "-inline", "0=10,1=30", "-inline-toplevel", "200", "-inline-alloc-cost", "7", "-inline-branch-cost", "5"];
    const more = ["-inline-call-cost", "0=5,1=10", "-inline-indirect-cost", "4", "-inline-prim-cost", "3", "-inline-branch-factor", "0.2"];
    const last = ["-inline-lifting-benefit", "1300", "-inline-max-depth", "2", "-inline-max-unroll", "1"];
    const r = flambe(["run", "-O3", ...args, ...more, ...last, file("opt.ml", program)]);
    expect(r).toEqual({ stdout: "42", stderr: "", status: 0 });
    const help = flambe(["--help"]).stdout;
    for (const flag of ["-rounds", "-inline-toplevel", "-inline-max-unroll", "-inline-branch-factor", "-inlining-report"]) expect(help).toContain(flag);
  });

  it("accepts -no-unbox-free-vars-of-closures and -no-unbox-specialised-args", () => {
    const r = flambe(["run", "-O3", "-no-unbox-free-vars-of-closures", "-no-unbox-specialised-args", file("opt_nounbox.ml", program)]);
    expect(r).toEqual({ stdout: "42", stderr: "", status: 0 });
    const help = flambe(["--help"]).stdout;
    for (const flag of ["-no-unbox-free-vars-of-closures", "-no-unbox-specialised-args"]) expect(help).toContain(flag);
    // Where only compiling makes sense, as for the other optimiser flags.
    expect(flambe(["check", "-no-unbox-specialised-args", "opt_nounbox.ml"]).stderr).toContain("unknown option '-no-unbox-specialised-args'");
  });

  it("removes unused arguments with -remove-unused-arguments, at every level, printing what OCaml prints", () => {
    const source = join(root, "tests", "programs", "closures", "unused_arguments.ml");
    const expected = readFileSync(join(root, "tests", "programs", "closures", "unused_arguments.expected"), "latin1");
    for (const level of ["-Oclassic", "-O1", "-O3"]) {
      expect(flambe(["run", level, "-remove-unused-arguments", source])).toEqual({ stdout: expected, stderr: "", status: 0 });
    }
    // The worker's direct call passes only what count uses: its three-argument code is a wrapper.
    const dump = flambe(["build", "-remove-unused-arguments", "-dflambda", "-o", "ua.js", source]).stderr;
    expect(dump).toMatch(/code Unused_arguments__count_\d+ \(\w+, \w+, \w+\) .* stub wrapper name\("count"\)/);
    expect(flambe(["--help"]).stdout).toContain("-remove-unused-arguments");
    expect(flambe(["check", "-remove-unused-arguments", source]).stderr).toContain("unknown option '-remove-unused-arguments'");
  });

  it("passes closure variables as arguments with -unbox-closures, at every level, printing what OCaml prints", () => {
    const source = join(root, "tests", "programs", "closures", "unboxed_closures.ml");
    const expected = readFileSync(join(root, "tests", "programs", "closures", "unboxed_closures.expected"), "latin1");
    for (const level of ["-Oclassic", "-O1", "-O3"]) {
      expect(flambe(["run", level, "-unbox-closures", source])).toEqual({ stdout: expected, stderr: "", status: 0 });
      expect(flambe(["run", level, "-unbox-closures", "-remove-unused-arguments", source])).toEqual({ stdout: expected, stderr: "", status: 0 });
    }
    // The manual's example: f calls g's worker with x, under the call's [@inlined never], and no
    // longer allocates g's closure (whose wrapper, no longer used, is gone).
    const dump = flambe(["build", "-unbox-closures", "-dflambda", "-o", "uc.js", source]).stderr;
    const f = /code Unboxed_closures__f_\d+ \((x_\d+)\)[^\n]*\n((?:  [^\n]*\n)*)/.exec(dump);
    expect(f).not.toBeNull();
    expect(f![2]).toMatch(new RegExp(`apply direct\\(Unboxed_closures__g_\\d+, \\w+\\) \\$Unboxed_closures__g_\\d+ 42 ${f![1]} -> .* inlined\\(never\\)`));
    expect(f![2]).not.toContain("closures {");
    // The manual's harder example: the closure `fun y -> z + y` passed to map2 is not allocated;
    // map2's specialised copy takes z instead (a closure argument passed as its value slots).
    const o3 = flambe(["build", "-O3", "-unbox-closures", "-dflambda", "-o", "uc3.js", source]).stderr;
    expect(o3).toMatch(/code Unboxed_closures__map2_\d+ \(z_\d+, param_\d+\)/);
    expect(o3).not.toMatch(/closures \{[^}]*\} env \{ z_\d+ =/);
    const plain = flambe(["build", "-dflambda", "-o", "plain.js", source]).stderr;
    expect(/code Unboxed_closures__f_\d+ [^\n]*\n((?:  [^\n]*\n)*)/.exec(plain)![1]).toContain("closures {");
    expect(flambe(["--help"]).stdout).toContain("-unbox-closures");
    // -unbox-closures-factor: an integer, as ocamlopt takes it.
    expect(flambe(["run", "-unbox-closures", "-unbox-closures-factor", "0", source])).toEqual({ stdout: expected, stderr: "", status: 0 });
    expect(flambe(["--help"]).stdout).toContain("-unbox-closures-factor");
    const bad = flambe(["build", "-unbox-closures-factor", "x", source]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("wrong argument 'x'; option '-unbox-closures-factor' expects an integer.");
  });

  it.each([
    ["a float where an integer is expected", ["-inline-max-depth", "1.5"], 'Failure("int_of_string"): Syntax: -inline-max-depth <n> | <round>=<n>[,...]\n'],
    ["a malformed per-round value", ["-inline", "0=x"], 'Failure("float_of_string"): Syntax: -inline <n> | <round>=<n>[,...]\n'],
    ["a bad round count", ["-rounds", "two"], "flambe: wrong argument 'two'; option '-rounds' expects an integer.\n"],
  ])("rejects %s in ocamlopt's words", (_what, args, message) => {
    const r = flambe(["build", ...args, file("opt_bad.ml", program)]);
    expect(r.status).toBe(2);
    expect(r.stderr.startsWith(message)).toBe(true);
    expectNoStackTrace(r.stderr);
  });

  it("writes FILE.N.inlining.org for each round with -inlining-report", () => {
    mkdirSync(join(scratch, "rep"), { recursive: true });
    const r = flambe(["build", "-O2", "-inlining-report", file("rep/rep.ml", program), "-o", "rep/rep.js"]);
    expect(r).toMatchObject({ status: 0, stderr: "" });
    const round0 = readFileSync(join(scratch, "rep/rep.0.inlining.org"), "latin1");
    const round1 = readFileSync(join(scratch, "rep/rep.1.inlining.org"), "latin1");
    expect(existsSync(join(scratch, "rep/rep.2.inlining.org"))).toBe(false);
    expect(round0).toContain("* Round 0\n");
    // f is larger than -inline 10 in round 0; round 1 (-inline 25) speculates and keeps the copy.
    expect(round0).toContain('** File "rep/rep.ml", line 2, characters 10-18\n   call to f: not inlined: its size 16 exceeds the threshold 10 (-inline)\n');
    expect(round1).toMatch(/\*\* File "rep\/rep.ml", line 2, characters 10-18\n {3}call to f: inlined: simplified in context, its benefit \d+ exceeds the growth in code size -?\d+/);
  });

  it("gives warning 55 for an [@inlined] call it cannot inline, as ocamlopt does", () => {
    const source = "let g = ref (fun x -> x + 1)\nlet () = print_int ((!g [@inlined]) 3)\n";
    const r = flambe(["build", "-O3", file("w55.ml", source), "-o", "w55.js"]);
    expect(r.status).toBe(0);
    // What `ocamlopt -c w55.ml` (OCaml 4.13.1) prints.
    expect(r.stderr).toBe(
      'File "w55.ml", line 2, characters 19-38:\n2 | let () = print_int ((!g [@inlined]) 3)\n                       ^^^^^^^^^^^^^^^^^^^\n' +
        "Warning 55 [inlining-impossible]: Cannot inline: Unknown function\n",
    );
  });
});

describe("JavaScript stubs on the command line", () => {
  const stubs = `//Provides: stub_twice
//Requires: stub_count
function stub_twice(x) { stub_count(); return 2 * x; }

//Provides: stub_count
var stub_calls = 0;
function stub_count() { stub_calls++; }

//Provides: stub_hello
//Requires: caml_string_of_jsstring
function stub_hello(_unit) { return caml_string_of_jsstring("h\\u00e9llo"); }
`;
  const program = 'external twice : int -> int = "stub_twice"\nexternal hello : unit -> string = "stub_hello"\nlet () = Printf.printf "%d %s\\n" (twice 21) (hello ())\n';

  it("links the stubs a program calls, with build and with run", () => {
    file("cli_stubs.js", stubs);
    file("cli_stubs.ml", program);
    expect(flambe(["build", "cli_stubs.js", "cli_stubs.ml", "-o", "cli_stubs_out.js"])).toMatchObject({ status: 0, stderr: "" });
    const r = spawnSync(process.execPath, [join(scratch, "cli_stubs_out.js")], { encoding: "latin1" });
    // (what js_of_ocaml's build of the program with the same stubs prints)
    expect({ stdout: r.stdout, status: r.status }).toEqual({ stdout: "42 h\xc3\xa9llo\n", status: 0 });
    expect(flambe(["run", "cli_stubs.js", "cli_stubs.ml"])).toEqual({ stdout: "42 h\xc3\xa9llo\n", stderr: "", status: 0 });
  });

  it("reports an external nothing provides at link time, in ocamlc's words, at its declaration", () => {
    file("cli_missing.ml", 'external foo : int -> int = "foo"\nlet () = print_int (foo 3)\n');
    const r = flambe(["build", "cli_missing.ml", "-o", "cli_missing.js"]);
    expect(r).toEqual({
      stdout: "",
      // ocamlc: File "a.ml", line 1: / Error: Error while linking a.cmo: / The external function `foo' is not available
      stderr:
        'File "cli_missing.ml", line 1, characters 0-33:\n1 | external foo : int -> int = "foo"\n    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n' +
        "Error: Error while linking cli_missing.ml:\n       The external function `foo' is not available\n",
      status: 2,
    });
    expect(existsSync(join(scratch, "cli_missing.js"))).toBe(false);
    // Provided by a stub given on the command line, the program links.
    file("cli_foo.js", "//Provides: foo\nfunction foo(x) { return x + 1; }\n");
    expect(flambe(["run", "cli_foo.js", "cli_missing.ml"])).toEqual({ stdout: "4", stderr: "", status: 0 });
  });

  it("reports a stub's missing dependency at its //Requires: line", () => {
    file("cli_dep.js", "//Provides: stub_f\n//Requires: stub_nowhere\nfunction stub_f() { return stub_nowhere(); }\n");
    file("cli_dep.ml", 'external f : unit -> int = "stub_f"\nlet () = print_int (f ())\n');
    const r = flambe(["run", "cli_dep.js", "cli_dep.ml"]);
    expect(r).toEqual({
      stdout: "",
      stderr: "File \"cli_dep.js\", line 2, characters 0-24:\n2 | //Requires: stub_nowhere\n    ^^^^^^^^^^^^^^^^^^^^^^^^\nError: missing dependency 'stub_nowhere'\n",
      status: 2,
    });
  });
});
