let () =
  Printf.printf "[%d] [%5d] [%-5d] [%05d] [%+d] [% d]\n" 42 42 42 42 42 42;
  Printf.printf "[%d] [%5d] [%-5d] [%05d] [%+d]\n" (-42) (-42) (-42) (-42) (-42);
  Printf.printf "[%x] [%#x] [%X] [%#X] [%o] [%#o]\n" 3054 3054 3054 3054 3054 3054;
  Printf.printf "[%u]\n" (-1);
  Printf.printf "[%i] [%8.3d]\n" 7 7;
  Printf.printf "[%s] [%10s] [%-10s] [%S]\n" "abc" "abc" "abc" "a\"b";
  Printf.printf "[%c] [%C]\n" 'z' '\\';
  Printf.printf "[%b] [%B]\n" true false;
  Printf.printf "[%%] [%d%%]\n" 50;
  Printf.printf "[%*d] [%-*d]\n" 6 1 6 2;
  Printf.printf "[%.*f]\n" 2 3.14159;
  Printf.printf "[%ld] [%Ld] [%nd]\n" 123l 1234567890123L 5n;
  Printf.printf "[%lx] [%Lx]\n" (-1l) (-1L)
