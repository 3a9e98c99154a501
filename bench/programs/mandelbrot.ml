(* Mandelbrot set over an n x n grid, reduced to a count and a checksum of the bitmap. *)
let () =
  let n = if Array.length Sys.argv > 1 then int_of_string Sys.argv.(1) else 1600 in
  let inside = ref 0 and check = ref 0 in
  let fn = float_of_int n in
  for y = 0 to n - 1 do
    let ci = 2.0 *. float_of_int y /. fn -. 1.0 in
    for x = 0 to n - 1 do
      let cr = 2.0 *. float_of_int x /. fn -. 1.5 in
      let zr = ref 0.0 and zi = ref 0.0 and i = ref 0 in
      while !i < 50 && !zr *. !zr +. !zi *. !zi <= 4.0 do
        let t = !zr *. !zr -. !zi *. !zi +. cr in
        zi := 2.0 *. !zr *. !zi +. ci;
        zr := t;
        incr i
      done;
      if !i = 50 then begin
        incr inside;
        check := (!check * 3 + x + y) land 0xFFFFFF
      end
    done
  done;
  Printf.printf "%d %d\n" !inside !check
