module A = struct end
module A = struct end
