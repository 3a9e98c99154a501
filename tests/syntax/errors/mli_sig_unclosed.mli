module M : sig val x : int
