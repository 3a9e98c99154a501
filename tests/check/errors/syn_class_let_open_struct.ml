module M = struct let x = 1 end
class c = let open struct let k = 5 end in object method v = k end
