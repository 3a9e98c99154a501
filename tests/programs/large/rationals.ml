(* Exact rational arithmetic in a module with an abstract normalised representation:
   harmonic numbers, continued fractions of rationals and of sqrt 2 convergents, Egyptian
   fractions, the Stern-Brocot path, Farey sequences and solving a 3x3 linear system exactly. *)
module Q : sig
  type t
  val make : int -> int -> t
  val of_int : int -> t
  val num : t -> int
  val den : t -> int
  val add : t -> t -> t
  val sub : t -> t -> t
  val mul : t -> t -> t
  val div : t -> t -> t
  val compare : t -> t -> int
  val is_zero : t -> bool
  val to_string : t -> string
  val to_float : t -> float
end = struct
  type t = { n : int; d : int }
  let rec gcd a b = if b = 0 then abs a else gcd b (a mod b)
  let make n d =
    if d = 0 then raise Division_by_zero;
    let g = gcd n d in
    let s = if d < 0 then -1 else 1 in
    { n = s * n / g; d = s * d / g }
  let of_int n = { n; d = 1 }
  let num q = q.n
  let den q = q.d
  let add a b = make (a.n * b.d + b.n * a.d) (a.d * b.d)
  let sub a b = make (a.n * b.d - b.n * a.d) (a.d * b.d)
  let mul a b = make (a.n * b.n) (a.d * b.d)
  let div a b = make (a.n * b.d) (a.d * b.n)
  let compare a b = compare (a.n * b.d) (b.n * a.d)
  let is_zero a = a.n = 0
  let to_string a = if a.d = 1 then string_of_int a.n else Printf.sprintf "%d/%d" a.n a.d
  let to_float a = float_of_int a.n /. float_of_int a.d
end

let harmonic n = List.fold_left (fun acc k -> Q.add acc (Q.make 1 k)) (Q.of_int 0) (List.init n (fun i -> i + 1))

let continued_fraction q =
  let rec go n d acc = if d = 0 then List.rev acc else
      let a = if n >= 0 then n / d else (n - d + 1) / d in go d (n - a * d) (a :: acc) in
  go (Q.num q) (Q.den q) []

let of_continued l = match List.rev l with
  | [] -> Q.of_int 0
  | last :: rest -> List.fold_left (fun acc a -> Q.add (Q.of_int a) (Q.div (Q.of_int 1) acc)) (Q.of_int last) rest

let egyptian q =
  let rec go q acc =
    if Q.is_zero q then List.rev acc
    else let d = (Q.den q + Q.num q - 1) / Q.num q in go (Q.sub q (Q.make 1 d)) (d :: acc) in
  go q []

let stern_brocot q =
  let rec go ln ld rn rd acc steps =
    let mn = ln + rn and md = ld + rd in
    let m = Q.make mn md in
    let c = Q.compare q m in
    if c = 0 || steps > 40 then String.concat "" (List.rev acc)
    else if c < 0 then go ln ld mn md ("L" :: acc) (steps + 1)
    else go mn md rn rd ("R" :: acc) (steps + 1) in
  go 0 1 1 0 [] 0

let farey n =
  let l = ref [] in
  for d = 1 to n do for k = 0 to d do let q = Q.make k d in if not (List.exists (fun x -> Q.compare x q = 0) !l) then l := q :: !l done done;
  List.sort Q.compare !l

let solve3 m v =
  let a = Array.map (Array.map Q.of_int) m and b = Array.map Q.of_int v in
  for c = 0 to 2 do
    let p = ref c in
    while Q.is_zero a.(!p).(c) do incr p done;
    let t = a.(c) in a.(c) <- a.(!p); a.(!p) <- t;
    let t = b.(c) in b.(c) <- b.(!p); b.(!p) <- t;
    for r = 0 to 2 do
      if r <> c then begin
        let f = Q.div a.(r).(c) a.(c).(c) in
        for k = 0 to 2 do a.(r).(k) <- Q.sub a.(r).(k) (Q.mul f a.(c).(k)) done;
        b.(r) <- Q.sub b.(r) (Q.mul f b.(c))
      end
    done
  done;
  Array.init 3 (fun i -> Q.div b.(i) a.(i).(i))

let () =
  for n = 1 to 12 do Printf.printf "H(%d) = %s ~ %.6f\n" n (Q.to_string (harmonic n)) (Q.to_float (harmonic n)) done;
  List.iter (fun (n, d) ->
    let q = Q.make n d in
    let cf = continued_fraction q in
    Printf.printf "%s = [%s] -> %s\n" (Q.to_string q) (String.concat "; " (List.map string_of_int cf)) (Q.to_string (of_continued cf)))
    [ (415, 93); (-7, 3); (1, 7); (355, 113); (0, 5) ];
  let convergents = List.init 10 (fun k -> of_continued (1 :: List.init k (fun _ -> 2))) in
  Printf.printf "sqrt 2 convergents: %s\n" (String.concat " " (List.map Q.to_string convergents));
  List.iter (fun (n, d) -> Printf.printf "%d/%d = %s\n" n d (String.concat " + " (List.map (fun k -> "1/" ^ string_of_int k) (egyptian (Q.make n d)))))
    [ (4, 13); (7, 15); (3, 7); (1, 2) ];
  List.iter (fun (n, d) -> Printf.printf "stern-brocot %d/%d: %s\n" n d (stern_brocot (Q.make n d))) [ (3, 7); (22, 7); (1, 1); (5, 8) ];
  Printf.printf "farey 5: %s\n" (String.concat " " (List.map Q.to_string (farey 5)));
  let x = solve3 [| [| 2; 1; -1 |]; [| -3; -1; 2 |]; [| -2; 1; 2 |] |] [| 8; -11; -3 |] in
  Printf.printf "solution: %s\n" (String.concat ", " (Array.to_list (Array.map Q.to_string x)));
  let y = solve3 [| [| 1; 2; 3 |]; [| 4; 5; 6 |]; [| 7; 8; 10 |] |] [| 1; 1; 1 |] in
  Printf.printf "solution: %s\n" (String.concat ", " (Array.to_list (Array.map Q.to_string y)));
  (try ignore (Q.make 1 0) with Division_by_zero -> print_endline "zero denominator rejected")
