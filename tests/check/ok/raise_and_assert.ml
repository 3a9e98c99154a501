let checked_div a b =
  assert (b <> 0);
  a / b
let never () = assert false
let fail_with msg = failwith ("error: " ^ msg)
let invalid n = if n < 0 then invalid_arg "negative" else n
let raise_not_found () : int = raise Not_found
let first = function x :: _ -> x | [] -> raise (Invalid_argument "first")
let check_all l = List.iter (fun x -> assert (x >= 0)) l
let raise_notrace_exit () = raise_notrace Exit
