// Calling JavaScript from OCaml and OCaml from JavaScript: the programs of programs/ (each with
// its stub file NAME.js when there is one) built at several levels and run with node, and run
// through the IR interpreter, must print what js_of_ocaml's build of the same program prints
// (NAME.expected, .stderr, .exit: made by regen.sh with ocamlc + js_of_ocaml, the same stub file
// given to both). Then what flambe defines itself: exports, a JavaScript exception escaping the
// program, and programs that use neither stubs nor the library carrying none of it.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { build, defaultOptions, interpret, type OptimisationLevel, type Options, type SourceFile } from "../../src/driver/index.js";
import { ensureRuntimeBundle, runJs } from "../to_js/support.js";

const dir = join(import.meta.dirname, "programs");
const programs = readdirSync(dir)
  .filter((f) => f.endsWith(".ml"))
  .map((f) => f.slice(0, -3))
  .sort();

const read = (name: string, encoding: "latin1" | "utf8" = "latin1"): string | undefined => {
  const p = join(dir, name);
  return existsSync(p) ? readFileSync(p, encoding) : undefined;
};

function program(name: string): { files: SourceFile[]; options: Options } {
  const stub = read(`${name}.js`, "utf8");
  const files = [{ name: `${name}.ml`, text: read(`${name}.ml`)! }];
  return { files, options: stub === undefined ? defaultOptions : { ...defaultOptions, stubs: [{ name: `${name}.js`, text: stub }] } };
}

function expected(name: string): { stdout: string; stderr: string; exitCode: number } {
  return { stdout: read(`${name}.expected`) ?? "", stderr: read(`${name}.stderr`) ?? "", exitCode: Number(read(`${name}.exit`) ?? "0") };
}

function buildJs(files: SourceFile[], options: Options): string {
  const r = build(files, options);
  expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return r.js;
}

beforeAll(() => ensureRuntimeBundle());

describe("interoperability programs, against js_of_ocaml", () => {
  for (const name of programs) {
    for (const level of ["O0", "O1", "O3"] as OptimisationLevel[]) {
      it(`${name} at -${level}`, () => {
        const { files, options } = program(name);
        const r = runJs(buildJs(files, { ...options, optimisation: level }));
        expect(r).toEqual(expected(name));
      });
    }
    it(`${name} through the interpreter`, () => {
      const { files, options } = program(name);
      const r = interpret(files, options);
      expect({ stdout: r.stdout, stderr: r.stderr, exitCode: r.exitCode }).toEqual(expected(name));
    });
  }
});

