type t = [> `A ] list
