let counter = ref 0
let step () = incr counter; !counter
let run () =
  begin
    print_string "start";
    ignore (step ());
    print_newline ()
  end;
  let x = step () in
  print_int x;
  x
let grouped = (print_string "a"; print_string "b"; 3)
let trailing_semi () = print_string "x"; ()
