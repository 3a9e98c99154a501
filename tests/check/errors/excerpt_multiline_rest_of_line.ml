(* A span over several lines: what follows it on its last line is shown as dots *)
let v =
  (1 +
   2) ^ "x" (* the rest of the line *)
