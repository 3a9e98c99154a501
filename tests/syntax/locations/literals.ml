let ints = [0; 42; 1_000; 0x1F; 0XfF; 0o17; 0O7; 0b1010; 0B1; 12l; 13L; 14n; 0x10L; -5; - 6; -0x7]
let floats = [1.; 1.5; 1e10; 1.5e-3; 2E+4; 1_0.2_5; 0x1.8p3; 0x1p-2; 0x1P+2; -1.5; - 2.5; -.3.5]
let chars = ['a'; '\n'; '\t'; '\\'; '\''; '"'; '\065'; '\x41'; '\o101'; '\r'; '\b'; '\ '; ' ']
let strings = ["plain"; "tab\there"; "nl\n"; "quote\"q"; "back\\slash"; "\065\x42\o103"; "\u{41}\u{e9}\u{20AC}\u{1F600}"]
let more = ["line \
             continued"; "crlf-free \
  again"; "unknown \q \z kept"; "é raw bytes"; {|quoted "raw" \n|}; {abc|with |} inside|abc}]
let ops = (a +! b, a |> b, a @@ b, a ** b, a != b, ~-a, ~-.a, !a, a ^^ b, a %% b, a && b, a || b)
let comments = 1 (* a (* nested *) "*)" {|*)|} '"' *) + 2
let labels = f ~a ~b:1 ?c ?d:(Some 2)
