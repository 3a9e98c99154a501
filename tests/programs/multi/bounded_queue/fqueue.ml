module type QUEUE = sig
  type 'a t
  val empty : 'a t
  val is_empty : 'a t -> bool
  val push : 'a -> 'a t -> 'a t
  val pop : 'a t -> ('a * 'a t) option
  val length : 'a t -> int
end
module Two_lists = struct
  type 'a t = { front : 'a list; back : 'a list; len : int }
  let empty = { front = []; back = []; len = 0 }
  let is_empty q = q.len = 0
  let push x q = { q with back = x :: q.back; len = q.len + 1 }
  let pop q = match q.front with
    | x :: f -> Some (x, { q with front = f; len = q.len - 1 })
    | [] -> (match List.rev q.back with [] -> None | x :: f -> Some (x, { front = f; back = []; len = q.len - 1 }))
  let length q = q.len
end
