type 'a t
val empty : 'a t
val add : Base.id -> 'a -> 'a t -> 'a t
val find : Base.id -> 'a t -> 'a option
