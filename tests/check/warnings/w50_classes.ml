class c = object
  (** the first field's *)
  val x = 1 (** x's *)
  method m = x
  (** after m, before n *)
  method n = 2

  (** o's *)
  method o = 3
end
(** after c *)

class type ct = object
  method m : int (** m's *)
  (** between two methods *)
  method n : int
end

class d = let y = 1 in
  (** in a class's let: nothing's *)
  object method p = y end

let obj = object
  (** in an object expression *)
  method q = 1
end
