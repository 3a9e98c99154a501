// Options per level, per-round flag syntax, the inlining report and warning 55, the round's bounds
// on work and growth.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile, defaultOptions, type Options } from "../../src/driver/index.js";
import { exprSize, parseUnit, printUnit, type Expr, type FlambdaUnit } from "../../src/flambda/index.js";
import { parsePerRoundOverride, withOverrides } from "../../src/simplify/env/options.js";
import { atRound, defaultSimplifyOptions, parsePerRound, printInliningReport, simplifyUnit } from "../../src/simplify/index.js";
import { SearchClock } from "../../src/simplify/env/search_clock.js";
import { growthAllowance, growthFactor, maxFunctionSize, unitCodeSize } from "../../src/simplify/env/round_budget.js";

const program = `
unit M $camlM -> k_ret / k_exn =
let_symbol $camlM = block 0 () in
let_symbol code code_f (x) my_closure cf -> krf / kef : value name("f") @loc("m.ml", 1, 4, 4, 1, 20, 20) =
  let r = %add_int x 1 in
  apply_cont krf r
in
let_symbol code code_r (n) my_closure cr -> krr / ker : value rec name("r") =
  apply_cont krr n
in
let_symbol $f = closures { f_slot = code_f } in
let_symbol $r = closures { r_slot = code_r } in
let_cont a (v) =
  let g = %opaque $r in
  apply g v -> b / k_exn inlined(always) @loc("m.ml", 3, 10, 50, 3, 15, 55)
and b (w) =
  ccall show w -> k_ret / k_exn
in
apply $f 41 -> a / k_exn @loc("m.ml", 2, 8, 30, 2, 12, 34)
`.replace("let_cont a (v) =", "let_cont b (w) =\n  ccall show w -> k_ret / k_exn\nin\nlet_cont a (v) =").replace(/\nand b \(w\) =\n  ccall show w -> k_ret \/ k_exn/, "");

describe("options", () => {
  it("has more rounds and larger parameters at -O3", () => {
    expect(defaultSimplifyOptions("O1").rounds).toBe(1);
    expect(defaultSimplifyOptions("O2").rounds).toBe(2);
    expect(defaultSimplifyOptions("O3").rounds).toBe(3);
    expect(defaultSimplifyOptions("Oclassic").mode).toBe("classic");
    // Section 21.5: the second round doubles the costs, the third triples them.
    expect(atRound(defaultSimplifyOptions("O3").inlineCallCost, 1)).toBe(10);
    expect(atRound(defaultSimplifyOptions("O3").inlineCallCost, 2)).toBe(15);
    expect(atRound(defaultSimplifyOptions("O3").inlineCallCost, 7)).toBe(15);
    expect(defaultSimplifyOptions("O2").inline).toEqual([10, 25]);
    expect(defaultSimplifyOptions("O3").inlineToplevel).toEqual([160, 400, 800]);
    expect(defaultSimplifyOptions("O3").inlineMaxDepth).toEqual([1, 2, 3]);
    expect(defaultSimplifyOptions("O3").inlineMaxUnroll).toEqual([0, 0, 1]);
    // flambe's default is 0, not ocamlopt's 0.1 (bench/README.md, "-inline-branch-factor").
    expect(defaultSimplifyOptions("O3").inlineBranchFactor).toEqual([0]);
  });
  it("parses per-round values", () => {
    expect(parsePerRound("25")).toEqual([25]);
    expect(parsePerRound("0=10,1=25")).toEqual([10, 25]);
    expect(parsePerRound("0=10,2=30")).toEqual([10, 10, 30]);
    expect(parsePerRound("1=10")).toBeUndefined();
    expect(parsePerRound("x")).toBeUndefined();
  });
});

describe("-inline-branch-factor", () => {
  // The call is under one branch (the handler of a switch's arm): its benefit is scaled by 1/(1+f).
  const before = readFileSync(join(__dirname, "cases", "inline_branch_factor.flt"), "latin1").split("=== before")[1]!.split("=== after")[0]!;
  const reportAt = (factor: number): string =>
    printInliningReport(simplifyUnit(parseUnit(before), { ...defaultSimplifyOptions("O1"), inlineBranchFactor: [factor] }).report);
  it("shows the scaled benefit in the report", () => {
    expect(reportAt(0.1)).toContain("its benefit 20 (scaled by 0.909 for 1 enclosing branch, -inline-branch-factor 0.1) exceeds the growth in code size 1");
    expect(reportAt(30)).toContain("not inlined: simplified in context, its benefit 0.71 (scaled by 0.032 for 1 enclosing branch, -inline-branch-factor 30)");
    expect(reportAt(0)).toContain("its benefit 22 exceeds the growth in code size 1");
  });
});

