module Money : sig
  type t
  val of_cents : int -> t
  val of_string : string -> t option
  val add : t -> t -> t
  val to_string : t -> string
  val compare : t -> t -> int
end = struct
  type t = int
  let of_cents c = c
  let of_string s = match String.split_on_char '.' s with
    | [ d ] -> Option.map (fun d -> d * 100) (int_of_string_opt d)
    | [ d; c ] when String.length c = 2 -> (match int_of_string_opt d, int_of_string_opt c with Some d, Some c -> Some (d * 100 + c) | _ -> None)
    | _ -> None
  let add = ( + )
  let to_string t = Printf.sprintf "%d.%02d" (t / 100) (t mod 100)
  let compare = compare
end
let () =
  let prices = List.filter_map Money.of_string [ "3.50"; "10"; "abc"; "0.99"; "1.5" ] in
  let total = List.fold_left Money.add (Money.of_cents 0) prices in
  Printf.printf "%d prices, total %s\n" (List.length prices) (Money.to_string total);
  let sorted = List.sort Money.compare prices in
  print_endline (String.concat " " (List.map Money.to_string sorted))
