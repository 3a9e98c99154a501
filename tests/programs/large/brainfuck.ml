(* A Brainfuck interpreter: the source is compiled to instructions with run-length folded
   increments and precomputed jump targets, then executed on a 30000-cell byte tape. *)
type op =
  | Move of int
  | Add of int
  | Out
  | In
  | Jz of int
  | Jnz of int
  | Clear

exception Bf_error of string

let compile src =
  let ops = ref [] in
  let n = String.length src in
  let i = ref 0 in
  while !i < n do
    let c = src.[!i] in
    (match c with
     | '>' | '<' ->
       let k = ref 0 in
       while !i < n && (src.[!i] = '>' || src.[!i] = '<') do
         (if src.[!i] = '>' then incr k else decr k);
         incr i
       done;
       decr i;
       ops := Move !k :: !ops
     | '+' | '-' ->
       let k = ref 0 in
       while !i < n && (src.[!i] = '+' || src.[!i] = '-') do
         (if src.[!i] = '+' then incr k else decr k);
         incr i
       done;
       decr i;
       ops := Add !k :: !ops
     | '.' -> ops := Out :: !ops
     | ',' -> ops := In :: !ops
     | '[' ->
       if !i + 2 < n && src.[!i + 1] = '-' && src.[!i + 2] = ']' then (ops := Clear :: !ops; i := !i + 2)
       else ops := Jz 0 :: !ops
     | ']' -> ops := Jnz 0 :: !ops
     | _ -> ());
    incr i
  done;
  let code = Array.of_list (List.rev !ops) in
  let stack = Stack.create () in
  Array.iteri (fun pc op ->
    match op with
    | Jz _ -> Stack.push pc stack
    | Jnz _ ->
      (match Stack.pop_opt stack with
       | Some open_pc -> code.(open_pc) <- Jz pc; code.(pc) <- Jnz open_pc
       | None -> raise (Bf_error (Printf.sprintf "unmatched ] at op %d" pc)))
    | _ -> ()) code;
  if not (Stack.is_empty stack) then raise (Bf_error "unmatched [");
  code

let run ?(input = "") ?(fuel = 1_000_000) code =
  let tape = Bytes.make 30000 '\000' in
  let ptr = ref 0 and pc = ref 0 and steps = ref 0 and inp = ref 0 in
  let out = Buffer.create 64 in
  let n = Array.length code in
  while !pc < n do
    incr steps;
    if !steps > fuel then raise (Bf_error "out of fuel");
    (match code.(!pc) with
     | Move k ->
       ptr := !ptr + k;
       if !ptr < 0 || !ptr >= 30000 then raise (Bf_error "tape pointer out of range")
     | Add k -> Bytes.set tape !ptr (Char.chr ((Char.code (Bytes.get tape !ptr) + k) land 255))
     | Out -> Buffer.add_char out (Bytes.get tape !ptr)
     | In ->
       let c = if !inp < String.length input then (let c = input.[!inp] in incr inp; c) else '\000' in
       Bytes.set tape !ptr c
     | Jz t -> if Bytes.get tape !ptr = '\000' then pc := t
     | Jnz t -> if Bytes.get tape !ptr <> '\000' then pc := t
     | Clear -> Bytes.set tape !ptr '\000');
    incr pc
  done;
  (Buffer.contents out, !steps)

let hello = "++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++.>>.<-.<.+++.------.--------.>>+.>++."
let reverse = ">,[>,]<[.<]"
let add_digits = ",>,[<+>-]<------------------------------------------------."
let squares = "++++[>+++++<-]>[<+++++>-]+<+[>[>+>+<<-]++>>[<<+>>-]>>>[-]++>[-]+>>>+[[-]++++++>>>]<<<[[<++++++++<++>>-]+<.<[>----<-]<]<<[>>>>>[>>>[-]+++++++++<[>-<-]+++++++++>[-[<->-]+[<<<]]<[>+<-]>]<<-]<<-]"
let cat_upper = ",[>++++[<-------->-]<.,]"

let () =
  List.iter (fun (name, src, input) ->
    match compile src with
    | code ->
      (match run ~input code with
       | out, steps -> Printf.printf "%-10s %4d ops %7d steps: %S\n" name (Array.length code) steps (if String.length out > 60 then String.sub out 0 60 ^ "..." else out)
       | exception Bf_error m -> Printf.printf "%-10s runtime error: %s\n" name m)
    | exception Bf_error m -> Printf.printf "%-10s compile error: %s\n" name m)
    [ ("hello", hello, ""); ("reverse", reverse, "stressed"); ("add", add_digits, "34"); ("squares", squares, "");
      ("upper", cat_upper, "shout"); ("unbalanced", "[[]", ""); ("extra", "]", ""); ("runaway", "+[]", ""); ("left", "<", "") ];
  let code = compile squares in
  let out, _ = run code in
  let lines = String.split_on_char '\n' out in
  Printf.printf "squares printed %d lines, last: %s\n" (List.length lines - 1) (List.nth lines (List.length lines - 2))
