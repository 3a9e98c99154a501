(* User constructors may shadow Stdlib's None/Some/Ok/Error; the latest wins. *)
type 'a opt = None | Some of 'a
let x = Some 1
let is_none = function None -> true | Some _ -> false
let to_std = function None -> Option.None | Some v -> Option.Some v
type res = Ok | Error of string
let status b = if b then Ok else Error "failed"
let std_result : (int, string) result = Stdlib.Ok 3
