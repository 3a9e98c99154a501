// Knowledge across units: what a unit exports (its module block's fields, its lifted closures,
// the code of its functions) is known in the units after it, so that a call to a library
// function, or to a function of an earlier unit of the program, becomes a direct call that may
// be inlined; at -O0 nothing is simplified, so such calls stay indirect. Only immutable
// knowledge crosses: mutable state of a unit (a ref, a table) keeps its semantics. What a
// function of an earlier unit of the program returns (its result summary) is known too, and so
// is what a function of the library returns (stored with its prebuilt units). The expected outputs are what ocamlc +
// js_of_ocaml print for the same programs (the units as submodules).
import { describe, expect, it } from "vitest";
import { build, compile, defaultOptions, type OptimisationLevel, type SourceFile } from "../../src/driver/index.js";
import { checkUnit, printUnit, type Code, type CodeId, type FlambdaUnit } from "../../src/flambda/index.js";
import { interpretToText } from "../../src/interp/index.js";
import { exportsOfUnit } from "../../src/simplify/index.js";
import * as runtime from "../../runtime/index.js";
import { ensureRuntimeBundle, runJs } from "../to_js/support.js";

const options = (level: OptimisationLevel) => ({ ...defaultOptions, optimisation: level });

function compiled(files: SourceFile[], level: OptimisationLevel): readonly FlambdaUnit[] {
  const r = compile(files, options(level));
  expect(r.ok, r.diagnostics.map((d) => d.message).join("\n")).toBe(true);
  return r.units;
}

/** The IR of the program's last unit, as the back end receives it. */
function lastUnit(files: SourceFile[], level: OptimisationLevel): string {
  const units = compiled(files, level);
  return printUnit(units[units.length - 1]!);
}

/** Checks every unit (with the code of the units before it known) and runs the program in the interpreter and as JavaScript. */
function runBoth(files: SourceFile[], level: OptimisationLevel): { interp: string; js: string } {
  const units = compiled(files, level);
  const externalCodeIds = new Map<CodeId, Code>();
  for (const u of units) {
    expect(checkUnit(u, { externalCodeIds }), `unit ${u.name}`).toEqual([]);
    for (const [id, c] of exportsOfUnit(u).codes) externalCodeIds.set(id, c);
  }
  let interp: string;
  try {
    const r = interpretToText(units);
    interp = r.stdout + r.stderr + `exit ${r.exitCode}`;
  } finally {
    runtime.caml_flambe_flush_all();
  }
  const b = build(files, options(level));
  expect(b.ok).toBe(true);
  const r = runJs(b.js);
  return { interp, js: r.stdout + r.stderr + `exit ${r.exitCode}` };
}

const one = (text: string): SourceFile[] => [{ name: "main.ml", text }];

