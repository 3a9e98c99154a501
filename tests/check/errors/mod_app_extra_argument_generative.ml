module F () = struct end
module B = F () ()
