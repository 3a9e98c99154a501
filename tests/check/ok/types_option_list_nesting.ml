let a : int option list = [Some 1; None]
let b : (string * int list) option = Some ("x", [1])
let c : (int -> int) list = [succ; pred]
let d : int array list array = [| [ [| 1 |] ] |]
let e : (unit -> unit) option ref = ref None
let f : ((int * int) -> bool) = fun (x, y) -> x = y
let g : 'a list -> 'a option = function [] -> None | x :: _ -> Some x
let h : int list list -> int = List.fold_left (fun acc l -> acc + List.length l) 0
