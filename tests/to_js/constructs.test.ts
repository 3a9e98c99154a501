// Each construct of the back end, on IR written in the text syntax, emitted and run by node:
// what it prints must be what the IR interpreter (the semantic reference) prints for the same
// units. Programs also check the properties the back end promises: tail calls in constant stack
// (a 10-million-iteration self tail call, mutual recursion to a million, 16 and 32 arguments),
// 100,000-deep non-tail recursion, a catchable Stack_overflow after which the program goes on.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkUnit, parseUnit } from "../../src/flambda/index.js";
import { interpretToText } from "../../src/interp/index.js";
import { ensureRuntimeBundle, runJs } from "./support.js";

ensureRuntimeBundle();
const { emitProgram } = await import("../../src/to_js/index.js");

const io = parseUnit(readFileSync(join(import.meta.dirname, "..", "interp", "programs", "io.fl"), "latin1"), "io.fl");

/** Prints `v` and a newline, then continues at `next`. */
function print(v: string, next: string, id: string): string {
  return `let_cont ${id}_p1 (${id}_u1) =
  let_cont ${id}_p2 (${id}_u2) = ${next} in
  apply $print_string $nl -> ${id}_p2 / k_exn
in
apply $print_int ${v} -> ${id}_p1 / k_exn`;
}

