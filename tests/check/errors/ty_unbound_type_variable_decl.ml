type t = { value : 'a }
