let (module M = x
