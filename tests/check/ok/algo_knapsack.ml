type item = { weight : int; value : int }
let knapsack capacity items =
  let best = Array.make (capacity + 1) 0 in
  List.iter (fun { weight; value } ->
      for c = capacity downto weight do
        best.(c) <- max best.(c) (best.(c - weight) + value)
      done) items;
  best.(capacity)
let items = [{ weight = 1; value = 1 }; { weight = 3; value = 4 }; { weight = 4; value = 5 }; { weight = 5; value = 7 }]
let best = knapsack 7 items
