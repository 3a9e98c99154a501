let () = while true do ()
