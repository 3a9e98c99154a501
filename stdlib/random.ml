(* Pseudo-random numbers: OCaml's lagged Fibonacci generator (55 words of
   30 bits, lags 55 and 24, with the high bits of one term folded into its
   low bits before adding), seeded through MD5, so that a given seed yields
   the same numbers as OCaml. Everything is computed on 30-bit quantities,
   which keeps the results identical whether int has 32 or 63 bits. *)

external random_seed : unit -> int array = "caml_sys_random_seed"

module State = struct
  type t = { words : int array; mutable index : int }

  let blank () = { words = Array.make 55 0; index = 0 }

  let assign dst src =
    Array.blit src.words 0 dst.words 0 55;
    dst.index <- src.index

  (* Each step hashes the previous digest followed by the next seed
     integer in decimal; the first four bytes of the digest, little-endian,
     are xored into the next word. *)
  let full_init s seed =
    let seed = if Array.length seed = 0 then [| 0 |] else seed in
    let n = Array.length seed in
    for i = 0 to 54 do
      s.words.(i) <- i
    done;
    let digest = ref "x" in
    for i = 0 to 54 + Int.max 55 n do
      digest := Digest.string (!digest ^ Int.to_string seed.(i mod n));
      let d = !digest in
      let low32 =
        Char.code d.[0]
        + (Char.code d.[1] lsl 8)
        + (Char.code d.[2] lsl 16)
        + (Char.code d.[3] lsl 24)
      in
      let j = i mod 55 in
      s.words.(j) <- s.words.(j) lxor low32 land 0x3FFFFFFF
    done;
    s.index <- 0

  let make seed =
    let s = blank () in
    full_init s seed;
    s

  let make_self_init () = make (random_seed ())

  let copy s =
    let r = blank () in
    assign r s;
    r

  (* 30 random bits. *)
  let bits s =
    s.index <- (s.index + 1) mod 55;
    let current = s.words.(s.index) in
    let next =
      s.words.((s.index + 24) mod 55) + (current lxor ((current lsr 25) land 0x1F))
    in
    let result = next land 0x3FFFFFFF in
    s.words.(s.index) <- result;
    result

  (* Draws are rejected when they fall in the incomplete last interval of
     width [bound], so that every result is equally likely. *)
  let rec int_below s bound =
    let r = bits s in
    let v = r mod bound in
    if r - v > 0x3FFFFFFF - bound + 1 then int_below s bound else v

  let int s bound =
    if bound > 0x3FFFFFFF || bound <= 0 then invalid_arg "Random.int"
    else int_below s bound

  (* Bounds above 2^30: 31 bits from two draws, or 61 bits from three when
     the bound does not fit in 31 bits (only possible with 63-bit ints). *)
  let rec large_int_below s bound =
    let max_31 = (1 lsl 30) + 0x3FFFFFFF in
    let b1 = bits s in
    let b2 = bits s in
    let r, top =
      if bound <= max_31 then ((((b2 land 0x3FFFC000) lsl 1) lor (b1 lsr 15)), max_31)
      else
        let b3 = bits s in
        (((((b3 land 0x3FFFFE00) lsl 12) lor (b2 lsr 9)) lsl 20) lor (b1 lsr 10), max_int)
    in
    let v = r mod bound in
    if r - v > top - bound + 1 then large_int_below s bound else v

  let full_int s bound =
    if bound <= 0 then invalid_arg "Random.full_int"
    else if bound > 0x3FFFFFFF then large_int_below s bound
    else int_below s bound

  let rec int32_below s bound =
    let low = Int32.of_int (bits s) in
    let high = Int32.shift_left (Int32.of_int (bits s land 1)) 30 in
    let r = Int32.logor low high in
    let v = Int32.rem r bound in
    if Int32.sub r v > Int32.add (Int32.sub Int32.max_int bound) 1l then int32_below s bound
    else v

  let int32 s bound = if bound <= 0l then invalid_arg "Random.int32" else int32_below s bound

  let rec int64_below s bound =
    let b1 = Int64.of_int (bits s) in
    let b2 = Int64.shift_left (Int64.of_int (bits s)) 30 in
    let b3 = Int64.shift_left (Int64.of_int (bits s land 7)) 60 in
    let r = Int64.logor b1 (Int64.logor b2 b3) in
    let v = Int64.rem r bound in
    if Int64.sub r v > Int64.add (Int64.sub Int64.max_int bound) 1L then int64_below s bound
    else v

  let int64 s bound = if bound <= 0L then invalid_arg "Random.int64" else int64_below s bound

  let nativeint s bound =
    if Nativeint.size = 32 then Nativeint.of_int32 (int32 s (Nativeint.to_int32 bound))
    else Int64.to_nativeint (int64 s (Int64.of_nativeint bound))

  (* 60 random bits scaled into [0, 1). *)
  let unit_float s =
    let scale = 1073741824.0 in
    let r1 = Stdlib.float (bits s) in
    let r2 = Stdlib.float (bits s) in
    ((r1 /. scale) +. r2) /. scale

  let float s bound = unit_float s *. bound
  let bool s = bits s land 1 = 0
end

(* OCaml's initial state is the one that seeding with 27182818 gives. *)
let default = State.make [| 27182818 |]

let bits () = State.bits default
let int bound = State.int default bound
let full_int bound = State.full_int default bound
let int32 bound = State.int32 default bound
let nativeint bound = State.nativeint default bound
let int64 bound = State.int64 default bound
let float bound = State.float default bound
let bool () = State.bool default
let full_init seed = State.full_init default seed
let init seed = State.full_init default [| seed |]
let self_init () = full_init (random_seed ())
let get_state () = State.copy default
let set_state s = State.assign default s
