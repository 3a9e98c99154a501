type 'a zipper = { left : 'a list; focus : 'a; right : 'a list }
let of_list = function [] -> None | x :: xs -> Some { left = []; focus = x; right = xs }
let next z = match z.right with [] -> None | x :: xs -> Some { left = z.focus :: z.left; focus = x; right = xs }
let prev z = match z.left with [] -> None | x :: xs -> Some { left = xs; focus = x; right = z.focus :: z.right }
let set v z = { z with focus = v }
let to_list z = List.rev_append z.left (z.focus :: z.right)
let edited = match Option.bind (of_list [1; 2; 3]) next with Some z -> to_list (set 20 z) | None -> []
