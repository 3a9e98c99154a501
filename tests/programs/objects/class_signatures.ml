module M : sig
  class counter : int -> object method get : int method incr : unit end
  class virtual shape : string -> object method virtual area : float method name : string end
  val make : unit -> counter
end = struct
  class counter start = object
    val mutable n = start
    method incr = n <- n + 1
    method get = n
  end
  class virtual shape name = object
    method virtual area : float
    method name : string = name
  end
  let make () = new counter 10
end
class sq s = object inherit M.shape "sq" method area = s *. s end
let () =
  let c = new M.counter 3 in
  c#incr;
  Printf.printf "%d %d\n" c#get (M.make ())#get;
  let s = new sq 2. in
  Printf.printf "%s %.1f\n" s#name s#area
