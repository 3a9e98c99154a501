(* := and <- bind looser than arithmetic but tighter than ; and if. *)
let r = ref 0
let a = [| 0; 0 |]
let () = r := !r + 1; a.(0) <- !r * 2; a.(1) <- a.(0) + 1
let s = { contents = 0 }
let () = s.contents <- 1 + 2; r := 3 :: [] |> List.length
let set_if c = if c then r := 10; r := !r + 1
let t = (r := 5; !r)
let nested = let x = ref 1 in x := !x + 1; !x