describe("what flambe defines", () => {
  it("Js.export and Js.export_all set properties of globalThis", () => {
    const js = buildJs(
      [
        {
          name: "ex.ml",
          text: `open Js_of_ocaml
let () =
  Js.export "answer" 42;
  Js.export_all (Js.Unsafe.obj [| ("double", Js.Unsafe.inject (Js.wrap_callback (fun x -> 2 * x))) |]);
  let g = Js.Unsafe.global in
  Printf.printf "%d %d\\n" (Js.Unsafe.get g "answer") (Js.Unsafe.fun_call (Js.Unsafe.get g "double") [| Js.Unsafe.inject 21 |]);
  print_endline (Js.to_string (Js.Unsafe.js_expr "typeof globalThis.double"))
`,
        },
      ],
      defaultOptions,
    );
    expect(runJs(js)).toEqual({ stdout: "42 42\nfunction\n", stderr: "", exitCode: 0 });
  });

  it("a file that other JavaScript requires exports into module.exports, and its functions apply as OCaml's", () => {
    const js = buildJs(
      [
        {
          name: "lib.ml",
          text: `open Js_of_ocaml
let () = print_endline "loading"
let add x y = x + y
let greet s = Js.string ("Hello, " ^ Js.to_string s)
let fail msg = failwith (Js.to_string msg)
let () =
  Js.export "add" add;
  Js.export "greet" greet;
  Js.export "fail" fail;
  Js.export "notFound" (fun () -> raise Not_found);
  Js.export "answer" 42
`,
        },
      ],
      defaultOptions,
    );
    const dir = mkdtempSync(join(tmpdir(), "flambe-exports-"));
    try {
      writeFileSync(join(dir, "lib.js"), js);
      writeFileSync(
        join(dir, "use.cjs"),
        `const lib = require("./lib.js");
console.log(Object.keys(lib).join(","));
console.log(lib.add(2, 3), lib.answer, lib.greet("world"));
console.log(typeof globalThis.add);
console.log(lib.add(2)(40));
try { lib.fail("bad"); } catch (e) { console.log(e instanceof Error, e.message); }
try { lib.notFound(); } catch (e) { console.log(e instanceof Error, e.message); }
`,
      );
      const used = spawnSync(process.execPath, [join(dir, "use.cjs")], { encoding: "utf8" });
      // The first four lines are what js_of_ocaml's build of lib.ml prints under the same use.cjs;
      // then what flambe defines: an exported function applied to fewer arguments is a partial
      // application, and an OCaml exception reaches JavaScript as an Error of its printed form.
      expect({ stdout: used.stdout, stderr: used.stderr, status: used.status }).toEqual({
        stdout: 'loading\nadd,greet,fail,notFound,answer\n5 42 Hello, world\nundefined\n42\ntrue Failure("bad")\ntrue Not_found\n',
        stderr: "",
        status: 0,
      });
      // Run as the main script, it is a program: nothing is exported, the process ends.
      const main = spawnSync(process.execPath, [join(dir, "lib.js")], { encoding: "utf8" });
      expect({ stdout: main.stdout, status: main.status }).toEqual({ stdout: "loading\n", status: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("an ES module (--module esm) exports by default and by name, runs as it is imported, and as node's main module is a program", () => {
    const text = `open Js_of_ocaml
let () = print_endline "loading"
let add x y = x + y
let () =
  Js.export "add" add;
  Js.export "fail" (fun () -> failwith "no");
  Js.export "delete" 1;
  Js.export "a-b" 2;
  Js.export ("comp" ^ "uted") 3
module M = struct let () = Js.export "inner" (Js.string "yes") end
let () = if Array.length Sys.argv > 5 then Js.export "never" 0
`;
    const r = build([{ name: "lib.ml", text }], { ...defaultOptions, module: "esm" });
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const dir = mkdtempSync(join(tmpdir(), "flambe-esm-"));
    try {
      writeFileSync(join(dir, "lib.mjs"), r.js);
      writeFileSync(
        join(dir, "use.mjs"),
        `import lib, { add, fail, delete as del, "a-b" as ab, inner, never } from "./lib.mjs";
console.log(Object.keys(lib).join(","));
console.log(add(2, 3), add(2)(40), del, ab, inner, lib.computed, never, typeof globalThis.add);
try { fail(); } catch (e) { console.log(e instanceof Error, e.message); }
`,
      );
      const used = spawnSync(process.execPath, [join(dir, "use.mjs")], { encoding: "utf8" });
      // A name given as a literal is a named export too; one computed at run time is a property
      // of the default export only; a literal whose export did not run is undefined.
      expect({ stdout: used.stdout, stderr: used.stderr, status: used.status }).toEqual({
        stdout: 'loading\nadd,fail,delete,a-b,computed,inner\n5 42 1 2 yes 3 undefined undefined\ntrue Failure("no")\n',
        stderr: "",
        status: 0,
      });
      // As node's main module (by a relative path, as linked), it is a program: its exit code is the process's.
      const exiting = build([{ name: "ex.ml", text: 'let () = print_string "main"; exit 3' }], { ...defaultOptions, module: "esm" });
      writeFileSync(join(dir, "ex.mjs"), exiting.js);
      const main = spawnSync(process.execPath, ["ex.mjs"], { cwd: dir, encoding: "utf8" });
      expect({ stdout: main.stdout, status: main.status }).toEqual({ stdout: "main", status: 3 });
      // Imported, the same program's exit ends the import with an error rather than the process.
      writeFileSync(join(dir, "imp.mjs"), 'try { await import("./ex.mjs"); } catch (e) { console.log("import failed:", e.message); }\n');
      const imported = spawnSync(process.execPath, ["imp.mjs"], { cwd: dir, encoding: "utf8" });
      expect({ stdout: imported.stdout, status: imported.status }).toEqual({ stdout: "mainimport failed: the OCaml program stopped with exit code 3 while it was loaded\n", status: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a JavaScript exception escaping the program is an uncaught OCaml exception", () => {
    const files = [
      {
        name: "unc.ml",
        text: `open Js_of_ocaml
let () = print_string "before "; ignore (Js.Unsafe.js_expr "(function () { throw new Error('the end'); })()")
`,
      },
    ];
    // js_of_ocaml leaves it to node (a stack trace, exit code 7); flambe prints it as OCaml
    // prints an uncaught exception, with the library's printer for Js_error.Exn.
    const want = { stdout: "before ", stderr: "Fatal error: exception Error: the end\n", exitCode: 2 };
    expect(runJs(buildJs(files, defaultOptions))).toEqual(want);
    const r = interpret(files, defaultOptions);
    expect({ stdout: r.stdout, stderr: r.stderr, exitCode: r.exitCode }).toEqual(want);
  });

  it("a program naming neither stubs nor the library links none of their code", () => {
    const js = buildJs([{ name: "plain.ml", text: 'let () = print_endline "plain"\n' }], defaultOptions);
    expect(js).not.toContain("$J");
    expect(js).not.toContain("$S");
    expect(js).not.toContain("caml_js_get");
    expect(js).not.toContain("Js_of_ocaml");
    // Stubs given but not called (and none marked //Always): nothing linked either.
    const stubs = [{ name: "s.js", text: "// Stubs.\n//Provides: stub_f\nfunction stub_f() { return 1; }\n" }];
    expect(buildJs([{ name: "plain.ml", text: 'let () = print_endline "plain"\n' }], { ...defaultOptions, stubs })).toBe(js);
  });

  it("a stub replaces the runtime's primitive of its name", () => {
    const r = build([{ name: "r.ml", text: 'external len : string -> int = "caml_ml_string_length"\nlet () = print_int (len "abc")\n' }], {
      ...defaultOptions,
      stubs: [{ name: "r.js", text: "//Provides: caml_ml_string_length\nfunction caml_ml_string_length(s) { return 100 + s.length; }\n" }],
    });
    expect(runJs(r.js).stdout).toBe("103");
  });

  it("a missing primitive is a link-time error at the external's declaration, at every level", () => {
    for (const level of ["O0", "O3"] as OptimisationLevel[]) {
      const r = build(
        [{ name: "m.ml", text: 'let f x = x\nexternal foo : int -> int = "caml_foo_missing"\nlet unused x = foo x\nlet () = print_endline "hi"\n' }],
        { ...defaultOptions, optimisation: level },
      );
      expect(r.ok).toBe(false);
      expect(r.diagnostics).toMatchObject([
        {
          severity: "error",
          location: { file: "m.ml", start: { line: 2, col: 0 }, end: { line: 2, col: 46 } },
          message: "Error while linking m.ml:\n       The external function `caml_foo_missing' is not available",
        },
      ]);
    }
    // Declared but never called: no error (as ocamlc).
    expect(build([{ name: "n.ml", text: 'external foo : int -> int = "caml_foo_missing"\nlet () = print_endline "hi"\n' }], defaultOptions).ok).toBe(true);
  });

  it("a stub that is not JavaScript is an error at its first line", () => {
    const r = build([{ name: "p.ml", text: 'external f : unit -> int = "stub_f"\nlet () = print_int (f ())\n' }], {
      ...defaultOptions,
      stubs: [{ name: "p.js", text: "//Provides: stub_g\nfunction stub_g() { return 1; }\n\n//Provides: stub_f\nfunction stub_f() { return 1 +; }\n" }],
    });
    expect(r.ok).toBe(false);
    expect(r.diagnostics).toMatchObject([{ location: { file: "p.js", start: { line: 4 } }, message: expect.stringMatching(/^cannot parse this JavaScript: /) }]);
  });

  it("a stub requiring what nothing provides is an error naming it", () => {
    const r = build([{ name: "d.ml", text: 'external f : unit -> int = "stub_f"\nlet () = print_int (f ())\n' }], {
      ...defaultOptions,
      stubs: [{ name: "d.js", text: "//Provides: stub_f\n//Requires: stub_nowhere\nfunction stub_f() { return stub_nowhere(); }\n" }],
    });
    expect(r.ok).toBe(false);
    expect(r.diagnostics).toMatchObject([{ location: { file: "d.js", start: { line: 2 } }, message: "missing dependency 'stub_nowhere'" }]);
  });
});

describe("the README's example", () => {
  it("examples/js_interop.ml with its stubs prints what js_of_ocaml's build prints, and its export", () => {
    const ex = join(import.meta.dirname, "..", "..", "examples");
    const js = buildJs([{ name: "js_interop.ml", text: readFileSync(join(ex, "js_interop.ml"), "latin1") }], {
      ...defaultOptions,
      stubs: [{ name: "js_interop.js", text: readFileSync(join(ex, "js_interop.js"), "utf8") }],
    });
    // All but the last line is what js_of_ocaml's build prints (it exports to module.exports,
    // so its globalThis.double is not there); the last is the export's.
    expect(runJs(js)).toEqual({
      stdout: '4 words\nD\xc3\x89J\xc3\x80 VU!\n1 4 9 16 25 \nhypot 5\n{"name":"Zo\xc3\xab","tags":[1,2]}\n1,4,9\nSyntaxError caught\n42\n',
      stderr: "",
      exitCode: 0,
    });
  });
});
