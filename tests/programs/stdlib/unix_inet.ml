(* Unix's Internet addresses: inet_pton's syntax and inet_ntop's text, IPv4 and IPv6. *)
let show s =
  match Unix.inet_addr_of_string s with
  | a -> Printf.printf "%S -> %s (inet6 %b)\n" s (Unix.string_of_inet_addr a) (Unix.is_inet6_addr a)
  | exception Failure m -> Printf.printf "%S -> Failure %S\n" s m

let () =
  List.iter show
    [ "127.0.0.1"; "0.0.0.0"; "255.255.255.255"; "256.1.1.1"; "1.2.3"; "01.2.3.4"; "1.2.3.4.5"; "";
      "::"; "::1"; "1::"; "fe80::1:2"; "2001:db8:0:0:1:0:0:1"; "2001:0db8:0000:0000:0000:ff00:0042:8329";
      "1:0:0:2:0:0:0:3"; "::ffff:192.168.1.1"; "::1.2.3.4"; "1:2:3:4:5:6:7:8"; "1:2:3:4:5:6:7:8:9";
      "1::2::3"; "12345::"; "g::"; "::ffff:1.2.3"; "1:2:3:4:5:6:1.2.3.4"; "0:0:0:0:0:1:0:0"; "ABCD::EF" ];
  List.iter (fun a -> print_endline (Unix.string_of_inet_addr a))
    Unix.[ inet_addr_any; inet_addr_loopback; inet6_addr_any; inet6_addr_loopback ]
