(* A small stack virtual machine: an assembler from text with labels, and an interpreter with
   a call stack; runs factorial, fibonacci, gcd and a loop summing squares. *)
type instr =
  | Push of int | Pop | Dup | Swap | Over
  | Add | Sub | Mul | Div | Mod | Lt | Eq
  | Jmp of int | Jz of int | Call of int | Ret
  | Load of int | Store of int | Print | Halt

exception Vm_error of string * int

let parse_program text =
  let lines = List.filter (fun l -> l <> "") (List.map String.trim (String.split_on_char '\n' text)) in
  (* first pass: labels *)
  let labels = Hashtbl.create 16 in
  let pc = ref 0 in
  List.iter (fun l -> if l.[String.length l - 1] = ':' then Hashtbl.replace labels (String.sub l 0 (String.length l - 1)) !pc else incr pc) lines;
  let target s = match int_of_string_opt s with Some n -> n | None -> (try Hashtbl.find labels s with Not_found -> failwith ("unknown label " ^ s)) in
  let code = List.filter_map (fun l ->
    if l.[String.length l - 1] = ':' then None
    else Some (match String.split_on_char ' ' l with
      | [ "push"; n ] -> Push (int_of_string n) | [ "pop" ] -> Pop | [ "dup" ] -> Dup | [ "swap" ] -> Swap | [ "over" ] -> Over
      | [ "add" ] -> Add | [ "sub" ] -> Sub | [ "mul" ] -> Mul | [ "div" ] -> Div | [ "mod" ] -> Mod
      | [ "lt" ] -> Lt | [ "eq" ] -> Eq
      | [ "jmp"; l ] -> Jmp (target l) | [ "jz"; l ] -> Jz (target l) | [ "call"; l ] -> Call (target l) | [ "ret" ] -> Ret
      | [ "load"; n ] -> Load (int_of_string n) | [ "store"; n ] -> Store (int_of_string n)
      | [ "print" ] -> Print | [ "halt" ] -> Halt
      | _ -> failwith ("bad instruction: " ^ l))) lines in
  Array.of_list code

let run ?(trace = false) code =
  let stack = Array.make 256 0 and sp = ref 0 in
  let mem = Array.make 16 0 in
  let calls = Stack.create () in
  let out = Buffer.create 64 in
  let steps = ref 0 in
  let push v = if !sp >= 256 then raise (Vm_error ("stack overflow", !sp)); stack.(!sp) <- v; incr sp in
  let pop pc = if !sp = 0 then raise (Vm_error ("stack underflow", pc)); decr sp; stack.(!sp) in
  let rec step pc =
    incr steps;
    if !steps > 1_000_000 then raise (Vm_error ("step limit", pc));
    if pc < 0 || pc >= Array.length code then raise (Vm_error ("pc out of range", pc));
    if trace then Printf.printf "pc=%d sp=%d\n" pc !sp;
    match code.(pc) with
    | Push n -> push n; step (pc + 1)
    | Pop -> ignore (pop pc); step (pc + 1)
    | Dup -> let v = pop pc in push v; push v; step (pc + 1)
    | Swap -> let a = pop pc in let b = pop pc in push a; push b; step (pc + 1)
    | Over -> let a = pop pc in let b = pop pc in push b; push a; push b; step (pc + 1)
    | Add -> let b = pop pc in let a = pop pc in push (a + b); step (pc + 1)
    | Sub -> let b = pop pc in let a = pop pc in push (a - b); step (pc + 1)
    | Mul -> let b = pop pc in let a = pop pc in push (a * b); step (pc + 1)
    | Div -> let b = pop pc in let a = pop pc in if b = 0 then raise (Vm_error ("division by zero", pc)); push (a / b); step (pc + 1)
    | Mod -> let b = pop pc in let a = pop pc in if b = 0 then raise (Vm_error ("division by zero", pc)); push (a mod b); step (pc + 1)
    | Lt -> let b = pop pc in let a = pop pc in push (if a < b then 1 else 0); step (pc + 1)
    | Eq -> let b = pop pc in let a = pop pc in push (if a = b then 1 else 0); step (pc + 1)
    | Jmp t -> step t
    | Jz t -> if pop pc = 0 then step t else step (pc + 1)
    | Call t -> Stack.push (pc + 1) calls; step t
    | Ret -> (match Stack.pop_opt calls with Some r -> step r | None -> raise (Vm_error ("return without call", pc)))
    | Load a -> push mem.(a); step (pc + 1)
    | Store a -> mem.(a) <- pop pc; step (pc + 1)
    | Print -> Buffer.add_string out (string_of_int (pop pc)); Buffer.add_char out ' '; step (pc + 1)
    | Halt -> ()
  in
  (try step 0 with Vm_error (m, pc) -> Buffer.add_string out (Printf.sprintf "<error: %s at %d>" m pc));
  (Buffer.contents out, !steps)

let factorial = {|
  push 1
  store 0
  push 10
  store 1
loop:
  load 1
  jz done
  load 0
  load 1
  mul
  store 0
  load 1
  push 1
  sub
  store 1
  jmp loop
done:
  load 0
  print
  halt
|}

let fibonacci = {|
  push 0
  push 1
  push 20
  store 2
again:
  load 2
  jz finish
  over
  print
  dup
  store 3
  add
  load 3
  swap
  load 2
  push 1
  sub
  store 2
  jmp again
finish:
  halt
|}

let gcd = {|
  push 1071
  push 462
  call gcd
  print
  push 270
  push 192
  call gcd
  print
  halt
gcd:
  dup
  jz gcd_end
  dup
  store 5
  mod
  load 5
  swap
  jmp gcd
gcd_end:
  pop
  ret
|}

let squares = {|
  push 0
  store 0
  push 1
  store 1
top:
  load 1
  push 101
  lt
  jz out
  load 0
  load 1
  dup
  mul
  add
  store 0
  load 1
  push 1
  add
  store 1
  jmp top
out:
  load 0
  print
  halt
|}

let broken = {|
  push 1
  push 0
  div
  halt
|}

let () =
  List.iter (fun (name, src) ->
    let code = parse_program src in
    let out, steps = run code in
    Printf.printf "%-10s %3d instructions, %5d steps: %s\n" name (Array.length code) steps out)
    [ ("factorial", factorial); ("fibonacci", fibonacci); ("gcd", gcd); ("squares", squares); ("broken", broken) ];
  let out, _ = run ~trace:true (parse_program "push 2\npush 3\nadd\nprint\nhalt") in
  print_endline out
