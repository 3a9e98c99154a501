module rec A = struct let x = B.y end
and B = struct let y = 1 end
