(* Combinators on functions. *)

external id : 'a -> 'a = "%identity"

let const c _ = c
let flip f x y = f y x
let negate p x = not (p x)

exception Finally_raised of exn

let () =
  Printexc.register_printer (function
    | Finally_raised e -> Some ("Fun.Finally_raised: " ^ Printexc.to_string e)
    | _ -> None)

(* [finally] runs whether [work] returns or raises; if [finally] itself
   raises, that is a bug of the caller, reported as Finally_raised. *)
let protect ~(finally : unit -> unit) work =
  let run_finally () =
    try finally () with e -> raise (Finally_raised e)
  in
  match work () with
  | result ->
      run_finally ();
      result
  | exception e ->
      run_finally ();
      raise e
