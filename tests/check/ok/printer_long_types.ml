(* Long types are broken across lines by the signature printer. *)
let configure ~hostname ~port ~username ~password ?(timeout = 30.) ?(retries = 3) ?(verbose = false) () =
  (hostname ^ username ^ password, port + retries, timeout, verbose)
let nested_tuple = ((1, "one", 1.0, 'a'), ([1; 2], [| "x" |], Some (Some true)), (fun (x : int) (y : string) -> (y, x)))
type long_record = { first_field_name : string; second_field_name : int list; third_field_name : (string * float) option; fourth : bool }
let wrap f g h k x = k (h (g (f x)))
