let f l =
  let[@local] add acc x = acc + x in
  List.fold_left add 0 l
