(* Recursive-descent parser and evaluator for arithmetic. *)
type expr = Num of float | Bin of char * expr * expr | Neg of expr
let parse s =
  let pos = ref 0 in
  let peek () = if !pos < String.length s then Some s.[!pos] else None in
  let advance () = incr pos in
  let rec skip () = match peek () with Some ' ' -> advance (); skip () | _ -> () in
  let rec expr () = let l = term () in expr_rest l
  and expr_rest l = skip (); match peek () with
    | Some ('+' | '-' as op) -> advance (); expr_rest (Bin (op, l, term ()))
    | _ -> l
  and term () = let l = factor () in term_rest l
  and term_rest l = skip (); match peek () with
    | Some ('*' | '/' as op) -> advance (); term_rest (Bin (op, l, factor ()))
    | _ -> l
  and factor () = skip (); match peek () with
    | Some '-' -> advance (); Neg (factor ())
    | Some '(' -> advance (); let e = expr () in skip (); advance (); e
    | _ ->
      let start = !pos in
      while (match peek () with Some ('0' .. '9' | '.') -> true | _ -> false) do advance () done;
      Num (float_of_string (String.sub s start (!pos - start))) in
  expr ()
let rec eval = function
  | Num x -> x
  | Neg e -> -. eval e
  | Bin (op, a, b) -> let f = match op with '+' -> ( +. ) | '-' -> ( -. ) | '*' -> ( *. ) | _ -> ( /. ) in f (eval a) (eval b)
let v = eval (parse "2 * (3 + 4) - -1")
