(* A line-oriented text editor buffer: lines in an array of strings, a cursor, insert,
   delete, join and split operations, search and replace, and undo/redo implemented with
   two Stacks of inverse commands; a scripted session prints the buffer after each step. *)
type buffer = { mutable lines : string array; mutable row : int; mutable col : int }

type command =
  | Insert_text of int * int * string
  | Delete_text of int * int * int
  | Split_line of int * int
  | Join_lines of int * int (* row, length of the row before joining *)
  | Set_line of int * string * string (* row, old, new *)

let create text = { lines = Array.of_list (String.split_on_char '\n' text); row = 0; col = 0 }

let undo_stack : command Stack.t = Stack.create ()
let redo_stack : command Stack.t = Stack.create ()

let insert_line b i s = b.lines <- Array.concat [ Array.sub b.lines 0 i; [| s |]; Array.sub b.lines i (Array.length b.lines - i) ]
let remove_line b i = b.lines <- Array.append (Array.sub b.lines 0 i) (Array.sub b.lines (i + 1) (Array.length b.lines - i - 1))

let rec apply b = function
  | Insert_text (r, c, s) ->
    let l = b.lines.(r) in
    b.lines.(r) <- String.sub l 0 c ^ s ^ String.sub l c (String.length l - c);
    b.row <- r; b.col <- c + String.length s;
    Delete_text (r, c, String.length s)
  | Delete_text (r, c, n) ->
    let l = b.lines.(r) in
    let removed = String.sub l c n in
    b.lines.(r) <- String.sub l 0 c ^ String.sub l (c + n) (String.length l - c - n);
    b.row <- r; b.col <- c;
    Insert_text (r, c, removed)
  | Split_line (r, c) ->
    let l = b.lines.(r) in
    b.lines.(r) <- String.sub l 0 c;
    insert_line b (r + 1) (String.sub l c (String.length l - c));
    b.row <- r + 1; b.col <- 0;
    Join_lines (r, c)
  | Join_lines (r, len) ->
    b.lines.(r) <- b.lines.(r) ^ b.lines.(r + 1);
    remove_line b (r + 1);
    b.row <- r; b.col <- len;
    Split_line (r, len)
  | Set_line (r, old_s, new_s) ->
    b.lines.(r) <- new_s;
    b.row <- r; b.col <- 0;
    Set_line (r, new_s, old_s)

and run b cmd =
  Stack.push (apply b cmd) undo_stack;
  Stack.clear redo_stack

let undo b = match Stack.pop_opt undo_stack with
  | Some inv -> Stack.push (apply b inv) redo_stack; true
  | None -> false

let redo b = match Stack.pop_opt redo_stack with
  | Some cmd -> Stack.push (apply b cmd) undo_stack; true
  | None -> false

let replace_all b pattern replacement =
  let count = ref 0 in
  Array.iteri (fun r l ->
    let buf = Buffer.create (String.length l) in
    let n = String.length pattern in
    let i = ref 0 in
    while !i < String.length l do
      if !i + n <= String.length l && String.sub l !i n = pattern then (Buffer.add_string buf replacement; i := !i + n; incr count)
      else (Buffer.add_char buf l.[!i]; incr i)
    done;
    let nl = Buffer.contents buf in
    if nl <> l then run b (Set_line (r, l, nl))) b.lines;
  !count

let find b pattern =
  let res = ref [] in
  Array.iteri (fun r l ->
    let n = String.length pattern in
    for c = 0 to String.length l - n do if String.sub l c n = pattern then res := (r + 1, c + 1) :: !res done) b.lines;
  List.rev !res

let show label b =
  Printf.printf "-- %s (cursor %d:%d, undo %d, redo %d)\n" label (b.row + 1) (b.col + 1) (Stack.length undo_stack) (Stack.length redo_stack);
  Array.iteri (fun i l -> Printf.printf "%2d| %s\n" (i + 1) l) b.lines

let () =
  let b = create "let x = 1\nlet y = x + 2\nprint y" in
  show "initial" b;
  run b (Insert_text (0, 4, "big_"));
  show "rename x" b;
  run b (Insert_text (1, 8, "big_"));
  run b (Split_line (1, 13));
  show "split line 2" b;
  run b (Insert_text (2, 0, "  (* more *) "));
  show "insert comment" b;
  ignore (undo b); ignore (undo b);
  show "undo twice" b;
  ignore (redo b);
  show "redo once" b;
  run b (Delete_text (0, 0, 4));
  show "delete 'let '" b;
  Printf.printf "redo after new edit possible: %b\n" (redo b);
  let n = replace_all b "big_" "small_" in
  Printf.printf "replaced %d occurrences\n" n;
  show "replace" b;
  Printf.printf "'small' found at %s\n" (String.concat ", " (List.map (fun (r, c) -> Printf.sprintf "%d:%d" r c) (find b "small")));
  let undone = ref 0 in
  while undo b do incr undone done;
  Printf.printf "undid %d commands\n" !undone;
  show "back to the start" b;
  Printf.printf "same as initial: %b\n" (b.lines = [| "let x = 1"; "let y = x + 2"; "print y" |])
