(* Objects of several classes in lists, arrays, Hashtbl and Queue. *)
class item name price = object
  method name : string = name
  method price : int = price
end

class discounted name price pct = object
  inherit item name price as super
  method! price = super#price * (100 - pct) / 100
end

let () =
  let items = [ new item "pen" 120; (new discounted "book" 2000 25 :> item); new item "mug" 800 ] in
  let arr = Array.of_list items in
  Array.sort (fun a b -> compare a#price b#price) arr;
  Array.iter (fun i -> Printf.printf "%s %d\n" i#name i#price) arr;
  let stock = Hashtbl.create 16 in
  List.iteri (fun i it -> Hashtbl.add stock it#name (it, i + 1)) items;
  let total = Hashtbl.fold (fun _ (it, n) acc -> acc + (it#price * n)) stock 0 in
  Printf.printf "total %d\n" total;
  let q = Queue.create () in
  List.iter (fun it -> Queue.push it q) items;
  while not (Queue.is_empty q) do
    let it = Queue.pop q in
    Printf.printf "%s " it#name
  done;
  print_newline ();
  (* Objects as keys: identity. *)
  let seen = Hashtbl.create 4 in
  List.iter (fun it -> Hashtbl.replace seen it ()) (items @ items);
  Printf.printf "%d distinct\n" (Hashtbl.length seen);
  let a = List.hd items in
  Printf.printf "%b %b\n" (List.memq a items) (List.exists (fun x -> x = a) items)
