let () =
  for y = -12 to 12 do
    for x = -39 to 20 do
      let cr = float_of_int x /. 20. and ci = float_of_int y /. 10. in
      let zr = ref 0. and zi = ref 0. and i = ref 0 in
      while !i < 50 && !zr *. !zr +. !zi *. !zi < 4. do
        let t = !zr *. !zr -. !zi *. !zi +. cr in
        zi := 2. *. !zr *. !zi +. ci; zr := t; incr i
      done;
      print_char (if !i = 50 then '#' else if !i > 10 then '+' else if !i > 4 then '.' else ' ')
    done;
    print_newline ()
  done
