let rec x = match x with [] -> [] | _ :: t -> t
