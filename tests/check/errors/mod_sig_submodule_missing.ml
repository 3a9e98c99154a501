module M : sig module Inner : sig val x : int end end = struct
  let x = 1
end
