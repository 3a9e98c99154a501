(* List and Array: sorting (stability and the order of comparisons),
   and the other functions with their error messages. *)
let pr = print_endline
let ints l = String.concat " " (List.map string_of_int l)
let pairs l = String.concat " " (List.map (fun (a, b) -> string_of_int a ^ b) l)
let catch f = try f () with Invalid_argument m -> pr ("Invalid_argument " ^ m) | Failure m -> pr ("Failure " ^ m) | Not_found -> pr "Not_found"
let () =
  let data = List.init 40 (fun i -> (i * 7919 mod 23, string_of_int i)) in
  let by_key (a, _) (b, _) = compare a b in
  pr (pairs (List.stable_sort by_key data));
  pr (pairs (List.sort by_key data));
  pr (pairs (List.sort_uniq by_key data));
  let calls = ref [] in
  let logging a b = calls := (a, b) :: !calls; compare a b in
  ignore (List.sort logging [5; 3; 9; 1; 7; 2; 8; 6; 4; 0; 3; 5]);
  pr (String.concat "," (List.rev_map (fun (a, b) -> string_of_int a ^ "/" ^ string_of_int b) !calls));
  calls := [];
  let arr = [| 5; 3; 9; 1; 7; 2; 8; 6; 4; 0; 3; 5; 11; 2 |] in
  Array.sort logging arr;
  pr (ints (Array.to_list arr));
  pr (String.concat "," (List.rev_map (fun (a, b) -> string_of_int a ^ "/" ^ string_of_int b) !calls));
  let a = Array.of_list data in
  Array.sort by_key a; pr (pairs (Array.to_list a));
  let a = Array.of_list data in
  Array.stable_sort by_key a; pr (pairs (Array.to_list a));
  let a = Array.init 3 (fun i -> (i mod 2, string_of_int i)) in
  Array.sort by_key a; pr (pairs (Array.to_list a));
  pr (ints (List.merge compare [1; 4; 6; 9] [2; 3; 6; 10]));
  pr (ints (List.concat_map (fun x -> [x; x * 10]) [1; 2; 3]));
  pr (ints (List.filteri (fun i _ -> i mod 2 = 0) [10; 11; 12; 13; 14]));
  let acc, l = List.fold_left_map (fun acc x -> (acc + x, acc * x)) 1 [1; 2; 3; 4] in
  pr (string_of_int acc ^ " " ^ ints l);
  pr (string_of_bool (List.equal ( = ) [1; 2] [1; 2]) ^ " " ^ string_of_int (List.compare compare [1; 2] [1; 3]));
  (match List.find_map (fun x -> if x > 2 then Some (x * 100) else None) [1; 2; 3; 4] with Some v -> pr (string_of_int v) | None -> pr "none");
  let l, r = List.partition_map (fun x -> if x mod 2 = 0 then Either.Left x else Either.Right (string_of_int x)) [1; 2; 3; 4; 5] in
  pr (ints l ^ " | " ^ String.concat "," r);
  pr (ints (List.init 5 (fun i -> i * i)) ^ " " ^ string_of_int (List.length (List.init 100_000 Fun.id)));
  pr (string_of_int (List.fold_left ( + ) 0 (List.init 200_000 (fun i -> i land 7))));
  pr (string_of_int (List.length (List.rev_map succ (List.init 300_000 Fun.id))));
  pr (string_of_int (List.nth [1; 2; 3] 2) ^ " " ^ string_of_int (List.assoc 2 [(1, 10); (2, 20)]));
  catch (fun () -> ignore (List.nth [1] 5)); catch (fun () -> ignore (List.nth [1] (-1)));
  catch (fun () -> ignore (List.hd [])); catch (fun () -> ignore (List.tl []));
  catch (fun () -> ignore (List.map2 ( + ) [1] [])); catch (fun () -> ignore (List.init (-1) Fun.id));
  catch (fun () -> ignore (List.combine [1] [])); catch (fun () -> ignore (List.find (fun _ -> false) [1]));
  pr (string_of_int (List.compare_lengths [1; 2] [3]) ^ " " ^ string_of_int (List.compare_length_with [1; 2] 5));
  pr (pairs (List.remove_assoc 3 [(1, "a"); (3, "b"); (3, "c")]));
  let xs, ys = List.split [(1, 'a'); (2, 'b')] in pr (ints xs ^ String.make 1 (List.hd (List.rev ys)));
  pr (ints (List.of_seq (List.to_seq [7; 8; 9])) ^ " " ^ ints (List.flatten [[1]; []; [2; 3]]));
  let m = Array.make_matrix 2 3 0 in m.(1).(2) <- 5; pr (ints (Array.to_list (Array.concat (Array.to_list m))));
  pr (ints (Array.to_list (Array.append [| 1; 2 |] [| 3 |])) ^ " " ^ ints (Array.to_list (Array.sub [| 1; 2; 3; 4 |] 1 2)));
  let b = Array.make 5 0 in Array.blit [| 1; 2; 3 |] 0 b 1 3; Array.fill b 4 1 9; pr (ints (Array.to_list b));
  pr (string_of_int (Array.fold_left ( + ) 0 [| 1; 2; 3 |]) ^ " " ^ string_of_int (Array.fold_right ( - ) [| 1; 2; 3 |] 0));
  pr (ints (Array.to_list (Array.map2 ( * ) [| 1; 2 |] [| 3; 4 |])) ^ " " ^ string_of_bool (Array.mem 3 [| 1; 3 |]));
  pr (string_of_bool (Array.for_all (fun x -> x > 0) [| 1; 2 |]) ^ string_of_bool (Array.exists (fun x -> x > 5) [| 1; 2 |]));
  let acc, r = Array.fold_left_map (fun a x -> (a + x, a)) 0 [| 1; 2; 3 |] in pr (string_of_int acc ^ " " ^ ints (Array.to_list r));
  let xa, ya = Array.split [| (1, 2); (3, 4) |] in pr (ints (Array.to_list xa @ Array.to_list ya));
  pr (ints (Array.to_list (Array.of_seq (Array.to_seq [| 4; 5; 6 |]))));
  Seq.iter (fun (i, x) -> print_string (string_of_int i ^ "=" ^ string_of_int x ^ " ")) (Array.to_seqi [| 7; 8 |]); pr "";
  catch (fun () -> ignore (Array.sub [| 1 |] 0 2)); catch (fun () -> Array.blit [| 1 |] 0 [| 2 |] 1 1);
  catch (fun () -> Array.iter2 (fun _ _ -> ()) [| 1 |] [||]); catch (fun () -> ignore (Array.map2 ( + ) [| 1 |] [||]));
  catch (fun () -> ignore (Array.init (-1) Fun.id)); catch (fun () -> ignore (Array.make (-1) 0));
  catch (fun () -> ignore [| 1 |].(3)); catch (fun () -> ignore (Array.combine [| 1 |] [||]));
  catch (fun () -> Array.fill [| 1 |] 0 2 0)
