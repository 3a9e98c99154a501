let () =
  let w = 20 and h = 10 in
  let grid = Array.make_matrix h w '.' in
  for y = 0 to h - 1 do
    for x = 0 to w - 1 do
      let dx = float_of_int (x - w / 2) /. 2. and dy = float_of_int (y - h / 2) in
      if dx *. dx +. dy *. dy <= 16. then grid.(y).(x) <- '#'
      else if (x + y) mod 7 = 0 then grid.(y).(x) <- '+'
    done
  done;
  Array.iter (fun row -> print_endline (String.init w (fun i -> row.(i)))) grid
