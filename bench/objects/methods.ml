(* Method calls on objects of several classes: a virtual base, four subclasses, an array of
   objects of mixed classes, each round calling two methods on each (one calls another
   through self). *)
class virtual shape = object (self)
  val mutable total = 0
  method virtual weight : int
  method step x = total <- total + self#weight * x
  method total = total
end

class a = object inherit shape method weight = 1 end
class b = object inherit shape method weight = 2 end
class c = object inherit shape method weight = 3 method! step x = total <- total + x end
class d k = object inherit shape method weight = k end

let () =
  let n = 1000 in
  let objs : shape array =
    Array.init n (fun i ->
        match i mod 4 with
        | 0 -> (new a :> shape)
        | 1 -> (new b :> shape)
        | 2 -> (new c :> shape)
        | _ -> (new d (i mod 7) :> shape))
  in
  let rounds = int_of_string (if Array.length Sys.argv > 1 then Sys.argv.(1) else "20000") in
  let sum = ref 0 in
  for r = 1 to rounds do
    for i = 0 to n - 1 do
      let o = objs.(i) in
      o#step (r land 7);
      sum := (!sum + o#total) land 0xFFFFFF
    done
  done;
  Printf.printf "%d\n" !sum
