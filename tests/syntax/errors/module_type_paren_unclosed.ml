module type S = (sig end
