(* Iterative radix-2 FFT on float arrays: forward then inverse transforms, repeated. *)
let pi = 4.0 *. atan 1.0

let fft re im inverse =
  let n = Array.length re in
  let j = ref 0 in
  for i = 0 to n - 2 do
    if i < !j then begin
      let t = re.(i) in re.(i) <- re.(!j); re.(!j) <- t;
      let t = im.(i) in im.(i) <- im.(!j); im.(!j) <- t
    end;
    let m = ref (n lsr 1) in
    while !m >= 1 && !j land !m <> 0 do j := !j lxor !m; m := !m lsr 1 done;
    j := !j lor !m
  done;
  let len = ref 2 in
  while !len <= n do
    let half = !len / 2 in
    let angle = (if inverse then 2.0 else -2.0) *. pi /. float_of_int !len in
    for k = 0 to half - 1 do
      let wr = cos (angle *. float_of_int k) and wi = sin (angle *. float_of_int k) in
      let i = ref k in
      while !i < n do
        let a = !i and b = !i + half in
        let xr = re.(b) *. wr -. im.(b) *. wi and xi = re.(b) *. wi +. im.(b) *. wr in
        re.(b) <- re.(a) -. xr; im.(b) <- im.(a) -. xi;
        re.(a) <- re.(a) +. xr; im.(a) <- im.(a) +. xi;
        i := !i + !len
      done
    done;
    len := !len * 2
  done;
  if inverse then
    for i = 0 to n - 1 do
      re.(i) <- re.(i) /. float_of_int n; im.(i) <- im.(i) /. float_of_int n
    done

let () =
  let reps = if Array.length Sys.argv > 1 then int_of_string Sys.argv.(1) else 25 in
  let n = 1 lsl 16 in
  let re = Array.init n (fun i -> float_of_int (i mod 17) -. 8.0) and im = Array.make n 0.0 in
  let peak = ref 0.0 in
  for _ = 1 to reps do
    fft re im false;
    peak := Float.max !peak (sqrt (re.(n / 17) *. re.(n / 17) +. im.(n / 17) *. im.(n / 17)));
    fft re im true
  done;
  let err = ref 0.0 in
  Array.iteri (fun i x -> err := Float.max !err (Float.abs (x -. (float_of_int (i mod 17) -. 8.0)))) re;
  Printf.printf "peak %.3f, round trip ok: %b\n" !peak (!err < 1e-6)
