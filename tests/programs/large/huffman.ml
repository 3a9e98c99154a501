(* Huffman coding: frequency count, tree building with a sorted work list, code table,
   encoding to a bit string, packing into bytes, decoding, and compression statistics. *)
type tree = Leaf of char * int | Node of tree * tree * int

let weight = function Leaf (_, w) | Node (_, _, w) -> w

let frequencies s =
  let counts = Array.make 256 0 in
  String.iter (fun c -> counts.(Char.code c) <- counts.(Char.code c) + 1) s;
  let l = ref [] in
  for i = 255 downto 0 do if counts.(i) > 0 then l := (Char.chr i, counts.(i)) :: !l done;
  !l

(* deterministic tie-breaking: by weight, then leaves before nodes, then by smallest char *)
let rec min_char = function Leaf (c, _) -> c | Node (a, b, _) -> min (min_char a) (min_char b)
let order a b = compare (weight a, (match a with Leaf _ -> 0 | Node _ -> 1), min_char a) (weight b, (match b with Leaf _ -> 0 | Node _ -> 1), min_char b)

let build freqs =
  let rec go = function
    | [] -> failwith "empty"
    | [ t ] -> t
    | a :: b :: rest -> go (List.sort order (Node (a, b, weight a + weight b) :: rest)) in
  go (List.sort order (List.map (fun (c, w) -> Leaf (c, w)) freqs))

let codes tree =
  let rec go prefix acc = function
    | Leaf (c, _) -> (c, if prefix = "" then "0" else prefix) :: acc
    | Node (a, b, _) -> go (prefix ^ "0") (go (prefix ^ "1") acc b) a in
  List.sort compare (go "" [] tree)

let encode table s =
  let b = Buffer.create (String.length s * 4) in
  String.iter (fun c -> Buffer.add_string b (List.assoc c table)) s;
  Buffer.contents b

let decode tree bits =
  let out = Buffer.create 64 in
  let rec go t i =
    match t with
    | Leaf (c, _) -> Buffer.add_char out c; if i < String.length bits then go tree i
    | Node (a, b, _) -> if i >= String.length bits then () else go (if bits.[i] = '0' then a else b) (i + 1) in
  (match tree with Leaf (c, _) -> String.iter (fun _ -> Buffer.add_char out c) bits | _ -> go tree 0);
  Buffer.contents out

let pack bits =
  let n = (String.length bits + 7) / 8 in
  Bytes.init n (fun i ->
    let v = ref 0 in
    for j = 0 to 7 do
      let k = i * 8 + j in
      v := (!v lsl 1) lor (if k < String.length bits && bits.[k] = '1' then 1 else 0)
    done;
    Char.chr !v)

let hex b = String.concat "" (List.map (fun c -> Printf.sprintf "%02x" (Char.code c)) (List.of_seq (Bytes.to_seq b)))

let texts = [
  "abracadabra";
  "aaaaaaaaaaaaaaaa";
  "the quick brown fox jumps over the lazy dog";
  "mississippi river";
  "ABBCCCDDDDEEEEEFFFFFFGGGGGGGHHHHHHHH" ]

let () =
  List.iter (fun s ->
    let f = frequencies s in
    let t = build f in
    let table = codes t in
    let bits = encode table s in
    let back = decode t bits in
    Printf.printf "== %S\n" s;
    Printf.printf "symbols %d, tree weight %d\n" (List.length f) (weight t);
    List.iter (fun (c, code) -> Printf.printf "  %C x%d -> %s\n" c (List.assoc c f) code) table;
    Printf.printf "bits %d (vs %d), ratio %.3f, packed %s\n" (String.length bits) (8 * String.length s)
      (float_of_int (String.length bits) /. float_of_int (8 * String.length s)) (hex (pack bits));
    Printf.printf "decodes back: %b\n" (back = s);
    let entropy = List.fold_left (fun acc (_, n) -> let p = float_of_int n /. float_of_int (String.length s) in acc -. p *. Float.log2 p) 0. f in
    Printf.printf "entropy %.4f bits/symbol, huffman %.4f bits/symbol\n" entropy (float_of_int (String.length bits) /. float_of_int (String.length s)))
    texts

(* canonical Huffman codes: only the code lengths are kept; codes are reassigned in order of
   (length, symbol), and decoding reads the packed bytes bit by bit *)
let canonical table =
  let lens = List.sort (fun (c1, l1) (c2, l2) -> compare (l1, c1) (l2, c2)) (List.map (fun (c, code) -> (c, String.length code)) table) in
  let code = ref 0 and prev_len = ref 0 in
  List.map (fun (c, l) ->
    code := !code lsl (l - !prev_len);
    prev_len := l;
    let s = String.init l (fun i -> if (!code lsr (l - 1 - i)) land 1 = 1 then '1' else '0') in
    incr code;
    (c, s)) lens

let () =
  let s = "canonical huffman codes are compact" in
  let t = build (frequencies s) in
  let canon = canonical (codes t) in
  List.iter (fun (c, code) -> Printf.printf "%C:%s " c code) canon;
  print_newline ();
  let bits = encode canon s in
  let packed = pack bits in
  let unpacked = String.init (String.length bits) (fun k -> if (Char.code (Bytes.get packed (k / 8)) lsr (7 - k mod 8)) land 1 = 1 then '1' else '0') in
  let rec dec i acc cur =
    if i >= String.length unpacked then List.rev acc
    else let cur = cur ^ String.make 1 unpacked.[i] in
      match List.find_opt (fun (_, code) -> code = cur) canon with
      | Some (c, _) -> dec (i + 1) (c :: acc) ""
      | None -> dec (i + 1) acc cur in
  let back = String.of_seq (List.to_seq (dec 0 [] "")) in
  Printf.printf "canonical: %d bits, same length as tree codes: %b, decodes: %b\n" (String.length bits) (String.length bits = String.length (encode (codes t) s)) (back = s)