describe("inlining report and warning 55", () => {
  const result = simplifyUnit(parseUnit(program), defaultSimplifyOptions("O1"));
  it("names every call site with its decision and reason", () => {
    const text = printInliningReport(result.report);
    expect(text).toBe(
      [
        "* Round 0",
        '** File "m.ml", line 2, characters 8-12',
        "   call to f: inlined: its size 2 is no larger than the call's (3)",
        '** File "m.ml", line 3, characters 10-15',
        "   call to an unknown function: not inlined: the function called is not known",
        "",
      ].join("\n"),
    );
  });
  it("warns when an [@inlined] call cannot be inlined", () => {
    expect(result.warnings.map((w) => [w.warning?.number, w.message, w.location?.start.line])).toEqual([
      [55, "Cannot inline: Unknown function", 3],
    ]);
  });
});

describe("the benefit in the report", () => {
  const beforeOf = (name: string): FlambdaUnit =>
    parseUnit(readFileSync(join(__dirname, "cases", `${name}.flt`), "latin1").split("=== before")[1]!.split("=== after")[0]!);
  it("counts what simplification removes from the code copied into a speculation", () => {
    // Round 0 cannot inline k inside f (-inline-max-depth 1): the call alone goes. Round 1 inlines
    // k's body there, its five slot loads go, and they count (18 without them: 10 + 8).
    // k's captures stay value slots (not blocks of their own, manual 21.8.2): their loads are what goes.
    const options = { ...defaultSimplifyOptions("O2"), liftToplevelCaptures: false };
    const text = printInliningReport(simplifyUnit(beforeOf("speculate_benefit_nested_copies"), options).report);
    expect(text).toContain("call to f: not inlined: simplified in context, its benefit 9 does not exceed the growth in code size 25 (size 28)");
    expect(text).toContain("call to k: inlined: simplified in context, its benefit 40 exceeds the growth in code size 3 (size 6)");
    expect(text).toContain("call to f: inlined: simplified in context, its benefit 48 exceeds the growth in code size 28 (size 31)");
  });
  it("judges a call in a loop outside functions by -inline", () => {
    const text = printInliningReport(simplifyUnit(beforeOf("inline_toplevel_loop"), defaultSimplifyOptions("O1")).report);
    expect(text).toContain("call to f: inlined: simplified in context, its benefit 37 exceeds the growth in code size -1 (size 2)");
    expect(text).toContain("call to f: not inlined: its size 16 exceeds the threshold 10 (-inline)");
  });
});

describe("the round's bounds", () => {
  it("a round out of fuel stops inlining, says so in the report, and is no error", () => {
    const options = { ...defaultSimplifyOptions("O1"), fuel: 3 };
    const r = simplifyUnit(parseUnit(program), options);
    const text = printInliningReport(r.report);
    expect(text).toContain("call to f: not inlined: this round has spent its budget of 3 steps");
    // The call stays, and the program is the same.
    expect(printUnit(r.unit)).toMatch(/apply .*\$f 41/);
  });
});

