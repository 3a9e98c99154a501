// Generates OCaml programs of a given number of lines, for compile-time scaling measurements:
// a mix of type declarations, records, variants, pattern matching, higher-order functions,
// modules and functor applications, as real programs have. Deterministic for a given size.

/** One block of about 40 lines; `i` makes its names unique. */
function block(i) {
  return `
type shape_${i} = Circle_${i} of float | Square_${i} of float | Poly_${i} of (float * float) list
type point_${i} = { x_${i} : int; y_${i} : int; mutable hits_${i} : int }

let area_${i} = function
  | Circle_${i} r -> 3.14159 *. r *. r
  | Square_${i} s -> s *. s
  | Poly_${i} pts -> List.fold_left (fun acc (a, b) -> acc +. (a *. b)) 0. pts

let rec fib_${i} n = if n < 2 then n else fib_${i} (n - 1) + fib_${i} (n - 2)

let move_${i} p dx dy = { p with x_${i} = p.x_${i} + dx; y_${i} = p.y_${i} + dy }

let classify_${i} n =
  match n mod 7, n land 3 with
  | 0, _ -> "seven"
  | _, 0 -> "four"
  | k, j when k > j -> Printf.sprintf "big %d %d" k j
  | _ -> "other"

module M_${i} = struct
  type t = int
  let compare (a : t) b = compare a b
  let describe v = string_of_int v ^ "!"
end

module S_${i} = Set.Make (M_${i})

let total_${i} l =
  let s = List.fold_left (fun s v -> S_${i}.add v s) S_${i}.empty l in
  S_${i}.fold (fun v acc -> acc + v) s 0

let pipeline_${i} xs =
  xs
  |> List.map (fun v -> v * ${i % 13 + 1})
  |> List.filter (fun v -> v mod 2 = 0)
  |> List.rev

let () =
  let p = { x_${i} = ${i}; y_${i} = 1; hits_${i} = 0 } in
  p.hits_${i} <- p.hits_${i} + 1;
  ignore (area_${i} (Circle_${i} 1.0), fib_${i} 3, move_${i} p 1 2, classify_${i} ${i});
  ignore (total_${i} (pipeline_${i} [1; 2; 3]), M_${i}.describe ${i})
`;
}

export function generateProgram(lines) {
  const parts = [];
  let count = 0;
  for (let i = 0; count < lines; i++) {
    const b = block(i);
    parts.push(b);
    count += b.split("\n").length - 1;
  }
  return parts.join("");
}

/** Input nested `depth` levels deep, of the given shape, to check the compiler does not crash. */
export function generateDeep(shape, depth) {
  switch (shape) {
    case "parens":
      return `let x = ${"(".repeat(depth)}1${")".repeat(depth)}\n`;
    case "lets": {
      let s = "let x =\n  let v0 = 0 in\n";
      for (let i = 1; i < depth; i++) s += `  let v${i} = v${i - 1} + 1 in\n`;
      return s + `  v${depth - 1}\n`;
    }
    case "list":
      return `let l = [${Array.from({ length: depth }, (_, i) => String(i)).join("; ")}]\n`;
    case "cons":
      return `let l = ${Array.from({ length: depth }, (_, i) => String(i)).join(" :: ")} :: []\n`;
    case "ifs": {
      let s = "let f n =\n";
      for (let i = 0; i < depth; i++) s += `  if n = ${i} then ${i} else\n`;
      return s + "  -1\n";
    }
    default:
      throw new Error(`unknown shape ${shape}`);
  }
}
