let x = 2 (*) comment *)
