let ones = [| ""; "one"; "two"; "three"; "four"; "five"; "six"; "seven"; "eight"; "nine"; "ten"; "eleven"; "twelve"; "thirteen"; "fourteen"; "fifteen"; "sixteen"; "seventeen"; "eighteen"; "nineteen" |]
let tens = [| ""; ""; "twenty"; "thirty"; "forty"; "fifty"; "sixty"; "seventy"; "eighty"; "ninety" |]
let rec words n =
  if n = 0 then "zero"
  else if n < 0 then "minus " ^ words (- n)
  else if n < 20 then ones.(n)
  else if n < 100 then tens.(n / 10) ^ (if n mod 10 = 0 then "" else "-" ^ ones.(n mod 10))
  else if n < 1000 then ones.(n / 100) ^ " hundred" ^ (if n mod 100 = 0 then "" else " and " ^ words (n mod 100))
  else if n < 1_000_000 then words (n / 1000) ^ " thousand" ^ (if n mod 1000 = 0 then "" else " " ^ words (n mod 1000))
  else words (n / 1_000_000) ^ " million" ^ (if n mod 1_000_000 = 0 then "" else " " ^ words (n mod 1_000_000))
let () = List.iter (fun n -> Printf.printf "%d: %s\n" n (words n)) [ 0; 7; 13; 20; 42; 99; 100; 101; 342; 1000; 1999; 12345; 1000000; 987654321; -15 ]
