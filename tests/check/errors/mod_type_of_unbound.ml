module type S = module type of Zzyzx
