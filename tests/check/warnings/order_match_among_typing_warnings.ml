(* ocamlc checks each match when it has typed it: its warnings come after those found inside
   it and before those of what follows, wherever the typer finds them. *)
let f x = match x with 0 -> 1
let g () = (fun x -> x) 1; 2

let h l =
  let k = function [] -> 0 in
  ignore (k l) ; (fun y -> y) 3; match l with [] -> 1 | [] -> 2 | _ -> 3

let i o =
  match o with
  | Some x -> (match x with true -> 1); (fun z -> z) 4
  | None -> 0 | None -> 1

let j ?(opt = 1) (a, 0) = a + opt

let rec m (Some v) = v

let n p = try p () with Not_found -> 0 | Not_found -> 1
let () = ignore (fun s -> s) ; ignore (n (fun () -> 2))
let (a, 1) = (1, ((fun x -> x) 1 ; 1))
