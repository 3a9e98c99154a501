(* An inventory and order system: products in a Map keyed by SKU, orders processed
   against stock with backorders, restocking from suppliers, price changes, and reports
   printed with Format (tables with %a printers, totals, low-stock warnings). *)
module SkuMap = Map.Make (String)

type product = {
  sku : string;
  name : string;
  price_cents : int;
  stock : int;
  reorder_level : int;
  supplier : string;
}

type order_line = { line_sku : string; qty : int }
type order = { order_id : int; customer : string; lines : order_line list }

type outcome =
  | Shipped of int (* cents *)
  | Partial of int * (string * int) list (* shipped cents, backordered *)
  | Rejected of string

let pp_money fmt cents = Format.fprintf fmt "%d.%02d" (cents / 100) (cents mod 100)

let pp_product fmt p =
  Format.fprintf fmt "%-6s %-18s %8a %5d %5d  %s" p.sku p.name pp_money p.price_cents p.stock p.reorder_level p.supplier

let catalogue =
  List.fold_left (fun m p -> SkuMap.add p.sku p m) SkuMap.empty [
    { sku = "A100"; name = "widget"; price_cents = 250; stock = 40; reorder_level = 10; supplier = "Acme" };
    { sku = "A200"; name = "gadget"; price_cents = 1299; stock = 5; reorder_level = 5; supplier = "Acme" };
    { sku = "B300"; name = "sprocket"; price_cents = 75; stock = 200; reorder_level = 50; supplier = "Bolt & Co" };
    { sku = "C400"; name = "flux capacitor"; price_cents = 99999; stock = 1; reorder_level = 1; supplier = "Doc" };
    { sku = "D500"; name = "gizmo"; price_cents = 499; stock = 0; reorder_level = 3; supplier = "Bolt & Co" } ]

let process inv order =
  if order.lines = [] then (inv, Rejected "empty order")
  else match List.find_opt (fun l -> not (SkuMap.mem l.line_sku inv)) order.lines with
    | Some l -> (inv, Rejected ("unknown product " ^ l.line_sku))
    | None ->
      match List.find_opt (fun l -> l.qty <= 0) order.lines with
      | Some l -> (inv, Rejected (Printf.sprintf "bad quantity %d for %s" l.qty l.line_sku))
      | None ->
        let inv, total, back = List.fold_left (fun (inv, total, back) l ->
          let p = SkuMap.find l.line_sku inv in
          let shipped = min p.stock l.qty in
          let inv = SkuMap.add p.sku { p with stock = p.stock - shipped } inv in
          let back = if shipped < l.qty then (p.sku, l.qty - shipped) :: back else back in
          (inv, total + shipped * p.price_cents, back)) (inv, 0, []) order.lines in
        (inv, if back = [] then Shipped total else Partial (total, List.rev back))

let restock inv =
  SkuMap.fold (fun sku p (inv, log) ->
    if p.stock <= p.reorder_level then
      let amount = max 10 (p.reorder_level * 4) - p.stock in
      (SkuMap.add sku { p with stock = p.stock + amount } inv, (sku, p.supplier, amount) :: log)
    else (inv, log)) inv (inv, [])

let stock_value inv = SkuMap.fold (fun _ p acc -> acc + p.stock * p.price_cents) inv 0

let report title inv =
  Format.printf "== %s@." title;
  Format.printf "%-6s %-18s %8s %5s %5s  %s@." "sku" "name" "price" "stock" "level" "supplier";
  SkuMap.iter (fun _ p -> Format.printf "%a%s@." pp_product p (if p.stock <= p.reorder_level then "  LOW" else "")) inv;
  Format.printf "stock value: %a@." pp_money (stock_value inv)

let orders = [
  { order_id = 1; customer = "alice"; lines = [ { line_sku = "A100"; qty = 10 }; { line_sku = "B300"; qty = 25 } ] };
  { order_id = 2; customer = "bob"; lines = [ { line_sku = "A200"; qty = 7 } ] };
  { order_id = 3; customer = "carol"; lines = [ { line_sku = "Z999"; qty = 1 } ] };
  { order_id = 4; customer = "dave"; lines = [ { line_sku = "C400"; qty = 1 }; { line_sku = "D500"; qty = 2 } ] };
  { order_id = 5; customer = "erin"; lines = [] };
  { order_id = 6; customer = "frank"; lines = [ { line_sku = "A100"; qty = 0 } ] };
  { order_id = 7; customer = "grace"; lines = [ { line_sku = "A100"; qty = 31 }; { line_sku = "B300"; qty = 100 } ] } ]

let () =
  report "opening stock" catalogue;
  let revenue = ref 0 and backlog = ref [] in
  let inv = List.fold_left (fun inv o ->
    let inv, outcome = process inv o in
    (match outcome with
     | Shipped c -> revenue := !revenue + c; Format.printf "order %d (%s): shipped, %a@." o.order_id o.customer pp_money c
     | Partial (c, back) ->
       revenue := !revenue + c;
       backlog := back @ !backlog;
       Format.printf "order %d (%s): partial, %a, backordered %s@." o.order_id o.customer pp_money c
         (String.concat ", " (List.map (fun (s, n) -> Printf.sprintf "%s x%d" s n) back))
     | Rejected why -> Format.printf "order %d (%s): rejected (%s)@." o.order_id o.customer why);
    inv) catalogue orders in
  Format.printf "revenue: %a@." pp_money !revenue;
  report "after orders" inv;
  let inv, log = restock inv in
  List.iter (fun (sku, sup, n) -> Format.printf "reorder %d of %s from %s@." n sku sup) (List.rev log);
  let inv = SkuMap.map (fun p -> if p.supplier = "Acme" then { p with price_cents = p.price_cents * 110 / 100 } else p) inv in
  report "after restock and a 10% Acme price rise" inv;
  let by_supplier = SkuMap.fold (fun _ p m -> SkuMap.update p.supplier (function None -> Some p.stock | Some n -> Some (n + p.stock)) m) inv SkuMap.empty in
  SkuMap.iter (fun s n -> Format.printf "%s holds %d units@." s n) by_supplier;
  Format.printf "backlog: %s@." (String.concat ", " (List.map (fun (s, n) -> Printf.sprintf "%s x%d" s n) (List.sort compare !backlog)));
  let cheapest = SkuMap.fold (fun _ p best -> match best with Some b when b.price_cents <= p.price_cents -> best | _ -> Some p) inv None in
  (match cheapest with Some p -> Format.printf "cheapest: %s at %a@." p.name pp_money p.price_cents | None -> ())
