let f x =
  begin
    print_int x;
    x + 1
let g = 2
