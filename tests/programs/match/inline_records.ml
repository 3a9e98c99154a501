type shape =
  | Circle of { cx : float; cy : float; r : float }
  | Rect of { x : float; y : float; w : float; h : float }
  | Dot
let area = function
  | Circle { r; _ } -> Float.pi *. r *. r
  | Rect { w; h; _ } -> w *. h
  | Dot -> 0.
let describe = function
  | Circle { r = 0.; _ } | Rect { w = 0.; _ } | Rect { h = 0.; _ } | Dot -> "degenerate"
  | Circle c when c.cx = 0. && c.cy = 0. -> "centred circle"
  | Circle _ -> "circle"
  | Rect r when r.w = r.h -> Printf.sprintf "square of side %g" r.w
  | Rect _ -> "rectangle"
let () =
  List.iter (fun s -> Printf.printf "%s %.3f\n" (describe s) (area s))
    [ Circle { cx = 0.; cy = 0.; r = 1. }; Circle { cx = 1.; cy = 0.; r = 2. }; Circle { cx = 1.; cy = 0.; r = 0. };
      Rect { x = 0.; y = 0.; w = 3.; h = 3. }; Rect { x = 0.; y = 0.; w = 3.; h = 4. }; Rect { x = 0.; y = 0.; w = 3.; h = 0. }; Dot ];
  match Rect { x = 1.; y = 2.; w = 3.; h = 4. } with
  | Rect r -> let r' = Rect { r with x = 10. } in (match r' with Rect { x; y; _ } -> Printf.printf "%g %g\n" x y | _ -> ())
  | _ -> ()
