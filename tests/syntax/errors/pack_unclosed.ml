let x = (module M : S
