type t = private Circle of float | Rect of float * float | Triangle of float * float * float
val circle : float -> t
val rect : float -> float -> t
val triangle : float -> float -> float -> t option
val area : t -> float
val perimeter : t -> float
val name : t -> string
