type 'a vec = { mutable data : 'a array; mutable size : int; default : 'a }
let create default = { data = Array.make 2 default; size = 0; default }
let push v x =
  if v.size = Array.length v.data then begin
    let d = Array.make (2 * v.size) v.default in
    Array.blit v.data 0 d 0 v.size; v.data <- d;
    Printf.printf "grow to %d\n" (Array.length d)
  end;
  v.data.(v.size) <- x; v.size <- v.size + 1
let pop v = v.size <- v.size - 1; v.data.(v.size)
let () =
  let v = create 0 in
  for i = 1 to 40 do push v (i * i) done;
  Printf.printf "size %d capacity %d\n" v.size (Array.length v.data);
  let s = ref 0 in for _ = 1 to 10 do s := !s + pop v done;
  Printf.printf "popped sum %d, size %d\n" !s v.size;
  Printf.printf "%d\n" v.data.(v.size - 1)
