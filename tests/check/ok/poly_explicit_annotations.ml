(* Explicit polymorphic annotations and polymorphic record fields. *)
type poly_fn = { f : 'a. 'a -> 'a list }
let singleton = { f = (fun x -> [x]) }
let both = (singleton.f 1, singleton.f "a")
let rec length : 'a. 'a list -> int = function [] -> 0 | _ :: t -> 1 + length t
type 'a nested = Flat of 'a | Nest of 'a list nested
let rec depth : 'a. 'a nested -> int = function Flat _ -> 0 | Nest n -> 1 + depth n
let d = depth (Nest (Nest (Flat [[1]])))
type mapper = { map : 'a 'b. ('a -> 'b) -> 'a list -> 'b list }
let m = { map = List.map }
let used = (m.map succ [1], m.map string_of_int [2])
