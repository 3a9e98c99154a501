(* OCaml names that are JavaScript's own: object properties every object has, reserved words,
   globals. None may change what the program does. *)
type r = { constructor : int; __proto__ : string; toString : int -> int; valueOf : float;
           hasOwnProperty : bool; prototype : int list; length : int; t : int; _0 : string }

type v = Constructor of int | Proto of string * int | Length | ToString of r

let constructor = 1
let __proto__ = "proto"
let toString x = x + 1
let valueOf = 2.5
let hasOwnProperty = true
let prototype = [1; 2]
let arguments = 3
let eval = 4
let undefined = 5
let yield = 6
let await = 7
let static = 8
let var = 9
let delete = 10
let typeof = 11
let void = 12
let this = 13
let super = 14
let enum = 15
let implements = 16
let null = 17
let _NaN = 18
let _Infinity = 19
let r = 20
let _R = 21
let globalThis = 22
let window = 23
let process = 24
let require = 25
let module' = 26
let exports = 27
let length = 28
let t = 29
let _0 = 30

module Object = struct
  let create x = x * 2
  let keys = [ "a"; "b" ]
  let constructor = "module field"
  let __proto__ = 99
  let toString () = "Object.toString"
end

module Array = struct
  let isArray _ = false
  let prototype = 3
end

let record = { constructor; __proto__; toString; valueOf; hasOwnProperty; prototype; length; t; _0 = "zero" }

let describe = function
  | Constructor n -> Printf.sprintf "Constructor %d" n
  | Proto (s, n) -> Printf.sprintf "Proto (%s, %d)" s n
  | Length -> "Length"
  | ToString r -> Printf.sprintf "ToString {constructor = %d}" r.constructor

let () =
  Printf.printf "%d %s %d %g %b %d %d %d\n" record.constructor record.__proto__ (record.toString 41) record.valueOf
    record.hasOwnProperty (List.length record.prototype) record.length record.t;
  print_endline record._0;
  let copy = { record with __proto__ = "changed"; constructor = 0 } in
  Printf.printf "%s %d %s\n" copy.__proto__ copy.constructor record.__proto__;
  List.iter (fun v -> print_endline (describe v)) [ Constructor 1; Proto ("p", 2); Length; ToString record ];
  Printf.printf "%d\n" (arguments + eval + undefined + yield + await + static + var + delete + typeof + void + this + super + enum + implements + null);
  Printf.printf "%d %d %d %d %d %d %d %d %d\n" _NaN _Infinity r _R globalThis window process require module';
  Printf.printf "%d %d %d\n" exports length (t + _0);
  Printf.printf "%d %s %s %d %s\n" (Object.create 21) (String.concat "," Object.keys) Object.constructor Object.__proto__ (Object.toString ());
  Printf.printf "%b %d\n" (Array.isArray [||]) Array.prototype;
  Printf.printf "%b %b\n" (record.prototype = copy.prototype) (compare (Proto ("a", 1)) (Constructor 2) > 0);
  let h = Hashtbl.create 4 in
  Hashtbl.replace h "constructor" 1;
  Hashtbl.replace h "__proto__" 2;
  Hashtbl.replace h "toString" 3;
  Printf.printf "%d %d %d\n" (Hashtbl.find h "constructor") (Hashtbl.find h "__proto__") (Hashtbl.find h "toString")
