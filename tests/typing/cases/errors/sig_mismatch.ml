module M : sig val x : string end = struct let x = 1 end
