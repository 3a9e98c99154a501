(* Stdlib conversions, Option/Result/Either/Seq, Int32/Int64, Float,
   Stack/Queue, Lazy, Printexc/Fun, Digest. *)
let pr = print_endline
let catch f = try f () with Invalid_argument m -> pr ("Invalid_argument " ^ m) | Failure m -> pr ("Failure " ^ m) | Not_found -> pr "Not_found"
exception My_exn of int * string
exception Other
let () =
  List.iter (fun f -> print_string (string_of_float f ^ " "))
    [0.; -0.; 1.5; 100.; 1e15; 1e16; 123456789012.; 0.1 +. 0.2; 1. /. 3.; 2e-7; nan; infinity; neg_infinity; 5e-324; max_float];
  pr "";
  pr (string_of_int (int_of_string "0x1F") ^ " " ^ string_of_int (int_of_string "-0b101") ^ " " ^ string_of_int (int_of_string "0o17") ^ " " ^ string_of_int (int_of_string "1_000"));
  pr ((match int_of_string_opt "12a" with None -> "none" | Some _ -> "some") ^ " " ^ string_of_float (float_of_string "1e3") ^ " " ^ string_of_bool (bool_of_string "true"));
  catch (fun () -> ignore (int_of_string "abc")); catch (fun () -> ignore (float_of_string "x")); catch (fun () -> ignore (bool_of_string "yes"));
  catch (fun () -> ignore (char_of_int 256)); catch (fun () -> failwith "boom"); catch (fun () -> invalid_arg "bad");
  pr (string_of_int (min 3 (-2)) ^ " " ^ string_of_float (max nan 1.) ^ " " ^ string_of_float (min 1. nan) ^ " " ^ string_of_int (compare "b" "a") ^ " " ^ string_of_int (abs (-5)) ^ " " ^ string_of_int (lnot 5));
  pr (string_of_int (truncate 3.7) ^ " " ^ string_of_float (float_of_int 3) ^ " " ^ string_of_float (floor (-1.5)) ^ " " ^ string_of_float (ceil 1.2) ^ " " ^ string_of_float (sqrt 16.) ^ " " ^ string_of_float (2. ** 10.) ^ " " ^ string_of_float (mod_float 7. 3.));
  let fr, ex = frexp 12. in pr (string_of_float fr ^ " " ^ string_of_int ex ^ " " ^ string_of_float (ldexp 1. 4) ^ " " ^ string_of_float (fst (modf 3.25)));
  pr (match classify_float 1e-310, classify_float 0., classify_float nan, classify_float infinity, classify_float 1. with
      | FP_subnormal, FP_zero, FP_nan, FP_infinite, FP_normal -> "classes ok" | _ -> "classes wrong");
  let r = ref 1 in incr r; decr r; incr r; r := !r * 10; pr (string_of_int !r ^ " " ^ fst ("a", 1) ^ string_of_int (snd ("a", 1)));
  pr (String.concat "," (List.map string_of_int ([1; 2] @ [3])) ^ " " ^ ("con" ^ "cat"));
  pr (Option.value ~default:0 None |> string_of_int); pr (string_of_int (Option.get (Option.map succ (Some 1))));
  pr (string_of_bool (Option.is_some (Option.join (Some (Some 1)))) ^ string_of_int (Option.fold ~none:0 ~some:succ (Some 5)));
  catch (fun () -> ignore (Option.get None)); catch (fun () -> ignore (Result.get_ok (Error "e")));
  pr (match Result.bind (Ok 1) (fun x -> Ok (x + 1)) with Ok v -> string_of_int v | Error _ -> "err");
  pr (match Result.map_error String.length (Error "four") with Error n -> string_of_int n | Ok _ -> "ok");
  pr (string_of_int (Option.compare compare (Some 1) None) ^ string_of_int (Result.compare ~ok:compare ~error:compare (Ok 1) (Error 0)));
  pr (Either.fold ~left:string_of_int ~right:(fun s -> s) (Either.Left 3) ^ string_of_bool (Either.is_right (Either.right 1)));
  let s = Seq.unfold (fun n -> if n > 5 then None else Some (n, n + 1)) 1 in
  pr (String.concat " " (List.of_seq (Seq.map string_of_int (Seq.filter_map (fun x -> if x mod 2 = 1 then Some (x * x) else None) s))));
  pr (string_of_int (Seq.fold_left ( + ) 0 (Seq.flat_map (fun x -> List.to_seq [x; x]) (List.to_seq [1; 2; 3]))));
  pr (String.concat "" (List.of_seq (Seq.append (Seq.return "a") (Seq.cons "b" Seq.empty))));
  pr (Int32.to_string (Int32.add Int32.max_int 1l) ^ " " ^ Int32.to_string (Int32.div (-7l) 2l) ^ " " ^ Int32.to_string (Int32.rem (-7l) 2l)
      ^ " " ^ Int32.to_string (Int32.shift_right_logical (-1l) 28) ^ " " ^ Int32.to_string (Int32.unsigned_div (-1l) 3l)
      ^ " " ^ string_of_int (Int32.unsigned_compare (-1l) 1l) ^ " " ^ Int32.to_string (Int32.of_string "0xFFFFFFFF"));
  pr (Int64.to_string (Int64.mul 3037000499L 3037000499L) ^ " " ^ Int64.to_string Int64.min_int ^ " " ^ Int64.to_string (Int64.unsigned_rem (-1L) 10L)
      ^ " " ^ Int64.to_string (Int64.of_float 1e18) ^ " " ^ string_of_float (Int64.to_float 123L) ^ " " ^ Int64.to_string (Int64.abs (-5L))
      ^ " " ^ Int64.to_string (Int64.bits_of_float 1.0) ^ " " ^ (match Int64.of_string_opt "99999999999999999999" with None -> "none" | Some _ -> "some"));
  catch (fun () -> ignore (Int64.of_string "x"));
  pr (string_of_float (Float.min (-0.) 0.) ^ " " ^ string_of_float (Float.max_num nan 2.) ^ " " ^ string_of_bool (Float.is_integer 3.) ^ " "
      ^ string_of_float (Float.succ 1.) ^ " " ^ string_of_float Float.pi ^ " " ^ string_of_float (Float.fma 2. 3. 4.) ^ " " ^ string_of_float (Float.round 2.5)
      ^ " " ^ string_of_float (Float.trunc (-2.7)) ^ " " ^ string_of_bool (Float.is_nan nan) ^ " " ^ string_of_int (Float.compare nan 1.)
      ^ " " ^ string_of_float (Float.copy_sign 3. (-0.)) ^ " " ^ string_of_float (Float.of_int 7) ^ " " ^ Float.to_string 0.5);
  let lo, hi = Float.min_max 3. 1. in pr (string_of_float lo ^ string_of_float hi);
  pr (string_of_int (Int.max 3 9) ^ " " ^ Int.to_string (Int.logand 12 10) ^ " " ^ string_of_bool (Bool.equal true true) ^ Bool.to_string false ^ string_of_int (Bool.to_int true));
  let st = Stack.create () in List.iter (fun x -> Stack.push x st) [1; 2; 3];
  pr (string_of_int (Stack.pop st) ^ string_of_int (Stack.top st) ^ string_of_int (Stack.length st) ^ string_of_int (Stack.fold ( + ) 0 st));
  (try ignore (Stack.pop (Stack.create ())) with Stack.Empty -> pr "Stack.Empty");
  let q = Queue.create () in List.iter (fun x -> Queue.add x q) [1; 2; 3];
  let q2 = Queue.of_seq (List.to_seq [7; 8]) in Queue.transfer q2 q;
  pr (string_of_int (Queue.take q) ^ string_of_int (Queue.peek q) ^ string_of_int (Queue.length q) ^ " " ^ String.concat "," (List.of_seq (Seq.map string_of_int (Queue.to_seq q))) ^ " " ^ string_of_int (Queue.length q2));
  (try ignore (Queue.take (Queue.create ())) with Queue.Empty -> pr "Queue.Empty");
  let count = ref 0 in
  let lz = lazy (incr count; !count * 10) in
  pr (string_of_bool (Lazy.is_val lz) ^ string_of_int (Lazy.force lz) ^ string_of_int (Lazy.force lz) ^ string_of_int !count ^ string_of_bool (Lazy.is_val lz));
  pr (string_of_int (Lazy.force (Lazy.map succ (Lazy.from_val 4))) ^ string_of_bool (Lazy.is_val (Lazy.from_val 1)) ^ string_of_int (Lazy.force (Lazy.from_fun (fun () -> 9))));
  let rec self = lazy (Lazy.force self + 1) in
  (try ignore (Lazy.force self) with Lazy.Undefined -> pr "Undefined");
  pr (Printexc.to_string Not_found ^ " | " ^ Printexc.to_string (Failure "f") ^ " | " ^ Printexc.to_string (Invalid_argument "i"));
  pr (Printexc.to_string (My_exn (3, "x")) ^ " | " ^ Printexc.to_string Other ^ " | " ^ Printexc.to_string Exit);
  pr (Printexc.to_string (Match_failure ("f.ml", 3, 4)) ^ " | " ^ Printexc.to_string (Assert_failure ("g.ml", 1, 2)) ^ " | " ^ Printexc.to_string Stack_overflow);
  Printexc.register_printer (function Other -> Some "the other one" | _ -> None);
  pr (Printexc.to_string Other ^ " | " ^ Printexc.to_string_default Other ^ " | " ^ Printexc.get_backtrace () ^ "|");
  pr (Printexc.exn_slot_name (My_exn (1, "")) ^ " " ^ Printexc.exn_slot_name Not_found);
  pr (Fun.protect ~finally:(fun () -> pr "finally") (fun () -> "result"));
  (try Fun.protect ~finally:(fun () -> pr "finally 2") (fun () -> raise Exit) with Exit -> pr "Exit");
  (try Fun.protect ~finally:(fun () -> raise Other) (fun () -> ()) with Fun.Finally_raised e -> pr ("Finally_raised " ^ Printexc.to_string e));
  pr (Printexc.to_string (Fun.Finally_raised Not_found));
  pr (string_of_bool (Fun.negate (fun x -> x > 1) 0) ^ string_of_int (Fun.flip ( - ) 1 10) ^ string_of_int (Fun.const 4 ()) ^ string_of_int (Fun.id 5));
  pr (Digest.to_hex (Digest.string "") ^ " " ^ Digest.to_hex (Digest.string "The quick brown fox") ^ " " ^ Digest.to_hex (Digest.substring "abcdef" 1 3));
  pr (Digest.to_hex (Digest.from_hex "0123456789abcdef0123456789ABCDEF"));
  catch (fun () -> ignore (Digest.from_hex "zz"));
  pr (Sys.ocaml_version ^ " " ^ string_of_bool (Sys.getenv_opt "SURELY_NOT_SET_VARIABLE" = None));
  at_exit (fun () -> pr "at exit 1"); at_exit (fun () -> pr "at exit 2");
  print_string "no newline, flushed at exit"
let () =
  Callback.register "a value" 42;
  Callback.register_exception "my exception" (My_exn (0, ""));
  Callback.register_exception "other" Other;
  print_endline "registered"
