class me = object (self) method me = self method id = 1 end
class cell (v : int) = object
  val v = v
  method get = v
  method set x = {< v = x >}
end
class sub = object
  inherit cell 3 as super
  method twice = super#get * 2
end
let get_all (l : #cell list) = List.map (fun c -> c#get) l
