let a = [| 1;
  2;

