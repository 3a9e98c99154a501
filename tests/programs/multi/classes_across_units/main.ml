class d = object inherit Shapes.c 4 as super method! x = super#x + 1 end
let () = print_int (new Shapes.c 4)#twice; print_newline (); print_int (new d)#twice; print_newline ()