const programs: Record<string, string> = {
  mutual_recursion_static: `unit Evenodd $camlEvenodd -> k_ret / k_exn =
let_symbol
  code even_code (n) my_closure ec -> er / ee : value rec =
    let z = %eq_int n 0 in
    let_cont even_more () =
      let n1 = %sub_int n 1 in
      apply direct(odd_code, odd_slot) $odd n1 -> er / ee
    in
    switch z { 0 -> even_more | 1 -> er 1 }
  and code odd_code (m) my_closure oc -> o_r / oe : value rec =
    let z2 = %eq_int m 0 in
    let_cont odd_more () =
      let m1 = %sub_int m 1 in
      apply direct(even_code, even_slot) $even m1 -> o_r / oe
    in
    switch z2 { 0 -> odd_more | 1 -> o_r 0 }
  and $even, $odd = closures { even_slot = even_code; odd_slot = odd_code }
  and $nl = string "\\n"
  and $camlEvenodd = block 0 ($even, $odd)
in
let_cont got (v) =
${print("v", "apply_cont k_ret 0", "a")}
in
apply direct(even_code, even_slot) $even 1000001 -> got / k_exn`,

  mutual_recursion_closures: `unit Evenodd2 $camlEvenodd2 -> k_ret / k_exn =
let_symbol
  code even_code (n) my_closure ec -> er / ee : value rec =
    let one = %project_value_slot[even_slot one_slot] ec in
    let odd = %project_function_slot[even_slot odd_slot] ec in
    let z = %eq_int n 0 in
    let_cont even_more () =
      let n1 = %sub_int n one in
      apply direct(odd_code, odd_slot) odd n1 -> er / ee
    in
    switch z { 0 -> even_more | 1 -> er 1 }
  and code odd_code (m) my_closure oc -> o_r / oe : value rec =
    let one2 = %project_value_slot[odd_slot one_slot] oc in
    let even = %project_function_slot[odd_slot even_slot] oc in
    let z2 = %eq_int m 0 in
    let_cont odd_more () =
      let m1 = %sub_int m one2 in
      apply direct(even_code, even_slot) even m1 -> o_r / oe
    in
    switch z2 { 0 -> odd_more | 1 -> o_r 0 }
  and $nl = string "\\n"
in
let o = %opaque 1 in
let ev, od = closures { even_slot = even_code; odd_slot = odd_code } env { one_slot = o } in
let_symbol $camlEvenodd2 = block 0 (ev) in
let_cont got (v) =
${print("v", "apply_cont k_ret 0", "a")}
in
apply direct(odd_code, odd_slot) od 1000000 -> got / k_exn`,

  self_tail_call_10_million: `unit Loop $camlLoop -> k_ret / k_exn =
let_symbol
  code loop_code (i, acc) my_closure self -> r / e : value rec =
    let_cont again () =
      let i1 = %sub_int i 1 in
      let acc1 = %add_int acc 3 in
      apply direct(loop_code, loop_slot) self i1 acc1 -> r / e
    in
    let z = %eq_int i 0 in
    switch z { 0 -> again | 1 -> r acc }
  and $loop = closures { loop_slot = loop_code }
  and $nl = string "\\n"
  and $camlLoop = block 0 ($loop)
in
let_cont got (v) =
${print("v", "apply_cont k_ret 0", "a")}
in
apply direct(loop_code, loop_slot) $loop 10000000 0 -> got / k_exn`,

  deep_recursion_100000: `unit Deep $camlDeep -> k_ret / k_exn =
let_symbol
  code sum_code (n) my_closure sc -> sr / se : value rec =
    let z = %eq_int n 0 in
    let_cont down () =
      let n1 = %sub_int n 1 in
      let_cont back (r) =
        let s = %add_int r 2 in
        apply_cont sr s
      in
      apply direct(sum_code, sum_slot) $sum n1 -> back / se
    in
    switch z { 0 -> down | 1 -> sr 0 }
  and $sum = closures { sum_slot = sum_code }
  and $nl = string "\\n"
  and $camlDeep = block 0 ($sum)
in
let_cont got (v) =
${print("v", "apply_cont k_ret 0", "a")}
in
apply direct(sum_code, sum_slot) $sum 100000 -> got / k_exn`,

  stack_overflow_caught: `unit Overflow $camlOverflow -> k_ret / k_exn =
let_symbol
  code inf_code (n) my_closure ic -> ir / ie : value rec =
    let n1 = %add_int n 1 in
    let_cont back (r) =
      let s = %add_int r 1 in
      apply_cont ir s
    in
    apply direct(inf_code, inf_slot) $inf n1 -> back / ie
  and code sum_code (m) my_closure sc -> sr / se : value rec =
    let z = %eq_int m 0 in
    let_cont down () =
      let m1 = %sub_int m 1 in
      let_cont back2 (r2) =
        let s2 = %add_int r2 1 in
        apply_cont sr s2
      in
      apply direct(sum_code, sum_slot) $sum m1 -> back2 / se
    in
    switch z { 0 -> down | 1 -> sr 0 }
  and $inf = closures { inf_slot = inf_code }
  and $sum = closures { sum_slot = sum_code }
  and $nl = string "\\n"
  and $camlOverflow = block 0 ($inf, $sum)
in
let_cont after (v) =
  let_cont again (w) =
${print("w", "apply_cont k_ret 0", "b")}
  in
${print("v", "apply direct(sum_code, sum_slot) $sum 50000 -> again / k_exn", "a")}
in
let_cont exn handler (e) =
  let is = %phys_eq e $caml_exn_Stack_overflow in
  switch is { 0 -> after 0 | 1 -> after 7 }
in
let_cont after_pop (rp) = apply_cont after rp [pop handler] in
let_cont body_k () = apply direct(inf_code, inf_slot) $inf 0 -> after_pop / handler in
apply_cont body_k [push handler]`,

  loops_joins_and_closures: `unit Ctl $camlCtl -> k_ret / k_exn =
let_symbol
  code get_code (u) my_closure gc -> gr / ge : value =
    let iv = %project_value_slot[get_slot i_slot] gc in
    apply_cont gr iv
  and $nl = string "\\n"
  and $camlCtl = block 0 ()
in
let_cont joined (j) =
  let_cont res (r) =
${print("r", "apply_cont k_ret 0", "b")}
  in
  let_cont rec loop (i, acc) =
    let c = %lt_int i 5 in
    let_cont body () =
      let g = closures { get_slot = get_code } env { i_slot = i } in
      let acc1 = %make_block[0] (g, acc) in
      let i1 = %add_int i 1 in
      apply_cont loop i1 acc1
    in
    switch c { 0 -> walk acc j | 1 -> body }
  and walk (l, s) =
    let e = %is_int l in
    let_cont cons () =
      let g2 = %block_load[0] l in
      let tl = %block_load[1] l in
      let_cont gotv (xg) =
        let s1 = %mul_int s 10 in
        let s2 = %add_int s1 xg in
        apply_cont walk tl s2
      in
      apply known(value -> value) g2 0 -> gotv / k_exn
    in
    switch e { 0 -> cons | 1 -> res s }
  in
  apply_cont loop 0 0
in
let_cont join (r0) =
  let r1 = %add_int r0 1 in
  apply_cont joined r1
in
let x = %opaque 2 in
switch x { 0 -> join 100 | 1 -> join 200 | 2 -> join 300 }`,

  unknown_partial_and_over_application: `unit Calls $camlCalls -> k_ret / k_exn =
let_symbol
  code add_code (a, b) my_closure ac -> ar / ae : value =
    let s = %add_int a b in
    apply_cont ar s
  and code adder_code (y) my_closure adc -> adr / ade : value =
    let xv = %project_value_slot[adder_slot x_slot] adc in
    let s2 = %mul_int xv y in
    apply_cont adr s2
  and code mk_code (x) my_closure mc -> mr / me : value =
    let f = closures { adder_slot = adder_code } env { x_slot = x } in
    apply_cont mr f
  and $add = closures { add_slot = add_code }
  and $mk = closures { mk_slot = mk_code }
  and $nl = string "\\n"
  and $camlCalls = block 0 ($add, $mk)
in
let_cont gotp (p) =
  let_cont r1 (v1) =
    let_cont r2 (v2) =
      let_cont r3 (v3) =
${print("v3", "apply_cont k_ret 0", "c")}
      in
${print("v2", "apply $add 5 6 -> r3 / k_exn", "b")}
    in
${print("v1", "apply $mk 10 20 -> r2 / k_exn", "a")}
  in
  apply p 4 -> r1 / k_exn
in
apply $add 3 -> gotp / k_exn`,

  polymorphic_comparisons: `unit Cmp $camlCmp -> k_ret / k_exn =
let_symbol
  $nl = string "\\n"
  and $b1 = block 0 (1, 2)
  and $b2 = block 0 (1, 3)
  and $camlCmp = block 0 ()
in
let x = %opaque 3 in
let y = %opaque 5 in
let b = %opaque $b2 in
let_cont d (r4) =
${print("r4", "apply_cont k_ret 0", "d")}
in
let_cont c (r3) =
${print("r3", "ccall caml_notequal $b1 b -> d / k_exn", "c")}
in
let_cont bb (r2) =
${print("r2", "ccall caml_lessthan y x -> c / k_exn", "b")}
in
let_cont a (r1) =
${print("r1", "ccall caml_compare $b1 b -> bb / k_exn", "a")}
in
ccall caml_compare x y -> a / k_exn`,
};

