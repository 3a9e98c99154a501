(* Conway's game of life on a torus, with a glider, a blinker, an R-pentomino and a glider gun;
   prints generations, populations, and detects period-2 oscillation. *)
type board = { w : int; h : int; cells : bool array }

let make w h = { w; h; cells = Array.make (w * h) false }
let get b x y = b.cells.(((y + b.h) mod b.h) * b.w + ((x + b.w) mod b.w))
let set b x y v = b.cells.(((y + b.h) mod b.h) * b.w + ((x + b.w) mod b.w)) <- v

let neighbours b x y =
  let n = ref 0 in
  for dy = -1 to 1 do
    for dx = -1 to 1 do
      if (dx <> 0 || dy <> 0) && get b (x + dx) (y + dy) then incr n
    done
  done;
  !n

let step b =
  let nb = make b.w b.h in
  for y = 0 to b.h - 1 do
    for x = 0 to b.w - 1 do
      let n = neighbours b x y in
      set nb x y (if get b x y then n = 2 || n = 3 else n = 3)
    done
  done;
  nb

let population b = Array.fold_left (fun n c -> if c then n + 1 else n) 0 b.cells

let show b =
  for y = 0 to b.h - 1 do
    print_endline (String.init b.w (fun x -> if get b x y then '#' else '.'))
  done

let place b x0 y0 pattern =
  List.iteri (fun dy row -> String.iteri (fun dx c -> if c = '#' then set b (x0 + dx) (y0 + dy) true) row) pattern

let glider = [ ".#."; "..#"; "###" ]
let blinker = [ "###" ]
let r_pentomino = [ ".##"; "##."; ".#." ]
let gosper_gun = [
  "........................#...........";
  "......................#.#...........";
  "............##......##............##";
  "...........#...#....##............##";
  "##........#.....#...##..............";
  "##........#...#.##....#.#...........";
  "..........#.....#.......#...........";
  "...........#...#....................";
  "............##......................" ]

let run name b gens show_every =
  Printf.printf "== %s: population %d\n" name (population b);
  let b = ref b in
  for g = 1 to gens do
    b := step !b;
    if g mod show_every = 0 then begin
      Printf.printf "generation %d, population %d\n" g (population !b);
      show !b
    end
  done;
  !b

let () =
  let b = make 10 8 in
  place b 1 1 glider;
  let after = run "glider" b 8 4 in
  ignore after;
  let b = make 5 5 in
  place b 1 2 blinker;
  let b1 = step b in
  let b2 = step b1 in
  Printf.printf "blinker period 2: %b, changes each step: %b\n" (b2.cells = b.cells) (b1.cells <> b.cells);
  show b1;
  let b = make 40 30 in
  place b 18 13 r_pentomino;
  let pops = ref [] in
  let cur = ref b in
  for _ = 1 to 60 do cur := step !cur; pops := population !cur :: !pops done;
  Printf.printf "R-pentomino populations: %s\n" (String.concat " " (List.rev_map string_of_int !pops));
  let gun = make 40 20 in
  place gun 1 1 gosper_gun;
  let g = ref gun in
  let history = ref [] in
  for i = 1 to 90 do g := step !g; if i mod 15 = 0 then history := population !g :: !history done;
  Printf.printf "glider gun populations every 15 generations: %s\n" (String.concat " " (List.rev_map string_of_int !history));
  show !g

(* still lifes stay unchanged; a lone cell dies; a full block of 3x3 evolves into a ring *)
let () =
  let check name pattern w h =
    let b = make w h in
    place b 1 1 pattern;
    let b' = step b in
    Printf.printf "%s: %d -> %d cells, unchanged: %b\n" name (population b) (population b') (b.cells = b'.cells) in
  check "block" [ "##"; "##" ] 6 6;
  check "beehive" [ ".##."; "#..#"; ".##." ] 8 7;
  check "loaf" [ ".##."; "#..#"; ".#.#"; "..#." ] 8 8;
  check "lone cell" [ "#" ] 5 5;
  check "3x3 block" [ "###"; "###"; "###" ] 8 8;
  let b = make 8 8 in
  place b 2 2 [ "###"; "###"; "###" ];
  show (step b)
