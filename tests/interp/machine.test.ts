import { describe, expect, it } from "vitest";
import { parseUnit } from "../../src/flambda/index.js";
import { interpretToText, InterpreterError } from "../../src/interp/index.js";

const run = (text: string, externals: Record<string, (...args: any[]) => any> = {}) =>
  interpretToText([parseUnit(text)], { externals });

describe("IR interpreter machine", () => {
  it("passes interpreted closures to JavaScript as functions of their arity, and back", () => {
    let seenArity = -1;
    const r = run(
      `unit A $a -> k_ret / k_exn =
       let_symbol $a = block 0 () in
       let_symbol code inc (x) my_closure c -> r / e : value =
         let y = %add_int x 1 in apply_cont r y
       in
       let f = closures { inc_slot = inc } in
       let_cont got (v) = ccall record v -> k_ret / k_exn in
       ccall twice f 40 -> got / k_exn`,
      {
        twice: (f: (x: number) => number, x: number) => {
          seenArity = f.length;
          return f(f(x));
        },
        record: (v: number) => {
          expect(v).toBe(42);
          return 0;
        },
      },
    );
    expect(seenArity).toBe(1);
    expect(r.exitCode).toBe(0);
  });

  it("carries an OCaml exception raised in a callback through JavaScript to the C call's handler", () => {
    const r = run(
      `unit B $b -> k_ret / k_exn =
       let_symbol $b = block 0 () in
       let_symbol code boom (x) my_closure c -> r / e : value =
         apply_cont e $caml_exn_Not_found [pop e regular]
       in
       let f = closures { boom_slot = boom } in
       let_cont exn h (ex) =
         let nf = %phys_eq ex $caml_exn_Not_found in
         ccall report nf -> k_ret / k_exn
       in
       let_cont body () =
         let_cont ok (v) = apply_cont k_ret v [pop h] in
         ccall call1 f 0 -> ok / h
       in
       apply_cont body [push h]`,
      {
        call1: (f: (x: unknown) => unknown, x: unknown) => f(x),
        report: (nf: number) => {
          expect(nf).toBe(1);
          return 0;
        },
      },
    );
    expect(r).toEqual({ stdout: "", stderr: "", exitCode: 0 });
  });

  it("ends the run with the code given to exit", () => {
    const r = run(`unit C $c -> k_ret / k_exn =
      let_symbol $c = block 0 () in
      ccall caml_sys_exit 3 -> never / k_exn`);
    expect(r.exitCode).toBe(3);
  });

  it("reports an ill-formed term as an internal error", () => {
    expect(() => run(`unit D $d -> k_ret / k_exn = let x = %add_int y 1 in apply_cont k_ret x`)).toThrow(InterpreterError);
    expect(() => run(`unit E $e -> k_ret / k_exn = invalid "unreachable"`)).toThrow(/reached invalid code: unreachable/);
  });

  it("runs units in order, sharing symbols by name", () => {
    const seen: number[] = [];
    const a = parseUnit(`unit A $camlA -> ka / ea = let_symbol $camlA = block 0 (7) in apply_cont ka 0`);
    const b = parseUnit(`unit B $camlB -> kb / eb =
      let_symbol $camlB = block 0 () in
      let v = %block_load[0] $camlA in
      ccall see v -> kb / eb`);
    const r = interpretToText([a, b], { externals: { see: (v: number) => (seen.push(v), 0) } });
    expect(r.exitCode).toBe(0);
    expect(seen).toEqual([7]);
  });
});

describe("IR interpreter limits and input", () => {
  it("stops a run that exceeds its step budget", () => {
    const loop = parseUnit(`unit L $l -> k_ret / k_exn =
      let_symbol $l = block 0 () in
      let_cont rec forever (i) = let j = %add_int i 1 in apply_cont forever j in
      apply_cont forever 0`);
    expect(() => interpretToText([loop], { maxSteps: 10_000 })).toThrow(/more than 10000 steps/);
  });

  it("reads standard input from the given bytes", () => {
    const seen: number[] = [];
    const u = parseUnit(`unit I $i -> k_ret / k_exn =
      let_symbol $i = block 0 () in
      let_cont got_ch (ch) =
        let_cont c1 (a) =
          let_cont c2 (b) = ccall see a b -> k_ret / k_exn in
          ccall caml_ml_input_char ch -> c2 / k_exn
        in
        ccall caml_ml_input_char ch -> c1 / k_exn
      in
      ccall caml_ml_open_descriptor_in 0 -> got_ch / k_exn`);
    const r = interpretToText([u], { stdin: "\xffz", externals: { see: (a: number, b: number) => (seen.push(a, b), 0) } });
    expect(r.exitCode).toBe(0);
    expect(seen).toEqual([255, 122]);
  });
});

describe("IR interpreter runs are isolated", () => {
  it("does not call the exit hook a previous run registered", () => {
    const calls: string[] = [];
    const register = parseUnit(`unit R $r -> k_ret / k_exn =
      let_symbol $r = block 0 () and $name = string "Pervasives.do_at_exit" in
      let_symbol code hook (u) my_closure c -> hr / he : value = ccall note 1 -> hr / he in
      let f = closures { hook_slot = hook } in
      ccall caml_register_named_value $name f -> k_ret / k_exn`);
    const plain = parseUnit(`unit P $p -> k_ret / k_exn = let_symbol $p = block 0 () in apply_cont k_ret 0`);
    const externals = { note: (n: number) => (calls.push(`hook ${n}`), 0) };
    interpretToText([register], { externals });
    expect(calls).toEqual(["hook 1"]);
    interpretToText([plain], { externals });
    expect(calls).toEqual(["hook 1"]);
  });
});
