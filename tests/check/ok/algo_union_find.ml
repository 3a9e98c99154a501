type uf = { parent : int array; rank : int array }
let create n = { parent = Array.init n Fun.id; rank = Array.make n 0 }
let rec find uf i =
  let p = uf.parent.(i) in
  if p = i then i else begin
    let r = find uf p in
    uf.parent.(i) <- r; r
  end
let union uf a b =
  let ra = find uf a and rb = find uf b in
  if ra <> rb then
    if uf.rank.(ra) < uf.rank.(rb) then uf.parent.(ra) <- rb
    else if uf.rank.(ra) > uf.rank.(rb) then uf.parent.(rb) <- ra
    else (uf.parent.(rb) <- ra; uf.rank.(ra) <- uf.rank.(ra) + 1)
let uf = create 10
let () = union uf 1 2; union uf 3 4; union uf 2 4
let same = find uf 1 = find uf 3
