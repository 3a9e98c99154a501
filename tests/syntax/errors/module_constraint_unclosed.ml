module M = (N : S
