(* A persistent trie over characters, built from a word list with frequencies; supports
   insertion, membership, prefix completion ranked by frequency, deletion, counting and a
   longest-common-prefix query, and prints the trie structure for a few words. *)
module CMap = Map.Make (Char)

type trie = { count : int; children : trie CMap.t }

let empty = { count = 0; children = CMap.empty }

let insert ?(times = 1) word t =
  let rec go i t =
    if i = String.length word then { t with count = t.count + times }
    else
      let c = word.[i] in
      let child = match CMap.find_opt c t.children with Some ch -> ch | None -> empty in
      { t with children = CMap.add c (go (i + 1) child) t.children } in
  go 0 t

let rec find_node t word i =
  if i = String.length word then Some t
  else match CMap.find_opt word.[i] t.children with
    | Some ch -> find_node ch word (i + 1)
    | None -> None

let mem word t = match find_node t word 0 with Some n -> n.count > 0 | None -> false
let frequency word t = match find_node t word 0 with Some n -> n.count | None -> 0

let rec words_from prefix t acc =
  let acc = if t.count > 0 then (prefix, t.count) :: acc else acc in
  CMap.fold (fun c ch acc -> words_from (prefix ^ String.make 1 c) ch acc) t.children acc

let complete t prefix k =
  match find_node t prefix 0 with
  | None -> []
  | Some n ->
    let all = words_from prefix n [] in
    let sorted = List.sort (fun (a, x) (b, y) -> if x <> y then compare y x else compare a b) all in
    List.filteri (fun i _ -> i < k) sorted

let remove word t =
  let rec go i t =
    if i = String.length word then (if t.count = 0 then None else if CMap.is_empty t.children then None else Some { t with count = 0 })
    else match CMap.find_opt word.[i] t.children with
      | None -> Some t
      | Some ch ->
        let children = match go (i + 1) ch with Some ch' -> CMap.add word.[i] ch' t.children | None -> CMap.remove word.[i] t.children in
        if t.count = 0 && CMap.is_empty children && i > 0 then None else Some { t with children } in
  match go 0 t with Some t -> t | None -> empty

let rec size t = (if t.count > 0 then 1 else 0) + CMap.fold (fun _ ch s -> s + size ch) t.children 0
let rec nodes t = 1 + CMap.fold (fun _ ch s -> s + nodes ch) t.children 0

let longest_common_prefix t =
  let b = Buffer.create 8 in
  let rec go t =
    if t.count = 0 && CMap.cardinal t.children = 1 then
      let c, ch = CMap.choose t.children in (Buffer.add_char b c; go ch) in
  go t;
  Buffer.contents b

let rec dump indent t =
  CMap.iter (fun c ch ->
    Printf.printf "%s%c%s\n" (String.make indent ' ') c (if ch.count > 0 then Printf.sprintf " (%d)" ch.count else "");
    dump (indent + 2) ch) t.children

let corpus = "the then there these they them theory thermal thesis car card care careful carefully cart cartoon carbon \
              cat catalog catch category the the the they they car car care card card card cat cat cat cat catch \
              dog dot dote doting do done door doors dormant"

let () =
  let words = List.filter (( <> ) "") (String.split_on_char ' ' corpus) in
  let t = List.fold_left (fun t w -> insert w t) empty words in
  Printf.printf "%d words, %d distinct, %d nodes\n" (List.length words) (size t) (nodes t);
  List.iter (fun w -> Printf.printf "mem %-8s %b (freq %d)\n" w (mem w t) (frequency w t)) [ "the"; "th"; "care"; "careless"; "dog"; "do" ];
  List.iter (fun p ->
    Printf.printf "complete %-5S -> %s\n" p (String.concat ", " (List.map (fun (w, n) -> Printf.sprintf "%s(%d)" w n) (complete t p 4))))
    [ "th"; "car"; "cat"; "do"; "x"; "" ];
  let t2 = List.fold_left (fun t w -> remove w t) t [ "then"; "card"; "doting"; "nothere" ] in
  Printf.printf "after removals: %d distinct, %d nodes; card %b, care %b, cart %b\n" (size t2) (nodes t2) (mem "card" t2) (mem "care" t2) (mem "cart" t2);
  let small = List.fold_left (fun t w -> insert w t) empty [ "interview"; "internet"; "internal"; "interval" ] in
  Printf.printf "longest common prefix: %S\n" (longest_common_prefix small);
  dump 0 small;
  let weighted = insert ~times:10 "carbon" t in
  Printf.printf "after boosting carbon: %s\n" (String.concat ", " (List.map fst (complete weighted "car" 3)))

(* spelling suggestions: known words at edit distance one (deletion, substitution,
   insertion or transposition of adjacent letters), ranked by frequency *)
let edits1 w =
  let n = String.length w in
  let letters = List.init 26 (fun i -> Char.chr (97 + i)) in
  let deletes = List.init n (fun i -> String.sub w 0 i ^ String.sub w (i + 1) (n - i - 1)) in
  let transposes = List.init (max 0 (n - 1)) (fun i -> String.sub w 0 i ^ String.make 1 w.[i + 1] ^ String.make 1 w.[i] ^ String.sub w (i + 2) (n - i - 2)) in
  let replaces = List.concat_map (fun i -> List.map (fun c -> String.sub w 0 i ^ String.make 1 c ^ String.sub w (i + 1) (n - i - 1)) letters) (List.init n Fun.id) in
  let inserts = List.concat_map (fun i -> List.map (fun c -> String.sub w 0 i ^ String.make 1 c ^ String.sub w i (n - i)) letters) (List.init (n + 1) Fun.id) in
  List.sort_uniq compare (deletes @ transposes @ replaces @ inserts)

let suggest t w =
  if mem w t then [ w ]
  else
    let cands = List.filter (fun c -> mem c t) (edits1 w) in
    List.map fst (List.sort (fun (a, x) (b, y) -> if x <> y then compare y x else compare a b) (List.map (fun c -> (c, frequency c t)) cands))

let () =
  let words = List.filter (( <> ) "") (String.split_on_char ' ' corpus) in
  let t = List.fold_left (fun t w -> insert w t) empty words in
  List.iter (fun w -> Printf.printf "suggest %-7s -> %s\n" w (match suggest t w with [] -> "(none)" | l -> String.concat ", " l))
    [ "teh"; "cta"; "dor"; "carre"; "thesis"; "xyzzy"; "dogs" ]
