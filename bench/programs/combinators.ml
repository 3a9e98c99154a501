(* Monadic parser combinators in continuation-passing style: closures everywhere. *)
type 'a parser = string -> int -> (int -> 'a -> int) -> (unit -> int) -> int

let return x : 'a parser = fun _ pos ok _ -> ok pos x
let ( >>= ) (p : 'a parser) (f : 'a -> 'b parser) : 'b parser =
  fun s pos ok fail -> p s pos (fun pos' x -> f x s pos' ok fail) fail
let ( <|> ) (p : 'a parser) (q : 'a parser) : 'a parser =
  fun s pos ok fail -> p s pos ok (fun () -> q s pos ok fail)
let satisfy pred : char parser =
  fun s pos ok fail -> if pos < String.length s && pred s.[pos] then ok (pos + 1) s.[pos] else fail ()
let char c = satisfy (fun d -> d = c)
let rec many p = (p >>= fun x -> many p >>= fun xs -> return (x :: xs)) <|> return []
let many1 p = p >>= fun x -> many p >>= fun xs -> return (x :: xs)

let digit = satisfy (fun c -> c >= '0' && c <= '9')
let number = many1 digit >>= fun ds -> return (List.fold_left (fun acc d -> (acc * 10 + Char.code d - 48) mod 32749) 0 ds)
let spaces = many (char ' ')
let token p = p >>= fun x -> spaces >>= fun _ -> return x

(* expr := term ('+' term)* ; term := atom ('*' atom)* ; atom := number | '(' expr ')' *)
let rec expr s = (term >>= fun t -> many (token (char '+') >>= fun _ -> term) >>= fun ts ->
                  return (List.fold_left (fun a b -> (a + b) mod 32749) t ts)) s
and term s = (atom >>= fun a -> many (token (char '*') >>= fun _ -> atom) >>= fun xs ->
              return (List.fold_left (fun a b -> a * b mod 32749) a xs)) s
and atom s = (token number <|> (token (char '(') >>= fun _ -> expr >>= fun e -> token (char ')') >>= fun _ -> return e)) s

let seed = ref 3
let rand k = seed := (!seed * 75 + 74) mod 65537; !seed mod k
let rec gen b depth =
  if depth = 0 then Buffer.add_string b (string_of_int (rand 100))
  else begin
    Buffer.add_char b '('; gen b (depth - 1);
    Buffer.add_string b (if rand 2 = 0 then " + " else " * ");
    gen b (depth - 1); Buffer.add_char b ')'
  end

let () =
  let n = if Array.length Sys.argv > 1 then int_of_string Sys.argv.(1) else 300 in
  let check = ref 0 in
  for _ = 1 to n do
    let b = Buffer.create 1024 in
    gen b 7;
    let s = Buffer.contents b in
    let v = expr s 0 (fun pos v -> if pos = String.length s then v else -1) (fun () -> -2) in
    check := (!check * 7 + v) mod 1000003
  done;
  print_int !check;
  print_newline ()