/** A self tail call with `n` arguments (the counter and n-1 values rotated at each call). */
function manyArguments(n: number): string {
  const as = Array.from({ length: n - 1 }, (_, i) => `a${i + 1}`);
  const rotated = [...as.slice(1), as[0]!];
  let sum = "";
  as.forEach((a, i) => {
    sum += `    let t${i + 1} = %mul_int ${a} ${i + 1} in\n    let s${i + 1} = %add_int ${i === 0 ? "0" : `s${i}`} t${i + 1} in\n`;
  });
  return `unit Args${n} $camlArgs${n} -> k_ret / k_exn =
let_symbol
  code f_code (n, ${as.join(", ")}) my_closure fc -> fr / fe : value rec =
    let z = %eq_int n 0 in
    let_cont more () =
      let n1 = %sub_int n 1 in
      apply direct(f_code, f_slot) $f n1 ${rotated.join(" ")} -> fr / fe
    in
    let_cont finished () =
${sum}    apply_cont fr s${n - 1}
    in
    switch z { 0 -> more | 1 -> finished }
  and $f = closures { f_slot = f_code }
  and $nl = string "\\n"
  and $camlArgs${n} = block 0 ($f)
in
let_cont got (v) =
${print("v", "apply_cont k_ret 0", "a")}
in
apply direct(f_code, f_slot) $f 1000003 ${as.map((_, i) => String(i + 1)).join(" ")} -> got / k_exn`;
}
programs["tail_call_16_arguments"] = manyArguments(16);
programs["tail_call_32_arguments"] = manyArguments(32);

