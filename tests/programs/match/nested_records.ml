type address = { street : string; city : string; zip : int }
type person = { name : string; age : int; address : address; tags : string list }
let describe = function
  | { address = { city = "Paris"; _ }; age; _ } when age < 18 -> "young Parisian"
  | { address = { city = "Paris"; zip }; _ } -> Printf.sprintf "Parisian in %d" zip
  | { tags = "admin" :: _; name; _ } -> "admin " ^ name
  | { name; address = { street; city; _ }; tags = [] ; _ } -> Printf.sprintf "%s lives at %s, %s (no tags)" name street city
  | { name; tags; _ } -> Printf.sprintf "%s has %d tags" name (List.length tags)
let addr c z = { street = "1 Main St"; city = c; zip = z }
let () =
  List.iter (fun p -> print_endline (describe p))
    [ { name = "Ann"; age = 12; address = addr "Paris" 75001; tags = [] };
      { name = "Bob"; age = 40; address = addr "Paris" 75011; tags = [ "x" ] };
      { name = "Cid"; age = 30; address = addr "Lyon" 69000; tags = [ "admin"; "ops" ] };
      { name = "Dee"; age = 25; address = addr "Nice" 6000; tags = [] };
      { name = "Eve"; age = 25; address = addr "Nice" 6000; tags = [ "a"; "b"; "admin" ] } ]