describe("cross-unit knowledge", () => {
  it("makes List.iter a direct call, or inlines it, at every level but -O0", () => {
    const src = one("let () = List.iter (fun x -> print_int x) [1; 2; 3; 4; 5; 6; 7; 8; 9; 10; 11; 12]\n");
    // -O0: the field of List's module block is loaded and called, unknown.
    expect(lastUnit(src, "O0")).toMatch(/%block_load\[\d+ tag=0 size=\d+\] \$Stdlib__List/);
    for (const level of ["O1", "O3"] as const) {
      const ir = lastUnit(src, level);
      // The module block's field is known to be List.iter's closure: no load of it remains.
      expect(ir, level).not.toMatch(/%block_load\[\d+ tag=0 size=\d+\] \$Stdlib__List /);
      expect(ir, level).toMatch(/apply direct\(Stdlib__List__iter_\d+|Stdlib__List__iter/);
    }
  });

  it("inlines print_int (a closure the library allocates as it runs): its code is known, stdout read from the block Stdlib fills with it", () => {
    const ir = lastUnit(one("let () = print_int 42\n"), "O3");
    expect(ir).toContain("ccall caml_format_int");
    // stdout, computed as Stdlib runs and captured by print_int, lives in a block of its own
    // (manual 21.8.2), which the inlined body reads.
    expect(ir).toMatch(/%block_load\[0 tag=0 size=1 mutable\] \$Stdlib__stdout_\d+/);
    expect(ir).toMatch(/ccall caml_ml_output stdout_\d+/);
  });

  it("inlines a function of an earlier unit of the program", () => {
    const files: SourceFile[] = [
      { name: "a.ml", text: "let double x = x + x\nlet apply f x = f (f x)\n" },
      { name: "b.ml", text: "let () = print_int (A.apply A.double 5)\n" },
    ];
    const ir = lastUnit(files, "O3");
    expect(ir).not.toContain("$A ");
    expect(ir).toMatch(/ccall caml_format_int \$\S+ 20/);
    expect(runBoth(files, "O3")).toEqual({ interp: "20exit 0", js: "20exit 0" });
  });

  it("knows what a function of an earlier unit returns without inlining it (its result summary)", () => {
    ensureRuntimeBundle();
    const files: SourceFile[] = [
      { name: "a.ml", text: "let[@inline never] mk a b = (a, b + 1)\nlet[@inline never] pick x = if x > 0 then Some x else None\n" },
      {
        name: "b.ml",
        text:
          "let () = let (p, q) = A.mk (Sys.opaque_identity 3) 4 in print_int p; print_int q\n" +
          'let () = match A.pick 5 with Some _ -> print_string " some" | None -> ()\n' +
          "let () = print_newline ()\n",
      },
    ];
    for (const level of ["O1", "O3"] as const) {
      const ir = lastUnit(files, level);
      // The call stays; its result's first field is known to be the first argument, so p is
      // printed without a load (q, computed in mk, is loaded).
      expect(ir, level).toMatch(/apply direct\(A__mk_\d+/);
      expect(ir, level).not.toMatch(/%block_load\[0 tag=0 size=2\]/);
      expect(ir, level).toMatch(/%block_load\[1 tag=0 size=2\]/);
      expect(runBoth(files, level), level).toEqual({ interp: "35 some\nexit 0", js: "35 some\nexit 0" });
    }
  });

  it("knows what a function of the library returns without inlining it (the summaries stored with the prebuilt units)", () => {
    ensureRuntimeBundle();
    const files = one(
      "let () =\n" +
        "  let o = Sys.opaque_identity (Some 3) in\n" +
        "  match (Option.to_list [@inlined never]) o with\n" +
        '  | [] -> print_string "none"\n' +
        "  | [x] -> print_int x\n" +
        '  | _ :: _ :: _ -> print_string "many"\n' +
        "let () =\n" +
        '  match (Either.right [@inlined never]) (Sys.opaque_identity "r") with\n' +
        '  | Either.Left _ -> print_string " left"\n' +
        '  | Either.Right s -> print_string (" " ^ s)\n' +
        "let () = print_newline ()\n",
    );
    for (const level of ["O1", "O3"] as const) {
      const ir = lastUnit(files, level);
      // The calls stay; `Option.to_list` returns a list of at most one element, and
      // `Either.right` a `Right`, so the arms for the other cases are gone.
      expect(ir, level).toMatch(/apply direct\(Stdlib__Option__to_list_\d+/);
      expect(ir, level).toMatch(/apply direct\(Stdlib__Either__right_\d+/);
      expect(ir, level).not.toContain('"many"');
      expect(ir, level).not.toContain('" left"');
      expect(runBoth(files, level), level).toEqual({ interp: "3 r\nexit 0", js: "3 r\nexit 0" });
    }
  });

  it("numbers the names a unit makes above every name of the units it imports (copies of their code keep their stems)", () => {
    const units = compiled(one("let () = List.iter print_int [1; 2]\n"), "O1");
    const own = units[units.length - 1]!;
    for (const u of units.slice(0, -1)) expect(own.names.nextNumber, u.name).toBeGreaterThan(u.names.nextNumber);
  });

  it("keeps a unit's mutable state unknown to the units after it", () => {
    const files: SourceFile[] = [
      { name: "a.ml", text: "let counter = ref 0\nlet table = [| 1; 2; 3 |]\nlet bump () = incr counter; table.(0) <- table.(0) + 10\n" },
      {
        name: "b.ml",
        text:
          "let () = A.bump (); A.bump ()\n" +
          "let () = Printf.printf \"%d %d %d\\n\" !A.counter A.table.(0) (Array.length A.table)\n" +
          "let () = A.counter := 40; print_int (!A.counter + 2); print_newline ()\n",
      },
    ];
    for (const level of ["O1", "O3"] as const) expect(runBoth(files, level), level).toEqual({ interp: "2 21 3\n42\nexit 0", js: "2 21 3\n42\nexit 0" });
  });

  it("keeps the semantics of exceptions raised in inlined library code, and of the library's own state", () => {
    ensureRuntimeBundle();
    const src = one(
      [
        "module S = Set.Make (String)",
        'let s = List.fold_left (fun s x -> S.add x s) S.empty ["b"; "a"; "c"; "a"]',
        "let () = S.iter print_string s; print_newline ()",
        "let () = match List.hd [] with _ -> () | exception Failure m -> print_endline m",
        "let () = try ignore (List.assoc 3 [ (1, 2) ]) with Not_found -> print_endline \"nf\"",
        "let h = Hashtbl.create 4",
        "let () = Hashtbl.replace h \"x\" 1; Hashtbl.replace h \"x\" 2; Printf.printf \"%d %d\\n\" (Hashtbl.find h \"x\") (Hashtbl.length h)",
        'let () = Format.printf "%s@." (String.concat "," (S.elements s))',
        "",
      ].join("\n"),
    );
    const expected = "abc\nhd\nnf\n2 1\na,b,c\nexit 0";
    for (const level of ["O1", "O3"] as const) expect(runBoth(src, level), level).toEqual({ interp: expected, js: expected });
  }, 120_000);
});
