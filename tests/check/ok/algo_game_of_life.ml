let step grid =
  let h = Array.length grid and w = Array.length grid.(0) in
  let alive i j = i >= 0 && i < h && j >= 0 && j < w && grid.(i).(j) in
  Array.init h (fun i -> Array.init w (fun j ->
      let n = ref 0 in
      for di = -1 to 1 do
        for dj = -1 to 1 do
          if (di, dj) <> (0, 0) && alive (i + di) (j + dj) then incr n
        done
      done;
      match grid.(i).(j), !n with
      | true, (2 | 3) -> true
      | false, 3 -> true
      | _ -> false))
let blinker = Array.init 5 (fun i -> Array.init 5 (fun j -> i = 2 && j >= 1 && j <= 3))
let next = step blinker
let show g = Array.iter (fun row -> Array.iter (fun c -> print_char (if c then '#' else '.')) row; print_newline ()) g
