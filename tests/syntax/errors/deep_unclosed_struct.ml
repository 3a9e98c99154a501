module M = struct
  module N = struct
    let x = 1
  end

