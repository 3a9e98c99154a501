(* Complex numbers. The formulas (Smith's division, scaled norm and square
   root) are the ones OCaml uses, so that results agree to the last bit. *)

type t = { re : float; im : float }

let zero = { re = 0.0; im = 0.0 }
let one = { re = 1.0; im = 0.0 }
let i = { re = 0.0; im = 1.0 }
let add x y = { re = x.re +. y.re; im = x.im +. y.im }
let sub x y = { re = x.re -. y.re; im = x.im -. y.im }
let neg x = { re = -.x.re; im = -.x.im }
let conj x = { re = x.re; im = -.x.im }
let mul x y = { re = (x.re *. y.re) -. (x.im *. y.im); im = (x.re *. y.im) +. (x.im *. y.re) }

(* Divides by the larger of y's parts first, against overflow. *)
let div x y =
  if abs_float y.re >= abs_float y.im then
    let ratio = y.im /. y.re in
    let denom = y.re +. (ratio *. y.im) in
    { re = (x.re +. (ratio *. x.im)) /. denom; im = (x.im -. (ratio *. x.re)) /. denom }
  else
    let ratio = y.re /. y.im in
    let denom = y.im +. (ratio *. y.re) in
    { re = ((ratio *. x.re) +. x.im) /. denom; im = ((ratio *. x.im) -. x.re) /. denom }

let inv x = div one x
let norm2 x = (x.re *. x.re) +. (x.im *. x.im)

let norm x =
  let a = abs_float x.re and b = abs_float x.im in
  if a = 0.0 then b
  else if b = 0.0 then a
  else if a >= b then
    let q = b /. a in
    a *. Stdlib.sqrt (1.0 +. (q *. q))
  else
    let q = a /. b in
    b *. Stdlib.sqrt (1.0 +. (q *. q))

let arg x = atan2 x.im x.re
let polar n a = { re = cos a *. n; im = sin a *. n }

let sqrt x =
  if x.re = 0.0 && x.im = 0.0 then { re = 0.0; im = 0.0 }
  else
    let a = abs_float x.re and b = abs_float x.im in
    let w =
      if a >= b then
        let q = b /. a in
        Stdlib.sqrt a *. Stdlib.sqrt (0.5 *. (1.0 +. Stdlib.sqrt (1.0 +. (q *. q))))
      else
        let q = a /. b in
        Stdlib.sqrt b *. Stdlib.sqrt (0.5 *. (q +. Stdlib.sqrt (1.0 +. (q *. q))))
    in
    if x.re >= 0.0 then { re = w; im = 0.5 *. x.im /. w }
    else { re = 0.5 *. b /. w; im = (if x.im >= 0.0 then w else -.w) }

let exp x =
  let e = Stdlib.exp x.re in
  { re = e *. cos x.im; im = e *. sin x.im }

let log x = { re = Stdlib.log (norm x); im = atan2 x.im x.re }
let pow x y = exp (mul y (log x))
