let det m =
  let n = Array.length m in
  let a = Array.map Array.copy m in
  let d = ref 1.0 in
  (try
    for c = 0 to n - 1 do
      let p = ref c in
      for r = c + 1 to n - 1 do if abs_float a.(r).(c) > abs_float a.(!p).(c) then p := r done;
      if a.(!p).(c) = 0. then (d := 0.; raise Exit);
      if !p <> c then (let t = a.(c) in a.(c) <- a.(!p); a.(!p) <- t; d := -. !d);
      d := !d *. a.(c).(c);
      for r = c + 1 to n - 1 do
        let f = a.(r).(c) /. a.(c).(c) in
        for k = c to n - 1 do a.(r).(k) <- a.(r).(k) -. f *. a.(c).(k) done
      done
    done
  with Exit -> ());
  !d
let () =
  Printf.printf "%.4f\n" (det [| [| 2.; 0. |]; [| 0.; 3. |] |]);
  Printf.printf "%.4f\n" (det [| [| 1.; 2.; 3. |]; [| 4.; 5.; 6. |]; [| 7.; 8.; 10. |] |]);
  Printf.printf "%.4f\n" (det [| [| 1.; 2. |]; [| 2.; 4. |] |]);
  let h = Array.init 5 (fun i -> Array.init 5 (fun j -> 1. /. float_of_int (i + j + 1))) in
  Printf.printf "%.6e\n" (det h)
