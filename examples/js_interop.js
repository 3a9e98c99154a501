// JavaScript stubs for js_interop.ml, in js_of_ocaml's form: each function is marked with the
// primitive name it provides and what it requires (other stubs, or runtime functions).

//Provides: js_interop_word_count
//Requires: caml_jsstring_of_string
function js_interop_word_count(s) {
  // An OCaml string is a JavaScript string of bytes: decoded from UTF-8 into text first.
  var text = caml_jsstring_of_string(s).trim();
  return text === "" ? 0 : text.split(/\s+/).length;
}

//Provides: js_interop_shout
//Requires: caml_jsstring_of_string, caml_string_of_jsstring
function js_interop_shout(s) {
  return caml_string_of_jsstring(caml_jsstring_of_string(s).toUpperCase() + "!");
}

//Provides: js_interop_each
//Requires: caml_call_gen
function js_interop_each(f, n) {
  // Calls the OCaml function f on 1..n (an OCaml function is a JavaScript function of its arity).
  for (var i = 1; i <= n; i++) caml_call_gen(f, [i]);
  return 0;
}
