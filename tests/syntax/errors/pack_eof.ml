let x = (module M
