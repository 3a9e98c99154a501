// Stubs in js_of_ocaml's form, for stubs.ml.

//Provides: stub_state
var stub_state = { calls: 0 };

//Provides: stub_add
//Requires: stub_count
function stub_add(a, b) { stub_count(); return a + b; }

//Provides: stub_count
//Requires: stub_state
function stub_count() { stub_state.calls++; }

//Provides: stub_calls const
//Requires: stub_state
function stub_calls(_unit) { return stub_state.calls; }

//Provides: stub_greet
//Requires: caml_string_of_jsbytes, caml_jsbytes_of_string
function stub_greet(s) { return caml_string_of_jsbytes("Hello, " + caml_jsbytes_of_string(s) + "!"); }

//Provides: stub_version
//Version: < 4.08
function stub_version(_unit) { return 407; }

//Provides: stub_version
//Version: >= 4.08, < 6.0
function stub_version(_unit) { return 408; }

//Provides: stub_string_mode
//If: !js-string
function stub_string_mode(_unit) { return 0; }

//Provides: stub_string_mode
//If: js-string
function stub_string_mode(_unit) { return 1; }

//Provides: stub_weak
//Weakdef
function stub_weak(_unit) { return 1; }

//Provides: stub_weak
function stub_weak(_unit) { return 2; }

//Provides: stub_first
function stub_first(_unit) { return 1; }

//Provides: stub_first
function stub_first(_unit) { return 2; }

//Always
globalThis.stub_always_flag = 7;

//Provides: stub_read_flag
function stub_read_flag(_unit) { return globalThis.stub_always_flag | 0; }

//Provides: stub_fail
//Requires: caml_failwith, caml_string_of_jsbytes
function stub_fail(s) { caml_failwith(caml_string_of_jsbytes("stub says: " + s)); }

//Provides: stub_throw
function stub_throw(_unit) { throw new Error("thrown by a stub"); }

//Provides: stub_apply
//Requires: caml_call_gen
function stub_apply(f, x) { return caml_call_gen(f, [x]); }

//Provides: stub_catch
//Requires: caml_call_gen
function stub_catch(f) {
  try { caml_call_gen(f, [0]); return 0; }
  catch (e) { return e; }
}

//Provides: stub_is_ocaml_exn
function stub_is_ocaml_exn(e) { return (e !== null && typeof e === "object" && !(e instanceof Error)) ? 1 : 0; }

//Provides: stub_sum_array
function stub_sum_array(a) { var s = 0; for (var i = 1; i < a.length; i++) s += a[i]; return s; }
