(* An existential packing a value with its printer. *)
type showable = Show : 'a * ('a -> string) -> showable
let show (Show (x, f)) = f x
let items = [Show (1, string_of_int); Show ("s", Fun.id); Show (2.5, string_of_float)]
let all = String.concat ", " (List.map show items)
type any_list = Any : 'a list -> any_list
let length (Any l) = List.length l
