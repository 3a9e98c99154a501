type 'a parser = string -> int -> ('a * int) option
let char_p c : char parser = fun s i -> if i < String.length s && s.[i] = c then Some (c, i + 1) else None
let satisfy p : char parser = fun s i -> if i < String.length s && p s.[i] then Some (s.[i], i + 1) else None
let ( >>= ) (p : 'a parser) (f : 'a -> 'b parser) : 'b parser =
  fun s i -> match p s i with None -> None | Some (x, j) -> f x s j
let return x : 'a parser = fun _ i -> Some (x, i)
let ( <|> ) (p : 'a parser) (q : 'a parser) : 'a parser = fun s i -> match p s i with None -> q s i | r -> r
let rec many p = (p >>= fun x -> many p >>= fun xs -> return (x :: xs)) <|> return []
let digit = satisfy (function '0' .. '9' -> true | _ -> false)
let number = digit >>= fun d -> many digit >>= fun ds ->
  return (int_of_string (String.of_seq (List.to_seq (d :: ds))))
let sum = number >>= fun a -> char_p '+' >>= fun _ -> number >>= fun b -> return (a + b)
let r = sum "12+30" 0
