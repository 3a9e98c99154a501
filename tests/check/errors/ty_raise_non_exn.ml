let f () = raise "oops"
