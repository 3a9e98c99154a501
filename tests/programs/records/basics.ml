type point = { x : int; y : int }
type person = { name : string; mutable age : int; email : string option }
let () =
  let p = { x = 1; y = 2 } in
  let q = { p with y = 10 } in
  Printf.printf "p=(%d,%d) q=(%d,%d)\n" p.x p.y q.x q.y;
  Printf.printf "%b %b\n" (p = { x = 1; y = 2 }) (p == q);
  let alice = { name = "Alice"; age = 30; email = Some "alice@example.com" } in
  alice.age <- alice.age + 1;
  Printf.printf "%s %d %s\n" alice.name alice.age (Option.value alice.email ~default:"-");
  let bob = { alice with name = "Bob"; email = None } in
  bob.age <- 50;
  Printf.printf "%s %d / %s %d\n" alice.name alice.age bob.name bob.age;
  let { name; age; _ } = bob in
  Printf.printf "%s is %d\n" name age;
  Printf.printf "%d\n" (compare { x = 1; y = 5 } { x = 2; y = 0 })
