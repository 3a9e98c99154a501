module A = struct let x = 1 end
module B = A (struct end)
