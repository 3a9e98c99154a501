(* A word-level Markov chain text generator: bigram and trigram tables in Hashtbls built
   from a built-in corpus, weighted choice with a fixed-seed Random state, and statistics
   about the chain (branching, most likely continuations, generated sentence lengths). *)
let corpus = {|the cat sat on the mat. the dog sat on the log. the cat saw the dog.
the dog saw the cat and the cat ran away. a bird sat on the cat. the bird sang a song.
the dog ran after the bird. the bird flew over the log and the mat. a cat is not a dog.
the song of the bird was sweet. the cat and the dog sat together on the mat at last.|}

let tokens =
  let words = ref [] in
  let b = Buffer.create 16 in
  let flush () = if Buffer.length b > 0 then (words := Buffer.contents b :: !words; Buffer.clear b) in
  String.iter (fun c -> match c with
    | 'a' .. 'z' -> Buffer.add_char b c
    | '.' -> flush (); words := "." :: !words
    | _ -> flush ()) corpus;
  flush ();
  List.rev !words

let add_count table key next =
  let counts = match Hashtbl.find_opt table key with Some c -> c | None -> let c = Hashtbl.create 4 in Hashtbl.replace table key c; c in
  Hashtbl.replace counts next (1 + Option.value ~default:0 (Hashtbl.find_opt counts next))

let bigrams = Hashtbl.create 64
let trigrams = Hashtbl.create 64

let () =
  let rec build = function
    | a :: (b :: (c :: _ as r2) as r) -> add_count bigrams a b; add_count trigrams (a, b) c; ignore r2; build r
    | [ a; b ] -> add_count bigrams a b
    | _ -> () in
  build ("." :: tokens)

let sorted_choices counts =
  List.sort (fun (a, x) (b, y) -> if x <> y then compare y x else compare a b) (Hashtbl.fold (fun k v acc -> (k, v) :: acc) counts [])

let choose st counts =
  let choices = sorted_choices counts in
  let total = List.fold_left (fun s (_, n) -> s + n) 0 choices in
  let r = Random.State.int st total in
  let rec pick r = function [] -> assert false | (w, n) :: rest -> if r < n then w else pick (r - n) rest in
  pick r choices

let sentence st ~use_trigrams =
  let rec go prev cur acc n =
    if cur = "." || n > 30 then List.rev acc
    else
      let next =
        if use_trigrams then match Hashtbl.find_opt trigrams (prev, cur) with
          | Some c -> choose st c
          | None -> choose st (Hashtbl.find bigrams cur)
        else choose st (Hashtbl.find bigrams cur) in
      go cur next (cur :: acc) (n + 1) in
  let first = choose st (Hashtbl.find bigrams ".") in
  String.concat " " (go "." first [] 0) ^ "."

let () =
  Printf.printf "%d tokens, %d distinct words, %d bigram contexts, %d trigram contexts\n" (List.length tokens)
    (List.length (List.sort_uniq compare tokens)) (Hashtbl.length bigrams) (Hashtbl.length trigrams);
  List.iter (fun w ->
    match Hashtbl.find_opt bigrams w with
    | Some c -> Printf.printf "after %-5s: %s\n" w (String.concat ", " (List.map (fun (n, k) -> Printf.sprintf "%s x%d" n k) (sorted_choices c)))
    | None -> Printf.printf "after %-5s: nothing\n" w) [ "the"; "cat"; "sat"; "bird"; "."; "sweet" ];
  let branching = Hashtbl.fold (fun _ c (s, n) -> (s + Hashtbl.length c, n + 1)) bigrams (0, 0) in
  Printf.printf "mean branching %.3f\n" (float_of_int (fst branching) /. float_of_int (snd branching));
  let st = Random.State.make [| 2024 |] in
  print_endline "bigram sentences:";
  for _ = 1 to 6 do Printf.printf "  %s\n" (sentence st ~use_trigrams:false) done;
  print_endline "trigram sentences:";
  for _ = 1 to 6 do Printf.printf "  %s\n" (sentence st ~use_trigrams:true) done;
  let st = Random.State.make [| 7 |] in
  let lengths = List.init 200 (fun _ -> List.length (String.split_on_char ' ' (sentence st ~use_trigrams:true))) in
  let mean = float_of_int (List.fold_left ( + ) 0 lengths) /. 200. in
  Printf.printf "200 trigram sentences: mean length %.2f, longest %d, shortest %d\n" mean (List.fold_left max 0 lengths) (List.fold_left min max_int lengths);
  let st1 = Random.State.make [| 99 |] and st2 = Random.State.make [| 99 |] in
  Printf.printf "reproducible: %b\n" (sentence st1 ~use_trigrams:true = sentence st2 ~use_trigrams:true)

(* a character-level model of order 2 over the same corpus *)
let () =
  let text = String.map (fun c -> if c = '\n' then ' ' else c) corpus in
  let table = Hashtbl.create 128 in
  for i = 0 to String.length text - 3 do
    let key = String.sub text i 2 and next = text.[i + 2] in
    let counts = match Hashtbl.find_opt table key with Some c -> c | None -> let c = Hashtbl.create 4 in Hashtbl.replace table key c; c in
    Hashtbl.replace counts next (1 + Option.value ~default:0 (Hashtbl.find_opt counts next))
  done;
  Printf.printf "%d character contexts\n" (Hashtbl.length table);
  let st = Random.State.make [| 11 |] in
  let generate start n =
    let b = Buffer.create n in
    Buffer.add_string b start;
    for _ = 1 to n do
      let len = Buffer.length b in
      let key = Buffer.sub b (len - 2) 2 in
      match Hashtbl.find_opt table key with
      | None -> ()
      | Some counts ->
        let choices = List.sort compare (Hashtbl.fold (fun k v acc -> (k, v) :: acc) counts []) in
        let total = List.fold_left (fun s (_, n) -> s + n) 0 choices in
        let r = Random.State.int st total in
        let rec pick r = function [] -> ' ' | (c, n) :: rest -> if r < n then c else pick (r - n) rest in
        Buffer.add_char b (pick r choices)
    done;
    Buffer.contents b in
  List.iter (fun s -> Printf.printf "%S\n" (generate s 60)) [ "th"; "ca"; "bi" ]
