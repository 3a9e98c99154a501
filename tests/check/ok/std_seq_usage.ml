let rec naturals n () = Seq.Cons (n, naturals (n + 1))
let first n s =
  let rec go n s acc = if n = 0 then List.rev acc else match s () with
    | Seq.Nil -> List.rev acc
    | Seq.Cons (x, s') -> go (n - 1) s' (x :: acc) in
  go n s []
let evens = Seq.filter (fun x -> x mod 2 = 0) (naturals 0)
let squares = Seq.map (fun x -> x * x) evens
let l = first 5 squares
let total = Seq.fold_left ( + ) 0 (List.to_seq [1; 2; 3])
let from_string = String.to_seq "abc" |> List.of_seq
let flat = Seq.flat_map (fun x -> List.to_seq [x; x]) (List.to_seq [1; 2]) |> List.of_seq
let unfolded = Seq.unfold (fun n -> if n > 3 then None else Some (n, n + 1)) 0 |> List.of_seq
let e : int Seq.t = Seq.empty
let r = Seq.return 1
