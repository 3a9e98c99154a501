let with_resource acquire release use =
  let r = acquire () in
  match use r with
  | v -> release r; v
  | exception e -> release r; raise e
let log = ref []
let result = with_resource (fun () -> log := "open" :: !log; 1) (fun _ -> log := "close" :: !log) (fun x -> x + 1)
let protected () = Fun.protect ~finally:(fun () -> log := "done" :: !log) (fun () -> 3)
exception Stop of string
let stop_at n = List.iter (fun x -> if x = n then raise (Stop (string_of_int x))) [1; 2; 3]
let msg = try stop_at 2; "none" with Stop s -> s
