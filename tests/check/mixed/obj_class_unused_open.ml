module M = struct let base = 10 end
class c = let open M in object method v = 1 end
