(* A class function applied to more arguments than it has parameters. *)
class c = (fun x -> object method m = x + 0 end) 3 4