// Programs that invite endless inlining compile within the bounds: the parameters, the unrolling
// counts and the guard on nested attributes stop them, and the code stays of linear size.
describe("adversarial programs", () => {
  const o3: Options = { ...defaultOptions, optimisation: "O3", warnings: "-a" };

  /** The size of a unit's code: its toplevel term and every code body in it. */
  function totalSize(u: FlambdaUnit): number {
    let size = exprSize(u.body);
    const stack: Expr[] = [u.body];
    for (;;) {
      const e = stack.pop();
      if (e === undefined) return size;
      if (e.kind === "let") {
        if (e.named.kind === "static_consts") {
          for (const c of e.named.consts) {
            if (c.kind === "code") {
              size += exprSize(c.code.body);
              stack.push(c.code.body);
            }
          }
        }
        stack.push(e.body);
      } else if (e.kind === "let_cont") {
        stack.push(e.body);
        for (const h of e.handlers) stack.push(h.handler);
      }
    }
  }

  function compileTimed(source: string, options: Options = o3): { unit: FlambdaUnit; ms: number; raw: FlambdaUnit } {
    const started = performance.now();
    const r = compile([{ name: "adv.ml", text: source }], options);
    const ms = performance.now() - started;
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const raw = compile([{ name: "adv.ml", text: source }], { ...options, optimisation: "O0" });
    return { unit: r.units.at(-1)!, ms, raw: raw.units.at(-1)! };
  }

  it("an exponential chain of small functions (f1 x = f0 (f0 x) ... f30)", () => {
    const lines = ["let f0 x = x * 3 + 1"];
    for (let i = 1; i <= 30; i++) lines.push(`let f${i} x = f${i - 1} (f${i - 1} x)`);
    lines.push('let () = print_int (f30 (int_of_string "1"))');
    const { unit, ms, raw } = compileTimed(lines.join("\n") + "\n");
    expect(ms).toBeLessThan(60_000);
    // Linear in the number of functions (about 21 units each today; 2^30 if inlining ran away).
    expect(totalSize(unit)).toBeLessThan(31 * 30);
  });

  it("mutually recursive functions declared [@@inline], and a knot through a record", () => {
    const source = [
      "let rec even n = if n = 0 then true else odd (n - 1) [@@inline]",
      "and odd n = if n = 0 then false else even (n - 1) [@@inline]",
      'let () = print_string (if even 1000 then "even" else "odd")',
      "type t = { f : t -> int -> int }",
      "let[@inline] call t x = t.f t x",
      "let knot = { f = (fun t x -> if x = 0 then 0 else 1 + call t (x - 1)) [@inline] }",
      "let () = print_int (call knot 10)",
    ].join("\n");
    const { unit, ms, raw } = compileTimed(source + "\n");
    expect(ms).toBeLessThan(60_000);
    expect(totalSize(unit)).toBeLessThan(totalSize(raw) * 40);
  });

  it("a recursive function declared [@inline] calling itself three times", () => {
    // Each self-call in a copy of the body was substituted again in the next round, and the
    // copies' calls in the round after: 3^rounds copies, and -O3 never finished.
    const source = [
      "let[@inline] rec f n = if n <= 0 then 0 else f (n - 1) + f (n - 2) + f (n - 3)",
      "let () = print_int (f 20)",
    ].join("\n");
    for (const optimisation of ["Oclassic", "O1", "O2", "O3"] as const) {
      const { unit, ms, raw } = compileTimed(source + "\n", { ...o3, optimisation });
      expect(ms).toBeLessThan(60_000);
      // The body substituted once at the call and once in the function itself, then (at -O3)
      // each call left unrolled once: a few hundred units, where the copies of copies made
      // 3^rounds of them.
      expect(totalSize(unit)).toBeLessThan(600);
      expect(totalSize(unit)).toBeLessThanOrEqual(growthFactor * unitCodeSize(raw.body) + growthAllowance);
    }
  });

  it("[@inlined] at the recursive calls of a recursive function, and mutual recursion declared [@inline]", () => {
    const source = [
      "let[@inline] rec g n = if n <= 1 then n else (g [@inlined]) (n - 1) + (g [@inlined]) (n - 2)",
      "let[@inline] rec a n = if n <= 0 then 1 else b (n - 1) + b (n - 2)",
      "and[@inline] b n = if n <= 0 then 2 else a (n - 1) + a (n - 3)",
      "let () = print_int (g 20 + a 15)",
    ].join("\n");
    for (const optimisation of ["Oclassic", "O1", "O3"] as const) {
      const { unit, ms, raw } = compileTimed(source + "\n", { ...o3, optimisation });
      expect(ms).toBeLessThan(60_000);
      expect(totalSize(unit)).toBeLessThan(1500);
    }
  });

  it("whatever the attributes ask, the code grows at most to its bound", () => {
    // Twelve functions each calling the one before twice, all forced: 2^12 copies were asked for.
    const lines = ["let[@inline] h0 x = x * 3 + 1"];
    for (let i = 1; i <= 12; i++) lines.push(`let[@inline] h${i} x = h${i - 1} (h${i - 1} (x + ${i}))`);
    lines.push('let () = print_int (h12 (int_of_string "1"))');
    const { unit, ms, raw } = compileTimed(lines.join("\n") + "\n");
    expect(ms).toBeLessThan(60_000);
    expect(totalSize(unit)).toBeLessThanOrEqual(growthFactor * unitCodeSize(raw.body) + growthAllowance);
    const report = printInliningReport(compile([{ name: "adv.ml", text: lines.join("\n") + "\n" }], { ...o3, inliningReport: true }).inliningReports![0]!.report);
    expect(report).toContain("a bound on the code's growth");
  });

  it("inlining keeps a toplevel the engine can optimise under the engine's limit", () => {
    // 120 toplevel statements, each inlining List.map and String.concat at -O3, then a loop:
    // the toplevel grew from 1,949 units to 9,085 (over 60 KB of V8 bytecode, so never
    // optimised, and a hot loop in it ran ten times slower than at -O0).
    const lines: string[] = [];
    for (let i = 0; i < 120; i++) lines.push(`let () = print_endline (String.concat "," (List.map string_of_int [${i}; ${i + 1}; ${i * 3}]))`);
    lines.push("let () = let s = ref 0 in for i = 0 to 1000 do s := !s + (i land 7) done; print_int !s; print_newline ()");
    for (const optimisation of ["O2", "O3"] as const) {
      const { unit, raw } = compileTimed(lines.join("\n") + "\n", { ...o3, optimisation });
      expect(exprSize(raw.body)).toBeLessThan(maxFunctionSize);
      expect(exprSize(unit.body)).toBeLessThanOrEqual(maxFunctionSize);
    }
  });

  it("a toplevel already past the engine's limit receives no inlined code but functors", () => {
    // 300 such statements, a functor applied and used, then a loop: the toplevel starts at over
    // 4,000 units. Inlining into it moved the callees' code into a function V8 never optimises,
    // and its own loop with them (a generated program ran 4 times slower at -O3 than at -O0).
    const lines: string[] = ["module S = Set.Make (Int)"];
    for (let i = 0; i < 300; i++) lines.push(`let () = print_endline (String.concat "," (List.map string_of_int [${i}; ${i + 1}; ${i * 3}]))`);
    lines.push("let () = print_int (S.cardinal (S.add 3 (S.singleton 4)))");
    lines.push("let () = let s = ref 0 in for i = 0 to 1000 do s := !s + (i land 7) done; print_int !s; print_newline ()");
    const source = lines.join("\n") + "\n";
    for (const optimisation of ["O2", "O3"] as const) {
      const { unit, raw } = compileTimed(source, { ...o3, optimisation });
      expect(exprSize(raw.body)).toBeGreaterThan(maxFunctionSize);
      expect(exprSize(unit.body)).toBeLessThanOrEqual(exprSize(raw.body));
      const report = printInliningReport(
        compile([{ name: "adv.ml", text: source }], { ...o3, optimisation, inliningReport: true }).inliningReports![0]!.report,
      );
      expect(report).toContain("beyond that the JavaScript engine would not optimise it");
      // The functor is still inlined: its functions are bodies of their own.
      expect(report).toMatch(/call to Make: inlined/);
    }
  });

  it("[@unrolled n] inside the recursive function and at its call", () => {
    const source = [
      "let rec down n = if n = 0 then 0 else 1 + (down [@unrolled 8]) (n - 1)",
      "let () = print_int ((down [@unrolled 8]) 100)",
    ].join("\n");
    const { unit, ms, raw } = compileTimed(source + "\n");
    expect(ms).toBeLessThan(60_000);
    // 8 copies in the definition, 8 copies of that at the call: no more.
    expect(totalSize(unit)).toBeLessThan(totalSize(raw) * 10);
  });
});

