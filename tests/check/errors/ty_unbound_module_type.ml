module M : PRINTABLE = struct let print () = () end
