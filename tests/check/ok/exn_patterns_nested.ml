(* Exception patterns nested inside or-patterns and with guards. *)
exception Retry of int
exception Give_up
let rec attempt n f =
  match f n with
  | v -> Some v
  | exception Retry k when k < 3 -> attempt (n + 1) f
  | exception (Retry _ | Give_up) -> None
let r = attempt 0 (fun n -> if n < 2 then raise (Retry n) else n * 10)
let classify e = match e with
  | Not_found | Exit -> "control"
  | Failure m | Invalid_argument m -> m
  | Sys_error _ -> "system"
  | Retry n when n > 0 -> "retry"
  | _ -> "other"