describe("command-line overrides", () => {
  it("replace the level's values: every round, or the rounds named", () => {
    const o3 = defaultSimplifyOptions("O3");
    const inline = parsePerRoundOverride("0=12,2=60", false)!;
    const cost = parsePerRoundOverride("9", true)!;
    const o = withOverrides(o3, { rounds: 4, perRound: { inline, inlineCallCost: cost } });
    expect(o.rounds).toBe(4);
    expect(o.inline).toEqual([12, 25, 60, 50]);
    expect(o.inlineCallCost).toEqual([9, 9, 9, 9]);
    expect(o.inlinePrimCost).toEqual(o3.inlinePrimCost);
    expect(parsePerRoundOverride("1.5", true)).toBeUndefined();
    expect(parsePerRoundOverride("0.25", false)).toEqual({ all: 0.25, byRound: new Map() });
    expect(parsePerRoundOverride("0=1;1=2", true)).toBeUndefined();
  });
});

/** The program of these lines compiled at `level`, and the inlining report of its own unit. */
function compiledWithReport(name: string, lines: readonly string[], level: Options["optimisation"], simplify: Options["simplify"] = {}) {
  const result = compile([{ name, text: lines.join("\n") + "\n" }], { ...defaultOptions, optimisation: level, warnings: "-a", simplify });
  return { result, report: printInliningReport(result.inliningReports![0]!.report) };
}

