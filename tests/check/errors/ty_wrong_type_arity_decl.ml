type 'a box = Box of 'a
type t = box
