(* Fannkuch-redux (Benchmarks Game): permutations, prefix reversals, a checksum. *)
let fannkuch n =
  let perm = Array.make n 0 and perm1 = Array.init n (fun i -> i) and count = Array.make n 0 in
  let max_flips = ref 0 and checksum = ref 0 and perm_count = ref 0 in
  let r = ref n in
  (try
     while true do
       while !r <> 1 do count.(!r - 1) <- !r; decr r done;
       Array.blit perm1 0 perm 0 n;
       let flips = ref 0 in
       let k = ref perm.(0) in
       while !k <> 0 do
         let i = ref 0 and j = ref !k in
         while !i < !j do
           let t = perm.(!i) in perm.(!i) <- perm.(!j); perm.(!j) <- t;
           incr i; decr j
         done;
         incr flips;
         k := perm.(0)
       done;
       if !flips > !max_flips then max_flips := !flips;
       checksum := !checksum + (if !perm_count land 1 = 0 then !flips else - !flips);
       let continue = ref true in
       while !continue do
         if !r = n then raise Exit;
         let p0 = perm1.(0) in
         for i = 0 to !r - 1 do perm1.(i) <- perm1.(i + 1) done;
         perm1.(!r) <- p0;
         count.(!r) <- count.(!r) - 1;
         if count.(!r) > 0 then continue := false else incr r
       done;
       incr perm_count
     done
   with Exit -> ());
  (!checksum, !max_flips)

let () =
  let n = if Array.length Sys.argv > 1 then int_of_string Sys.argv.(1) else 10 in
  let checksum, flips = fannkuch n in
  Printf.printf "%d\nPfannkuchen(%d) = %d\n" checksum n flips