describe("back end constructs, checked against the IR interpreter", () => {
  for (const [name, text] of Object.entries(programs)) {
    it(name, () => {
      const unit = parseUnit(text, `${name}.fl`);
      expect(checkUnit(unit)).toEqual([]);
      const reference = interpretToText([io, unit], { maxDepth: 200_000 });
      expect(reference.exitCode).toBe(0);
      const { js } = emitProgram([io, unit], { sourceMap: false });
      expect(runJs(js)).toEqual(reference);
    });
  }

  it("leaves a try region for code written inside it: a later raise does not reach the popped handler", () => {
    const unit = parseUnit(
      `unit Pops $camlPops -> k_ret / k_exn =
let_symbol $nl = string "\\n" and $camlPops = block 0 () in
let_cont exn h (e) =
  let_cont hd (u) = apply_cont k_ret 0 in
  apply $print_int 1 -> hd / k_exn
in
let_cont body () =
  let_cont after (v) =
    let_cont printed (u2) = apply_cont k_exn $caml_exn_Not_found [pop k_exn regular] in
    apply $print_int v -> printed / k_exn
  in
  apply_cont after 5 [pop h]
in
apply_cont body [push h]`,
      "pops.fl",
    );
    expect(checkUnit(unit)).toEqual([]);
    const reference = interpretToText([io, unit]);
    expect(reference).toEqual({ stdout: "5", stderr: "Fatal error: exception Not_found\n", exitCode: 2 });
    expect(runJs(emitProgram([io, unit], { sourceMap: false }).js)).toEqual(reference);
  });

  it("tests an unknown function's arity where it is called, calling it directly when it matches", () => {
    // The exact call (apply $add 5 6), a partial application's closure called (apply p 4, no
    // arity of its own) and an over-application (apply $mk 10 20) each test the arity at the
    // call and go through the runtime only when it differs; what they print is checked above.
    const { js } = emitProgram([io, parseUnit(programs["unknown_partial_and_over_application"]!, "calls.fl")], { sourceMap: false });
    expect(js).toMatch(/\(([\w$.]+)\.l === 2 \? \1\(5, 6\) : R\.caml_call2\(\1, 5, 6\)\)/);
    expect(js).toMatch(/\(([\w$]+)\.l === 1 \? \1\(4\) : R\.caml_call1\(\1, 4\)\)/);
    expect(js).toMatch(/\(([\w$.]+)\.l === 2 \? \1\(10, 20\) : R\.caml_call2\(\1, 10, 20\)\)/);
  });

  it("decides a polymorphic comparison of two numbers where it is made, and calls the runtime otherwise", () => {
    const { js } = emitProgram([io, parseUnit(programs["polymorphic_comparisons"]!, "cmp.fl")], { sourceMap: false });
    expect(js).toMatch(/typeof (\w+) === "number" && typeof (\w+) === "number" \? \(\1 < \2 \? -1 : \1 > \2 \? 1 : \1 === \2 \? 0 : R\.caml_compare\(\1, \2\)\) : R\.caml_compare\(\1, \2\)/);
    expect(js).toMatch(/typeof (\w+) === "number" && typeof (\w+) === "number" \? \(\1 < \2 \? 1 : 0\) : R\.caml_lessthan\(\1, \2\)/);
  });

  it("writes a recursive continuation as a loop, a shared one as a labelled block, tail calls as jumps", () => {
    const { js } = emitProgram([io, parseUnit(programs["loops_joins_and_closures"]!, "a.fl")], { sourceMap: false });
    expect(js).toMatch(/loop: while \(true\) \{/);
    expect(js).toMatch(/join: \{/);
    expect(js).toMatch(/break join;/);
    const mutual = emitProgram([io, parseUnit(programs["mutual_recursion_static"]!, "b.fl")], { sourceMap: false }).js;
    expect(mutual).toMatch(/tailcall: while \(true\) \{\s*switch \(which\)/);
    expect(mutual).not.toMatch(/function \(\) \{/);
  });
});
