(* An immediate object inheriting an object structure: OCaml 4.13 cannot close its type. *)
let o = object
  inherit (object method m = 1 method private q = 1 end)
  method private p = 3
  method a : int = 2
  method z x = x
end
