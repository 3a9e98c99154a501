let f x =
  if x < 0 then begin raise Exit; print_string "never" end;
  x
