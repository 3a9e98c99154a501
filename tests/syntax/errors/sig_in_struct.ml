module M = struct val x : int end
