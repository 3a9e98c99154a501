module type S = sig
