(* A small stack-machine bytecode interpreter running a nested-loop program. *)
type instr =
  | Push of int | Load of int | Store of int | Add | Sub | Mul | Mod
  | Jump of int | Jump_if_less of int | Jump_if_zero of int | Dup | Pop | Halt

(* acc := 0; i := n; while i <> 0 do (for j = 0 to 99 do acc := (acc * 7 + i * j) mod 1000003 done);
   i := i - 1 done; acc.  Variables: 0 acc, 1 i, 2 n, 3 j. *)
let program = [|
  Push 0; Store 0; Load 2; Store 1;                                          (* 0-3 *)
  Load 1; Jump_if_zero 30; Push 0; Store 3;                                  (* 4-7 *)
  Load 0; Push 7; Mul; Load 1; Load 3; Mul; Add; Push 1000003; Mod; Store 0; (* 8-17 *)
  Load 3; Push 1; Add; Dup; Store 3; Push 100; Jump_if_less 8;               (* 18-24 *)
  Load 1; Push 1; Sub; Store 1; Jump 4;                                      (* 25-29 *)
  Load 0; Halt |]                                                            (* 30-31 *)

let run code n =
  let stack = Array.make 64 0 and vars = Array.make 8 0 in
  vars.(2) <- n;
  let rec step pc sp =
    match code.(pc) with
    | Push k -> stack.(sp) <- k; step (pc + 1) (sp + 1)
    | Load v -> stack.(sp) <- vars.(v); step (pc + 1) (sp + 1)
    | Store v -> vars.(v) <- stack.(sp - 1); step (pc + 1) (sp - 1)
    | Add -> stack.(sp - 2) <- stack.(sp - 2) + stack.(sp - 1); step (pc + 1) (sp - 1)
    | Sub -> stack.(sp - 2) <- stack.(sp - 2) - stack.(sp - 1); step (pc + 1) (sp - 1)
    | Mul -> stack.(sp - 2) <- stack.(sp - 2) * stack.(sp - 1); step (pc + 1) (sp - 1)
    | Mod -> stack.(sp - 2) <- stack.(sp - 2) mod stack.(sp - 1); step (pc + 1) (sp - 1)
    | Jump t -> step t sp
    | Jump_if_less t -> if stack.(sp - 2) < stack.(sp - 1) then step t (sp - 2) else step (pc + 1) (sp - 2)
    | Jump_if_zero t -> if stack.(sp - 1) = 0 then step t (sp - 1) else step (pc + 1) (sp - 1)
    | Dup -> stack.(sp) <- stack.(sp - 1); step (pc + 1) (sp + 1)
    | Pop -> step (pc + 1) (sp - 1)
    | Halt -> stack.(sp - 1)
  in
  step 0 0

let () =
  let n = if Array.length Sys.argv > 1 then int_of_string Sys.argv.(1) else 50000 in
  print_int (run program n);
  print_newline ()
