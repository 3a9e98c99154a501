let longfunction a b c d e f g h = a + b + c + d + e + f + g + h + String.length "aaaaaaaaaaaaaaaaaa"
let hof (f : int -> string -> float -> char -> bool -> unit -> int list) (g : (int * int) list -> (string * string) list) = (f, g)
let h = Hashtbl.create 16
let opt_fun ?(a = 0) ?b ~c d = ignore (a, b, c, d)
type 'a with_fun = { run : 'a -> 'a; name : string; many : ('a, string) Hashtbl.t; }
let arr = [| [ Some (1, "a") ] |]
