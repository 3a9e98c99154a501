exception Full of int
module Make (Q : Fqueue.QUEUE) (C : sig val capacity : int end) = struct
  type 'a t = 'a Q.t
  let empty = Q.empty
  let push x q = if Q.length q >= C.capacity then raise (Full C.capacity) else Q.push x q
  let push_dropping x q = if Q.length q >= C.capacity then (match Q.pop q with Some (_, q) -> Q.push x q | None -> q) else Q.push x q
  let pop = Q.pop
  let rec to_list q = match Q.pop q with None -> [] | Some (x, q) -> x :: to_list q
end
