module = struct end