// Specialisation (section 21.4) from OCaml source: the attributes of section 21.6 and the report.
describe("specialisation", () => {
  const { report } = compiledWithReport("spec.ml", [
    "let rec iter f l = match l with [] -> () | h :: t -> f h; iter f t",
    "let rec iter2 f l = match l with [] -> () | h :: t -> f h; iter2 f t",
    "[@@specialise never]",
    "let rec iter_swap f g l = match l with [] -> () | h :: t -> f h; iter_swap g f t",
    "let pr x = print_int x; print_newline ()",
    "let () = iter pr [1; 2]",
    "let () = (iter [@specialised never]) pr [3]",
    "let () = iter2 pr [4]",
    "let () = (iter2 [@specialised]) pr [5]",
    "let () = iter_swap pr pr [6]",
  ], "O3");
  /** The report's words on the call at `line`, in the first round. */
  const at = (line: number): string[] => {
    const round0 = report.split("* Round 1")[0]!;
    const out: string[] = [];
    const lines = round0.split("\n");
    lines.forEach((l, i) => {
      if (l.includes(`line ${line},`) && lines[i + 1] !== undefined) out.push(lines[i + 1]!.trim());
    });
    return out;
  };

  it("specialises a call with a known invariant closure, by benefit", () => {
    expect(at(6).some((w) => /^call to iter: specialised to f = \$\w+: simplified with them, its benefit/.test(w))).toBe(true);
  });
  it("obeys [@specialised never] at the call site", () => {
    expect(at(7).some((w) => w.includes("specialised to"))).toBe(false);
  });
  it("obeys [@@specialise never] on the definition", () => {
    expect(at(8).some((w) => w.includes("specialised to"))).toBe(false);
  });
  it("lets [@specialised] at the call site override [@@specialise never]", () => {
    expect(at(9).some((w) => /^call to iter2: specialised to f = \$\w+: \[@specialised\] at the call site$/.test(w))).toBe(true);
  });
  it("does not specialise arguments that are not invariant (they swap)", () => {
    expect(at(10).some((w) => w.includes("specialised to"))).toBe(false);
    expect(at(10).length).toBeGreaterThan(0);
  });
});

// Unboxing of specialised arguments (section 21.9.2) from OCaml source: the state pair is taken
// apart at the entry of `count`, so the copy specialised to `add` takes its two fields.
describe("unboxed specialised arguments", () => {
  const source = [
    "let rec count f acc (i, n) = if i >= n then acc else count f (f acc i) (i + 1, n)",
    "let add a b = a + b",
    "let () = print_int (count add 0 (0, Sys.opaque_identity 10))",
  ];
  const { result, report } = compiledWithReport("unbox.ml", source, "O1");

  it("passes the pair as its fields and says so", () => {
    expect(report).toMatch(/call to count: specialised to f = \$\w+, param = a block of 2 fields, passed unboxed: simplified with them, its benefit/);
  });
  it("passes the pair itself with -no-unbox-specialised-args", () => {
    const off = compiledWithReport("unbox_off.ml", source, "O1", { noUnboxSpecialisedArgs: true });
    expect(off.report).toMatch(/call to count: specialised to f = \$\w+: simplified with them, its benefit/);
    expect(off.report).not.toContain("passed unboxed");
  });
  it("leaves no pair to allocate in the copy", () => {
    const copy = printUnit(result.units[result.units.length - 1]!)
      .split("\nand ")
      .find((d) => /^code \w*count\w* \(acc\w*, param_field0\w*, param_field1\w*\)/.test(d));
    expect(copy).toBeDefined();
    expect(copy).not.toContain("%make_block");
    expect(copy).not.toContain("%block_load");
  });
});

