// Hand-written IR terms covering every construct of the text form, shared by the round-trip and
// checker tests.
export const sampleUnits: Record<string, string> = {
  arithmetic: `
unit Arith $camlArith -> k_ret / k_exn =
let x = %add_int 1 2 in
let y = %sub_int x -3 in
let (u : naked_immediate) = %untag_imm y in
let (v : naked_immediate) = %mul_imm u #7 in
let w = %tag_imm v in
let (a : naked_int32) = %add_i32 5l -7l in
let (b : naked_int64) = %mul_i64 5L -9223372036854775808L in
let (c : naked_nativeint) = %xor_nat 3n 1n in
let (f : naked_float) = %add_float 1.5 -0. in
let (g : naked_float) = %div_float nan inf in
let (h : naked_float) = %sub_float -inf 1e+21 in
let cmp = %lt_int x y in
let ucmp = %ult_int x y in
let fcmp = %compare_float f g in
let s = %lsl_int x 2 in
let (s2 : naked_int64) = %asr_i64 b #3 in
let n = %neg_int x in
let (nf : naked_float) = %neg_float f in
let (af : naked_float) = %abs_float nf in
let not_b = %not cmp in
let (conv : naked_float) = %conv_int_float x in
let conv2 = %conv_float_int af in
let (conv3 : naked_int64) = %conv_i32_i64 a in
let bf = %box_float f in
let (uf : naked_float) = %unbox_float bf in
let bi = %box_i64 b in
let (ui : naked_int64) = %unbox_i64 bi in
let m = %make_block[0] x y w in
let r = %make_block[0 mutable] x in
let im = %make_block[3 kinds=imm,any immutable_unique] x m in
let fl = %make_block[floats] f g in
let p0 = %block_load[0 tag=0 size=3] m in
let p1 = %block_load[0 tag=0 size=1 imm mutable] r in
let (p2 : naked_float) = %block_load[1 floats size=2] fl in
let set = %block_set[0 tag=0 size=1 imm] r 5 in
let seti = %block_set[1 floats init] fl 2.5 in
let arr = %make_array[values] x y in
let farr = %make_array[floats immutable] f g in
let len = %array_length arr in
let e0 = %array_load[generic] arr 0 in
let (e1 : naked_float) = %array_load[floats immutable] farr 1 in
let st = %array_set[immediates] arr 0 1 in
let isi = %is_int m in
let tag = %get_tag m in
let eq = %phys_eq m r in
let ne = %phys_ne m r in
let op = %opaque m in
let (o : naked_float) = %optimised_out[naked_float] in
let bytes = %bytes_of_string $str in
let str = %string_of_bytes bytes in
let sl = %string_length str in
let bl = %bytes_length bytes in
let ch = %string_load[8] str 0 in
let (w32 : naked_int32) = %bytes_load[32] bytes 0 in
let bs = %bytes_set[64] bytes 0 b in
let z = x in
apply_cont k_ret 0
`,
  continuations: `
unit Conts $camlConts -> k_ret / k_exn =
let_cont k1 (z, w : naked_float) =
  apply_cont k_ret z
in
let_cont k0 () =
  apply_cont k1 1 2.
in
let_cont rec loop (i, acc) =
  let c = %lt_int i 10 in
  switch c { 0 -> done acc | 1 -> body i acc }
and body (j, a) =
  let i2 = %add_int j 1 in
  let acc2 = %add_int a j in
  apply_cont loop i2 acc2
and done (r) =
  apply_cont k_ret r
in
switch 3 {
| 0 -> k0
| 1 -> k1 5 6.
| 2 -> loop 0 0
| 3 -> k1 7 8.
| 4 -> k1 9 10.
| 5 -> k1 11 12.
| 6 -> k1 13 14.
| 7 -> k1 15 16.
| 8 -> k1 17 18.
}
`,
  exceptions: `
unit Exn $camlExn -> k_ret / k_exn =
let_cont exn handler (e) =
  apply_cont k_ret 1
in
let_cont after (r) =
  apply_cont k_ret r
in
let_cont body () =
  let_cont after_call (v) =
    apply_cont after v [pop handler]
  in
  ccall caml_failwith $msg -> after_call / handler @loc("a.ml", 3, 4, 40, 3, 20, 56)
in
let_cont raise_it () =
  apply_cont k_exn $exn [pop k_exn reraise]
in
let_cont raise2 () =
  apply_cont k_exn $exn [pop k_exn notrace]
in
let_cont raise3 () =
  apply_cont k_exn $exn [pop k_exn regular]
in
apply_cont body [push handler]
`,
  closures: `
unit Clos $camlClos -> k_ret / k_exn =
let_symbol code code_f (n, m : naked_float) my_closure c -> kr / ke : value rec inline(always) specialise(never) functor unroll(3) local(never) stub name("f") @loc("f.ml", 1, 4, 4, 1, 30, 30) =
  let x = %project_value_slot[f_slot x_slot] c in
  let (y : naked_float) = %project_value_slot[f_slot y_slot naked_float] c in
  let g = %project_function_slot[f_slot g_slot] c in
  apply direct(code_g, g_slot) g n -> kr / ke inlined(always)
and code code_g (n) my_closure c2 -> kr2 / ke2 : (value, naked_float) inline(hint) @ghost("", 0, 0, 0, 0, 0, 0) =
  apply_cont kr2 n 1.
and code code_h () my_closure c3 -> kr3 / ke3 : () size(99) =
  invalid "never called"
in
let f, g = closures { f_slot = code_f; g_slot = code_g } env { x_slot = 1; (y_slot : naked_float) = 2.5 } in
let h = closures { h_slot = code_h } in
let_cont k1 (r) =
  let_cont k2 (r2, r3 : naked_float) =
    let_cont k3 () =
      apply known(value -> value) f 1 -> k4 / k_exn inlined(never)
    in
    apply_cont k3
  in
  apply known(value -> value, naked_float) g r -> k2 / k_exn inlined(unroll 2)
in
let_cont k4 (r) =
  ccall caml_sqrt_float(naked_float -> naked_float) 2. -> k5 / k_exn
in
let_cont k5 (s : naked_float) =
  ccall caml_noreturn( -> ) -> never / k_exn
in
apply f 1 2. -> k1 / k_exn
`,
  statics: `
unit Stat $camlStat -> k_ret / k_exn =
let_symbol $s1 = block 0 (1, $s2, 2)
and $s2 = block 1 mutable ()
and $s3 = block 2 immutable_unique ($s1)
and $fl = boxed_float 1.5
and $i32 = boxed_int32 -5l
and $i64 = boxed_int64 123456789012345L
and $nat = boxed_nativeint 7n
and $fa = float_array (1., -2.5, nan)
and $fa0 = float_array ()
and $ea = empty_array
and $str = string "hello \\"world\\"\\n\\t\\000\\255"
and $bytes = mutable_string "abc"
in
let_symbol code code_f (x) my_closure c -> kr / ke : value =
  apply_cont kr x
in
let_symbol $fs, $gs = closures { f_slot = code_f; g_slot = code_f } env { v_slot = $s1 }
in
let v = %add_int 1 2 in
let_symbol $camlStat = block 0 (v, $fs)
in
apply_cont k_ret 0
`,
};
