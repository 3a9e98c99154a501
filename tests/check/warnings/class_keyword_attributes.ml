(* Attributes after `class` belong to the declaration and scope its warnings, as [@@...] after it do. *)
class[@warning "-27"] c = object method m (x : int) = 1 end
class d = object method m (x : int) = 1 end [@@warning "-27"]
class e = object method m (x : int) = 1 end
class[@warning "-8"] f () = let (a, 0) = (1, 1) in object method m = a end
class g () = let (a, 0) = (1, 1) in object method m = a end