// Unboxing of closure variables (section 21.9.1), the manual's example: the closure `f` returns
// captures the pair's components, and the pair is no longer allocated.
describe("unboxed closure variables", () => {
  const source = [
    'let f x0 x1 = let pair = x0, x1 in Printf.printf "foo\\n"; fun y -> fst pair + snd pair + y',
    "let g = f (Sys.opaque_identity 3) (Sys.opaque_identity 4)",
    "let () = print_int ((Sys.opaque_identity g) 5)",
  ];
  const { result } = compiledWithReport("closure_vars.ml", source, "O1");
  const own = printUnit(result.units[result.units.length - 1]!);
  /** The text of a code's definition in the unit's static group (up to the next binding or the group's end). */
  const definition = (name: string): string | undefined =>
    own
      .split("\nand ")
      .find((d) => d.startsWith(`code Closure_vars__${name}`))
      ?.split("\nin\n")[0];

  it("makes no pair in f, whose closure captures x0 and x1", () => {
    const f = definition("f_");
    expect(f).toBeDefined();
    expect(f).not.toContain("%make_block");
    expect(f).toMatch(/closures \{ anon_fn_\w+ = Closure_vars__anon_fn_\w+ \} env \{ pair0_\w+ = x0_\w+; pair1_\w+ = x1_\w+ \}/);
  });
  it("keeps the pair with -no-unbox-free-vars-of-closures", () => {
    const off = compiledWithReport("closure_vars_off.ml", source, "O1", { noUnboxFreeVarsOfClosures: true });
    const f = printUnit(off.result.units[off.result.units.length - 1]!)
      .split("\nand ")
      .find((d) => d.startsWith("code Closure_vars_off__f_"));
    expect(f).toBeDefined();
    expect(f).toContain("%make_block");
    expect(f).toMatch(/env \{ pair_\w+ = pair_\w+ \}/);
  });
  it("reads each component from its own slot in the closure's code", () => {
    const anon = definition("anon_fn_");
    expect(anon).toBeDefined();
    expect(anon).not.toContain("%block_load");
    expect(anon!.match(/%project_value_slot/g)).toHaveLength(2);
  });
});

// `x |> f a` is the full application `f a x`, as OCaml makes it: a pipeline's calls reach
// Simplify with all their arguments, so they can be direct, specialised or inlined.
describe("pipelines", () => {
  const { report } = compiledWithReport("pipes.ml", [
    "let f l = l |> List.map (fun v -> v + 1) |> List.filter (fun v -> v > 2)",
    "let g l = List.rev @@ List.map (fun v -> v * 2) l",
    "let () = List.iter print_int (f [1; 2; 3]); List.iter print_int (g [4])",
  ], "O1");

  it("sees each call of a pipeline with all its arguments", () => {
    expect(report).toMatch(/call to map: /);
    expect(report).toMatch(/call to find_all: /);
    expect(report).not.toMatch(/the call passes 1 argument to a function of 2/);
  });
});

describe("-dtimings' breakdown of a round", () => {
  it("counts a search made inside another search as the outer one's", () => {
    let t = 0;
    const clock = new SearchClock(() => t);
    clock.time("speculation", () => {
      t += 5;
      clock.time("specialisation", () => {
        t += 3;
      });
    });
    clock.time("specialisation", () => {
      t += 2;
    });
    expect({ speculation: clock.speculationMs, specialisation: clock.specialisationMs }).toEqual({ speculation: 8, specialisation: 2 });
  });

  it("gives one timing per round when a clock is given, none otherwise", () => {
    const unit = parseUnit(program);
    const options = defaultSimplifyOptions("O3");
    let t = 0;
    const timed = simplifyUnit(unit, options, { clock: () => t++ });
    expect(timed.timings.map((r) => r.round)).toEqual([0, 1, 2]);
    for (const r of timed.timings) expect(r.ms).toBeGreaterThanOrEqual(r.speculationMs + r.specialisationMs);
    expect(simplifyUnit(parseUnit(program), options).timings).toEqual([]);
  });
});
