(* Text statistics over a built-in text: word and letter frequencies, sentence lengths,
   longest words, bigrams, a histogram, and a justified re-flow of the text, using Buffer,
   Hashtbl and Printf. *)
let text = {|It is a truth universally acknowledged, that a single man in possession of a good fortune,
must be in want of a wife. However little known the feelings or views of such a man may be on
his first entering a neighbourhood, this truth is so well fixed in the minds of the surrounding
families, that he is considered the rightful property of some one or other of their daughters.
"My dear Mr. Bennet," said his lady to him one day, "have you heard that Netherfield Park is let
at last?" Mr. Bennet replied that he had not. "But it is," returned she; "for Mrs. Long has just
been here, and she told me all about it." Mr. Bennet made no answer. "Do you not want to know who
has taken it?" cried his wife impatiently. "You want to tell me, and I have no objection to
hearing it." This was invitation enough.|}

let words =
  let b = Buffer.create 16 and acc = ref [] in
  let flush () = if Buffer.length b > 0 then (acc := Buffer.contents b :: !acc; Buffer.clear b) in
  String.iter (fun c -> match c with
    | 'a' .. 'z' -> Buffer.add_char b c
    | 'A' .. 'Z' -> Buffer.add_char b (Char.lowercase_ascii c)
    | '\'' -> Buffer.add_char b c
    | _ -> flush ()) text;
  flush ();
  List.rev !acc

let count_table l =
  let h = Hashtbl.create 64 in
  List.iter (fun w -> Hashtbl.replace h w (1 + Option.value ~default:0 (Hashtbl.find_opt h w))) l;
  h

let sorted_counts h =
  List.sort (fun (a, x) (b, y) -> if x <> y then compare y x else compare a b) (Hashtbl.fold (fun k v acc -> (k, v) :: acc) h [])

let rec take n = function [] -> [] | x :: r -> if n = 0 then [] else x :: take (n - 1) r

let sentences =
  let b = Buffer.create 64 and acc = ref [] in
  String.iter (fun c -> match c with
    | '.' | '?' | '!' -> let s = String.trim (Buffer.contents b) in if s <> "" then acc := s :: !acc; Buffer.clear b
    | '\n' -> Buffer.add_char b ' '
    | c -> Buffer.add_char b c) text;
  List.rev !acc

let justify width ws =
  let lines = ref [] and cur = ref [] and len = ref 0 in
  List.iter (fun w ->
    let l = String.length w in
    if !len + l + List.length !cur > width && !cur <> [] then (lines := List.rev !cur :: !lines; cur := []; len := 0);
    cur := w :: !cur; len := !len + l) ws;
  if !cur <> [] then lines := List.rev !cur :: !lines;
  let lines = List.rev !lines in
  let n = List.length lines in
  List.mapi (fun i line ->
    if i = n - 1 || List.length line = 1 then String.concat " " line
    else begin
      let chars = List.fold_left (fun a w -> a + String.length w) 0 line in
      let gaps = List.length line - 1 in
      let spaces = width - chars in
      let b = Buffer.create width in
      List.iteri (fun j w ->
        Buffer.add_string b w;
        if j < gaps then Buffer.add_string b (String.make (spaces / gaps + (if j < spaces mod gaps then 1 else 0)) ' ')) line;
      Buffer.contents b
    end) lines

let () =
  let n = List.length words in
  let freq = count_table words in
  Printf.printf "characters: %d, words: %d, distinct words: %d\n" (String.length text) n (Hashtbl.length freq);
  Printf.printf "average word length: %.3f\n" (float_of_int (List.fold_left (fun a w -> a + String.length w) 0 words) /. float_of_int n);
  print_endline "most frequent words:";
  List.iter (fun (w, c) -> Printf.printf "  %-10s %3d %s\n" w c (String.make c '*')) (take 12 (sorted_counts freq));
  let letters = Array.make 26 0 in
  String.iter (fun c -> let c = Char.lowercase_ascii c in if c >= 'a' && c <= 'z' then letters.(Char.code c - 97) <- letters.(Char.code c - 97) + 1) text;
  let total_letters = Array.fold_left ( + ) 0 letters in
  print_endline "letter frequencies:";
  Array.iteri (fun i c -> if c > 0 then Printf.printf "  %c %5.2f%%%s" (Char.chr (97 + i)) (100. *. float_of_int c /. float_of_int total_letters) (if i mod 4 = 3 then "\n" else "")) letters;
  print_newline ();
  Printf.printf "%d sentences; words per sentence: %s\n" (List.length sentences)
    (String.concat " " (List.map (fun s -> string_of_int (List.length (String.split_on_char ' ' s))) sentences));
  let longest = take 5 (List.sort_uniq (fun a b -> if String.length a <> String.length b then compare (String.length b) (String.length a) else compare a b) words) in
  Printf.printf "longest words: %s\n" (String.concat ", " longest);
  let rec bigrams = function a :: (b :: _ as r) -> (a ^ " " ^ b) :: bigrams r | _ -> [] in
  Printf.printf "top bigrams: %s\n" (String.concat "; " (List.map (fun (b, c) -> Printf.sprintf "%s (%d)" b c) (take 5 (sorted_counts (count_table (bigrams words))))));
  let lengths = count_table (List.map (fun w -> string_of_int (String.length w)) words) in
  print_endline "word length histogram:";
  for l = 1 to 14 do
    match Hashtbl.find_opt lengths (string_of_int l) with
    | Some c -> Printf.printf "  %2d | %s %d\n" l (String.make c '#') c
    | None -> ()
  done;
  print_endline "justified to 48 columns:";
  List.iter (fun l -> Printf.printf "|%-48s|\n" l) (justify 48 (take 60 words))

(* a concordance: the lines on which each of a few words occurs *)
let () =
  let lines = String.split_on_char '\n' text in
  List.iter (fun w ->
    let occurrences = List.concat (List.mapi (fun i line ->
      let lw = String.lowercase_ascii line in
      let n = String.length w and m = String.length lw in
      let rec count k acc = if k + n > m then acc else count (k + 1) (if String.sub lw k n = w then acc + 1 else acc) in
      let c = count 0 0 in
      if c > 0 then [ Printf.sprintf "%d(x%d)" (i + 1) c ] else []) lines) in
    Printf.printf "%-8s %s\n" w (String.concat " " occurrences)) [ "bennet"; "truth"; "want"; "wife" ]
