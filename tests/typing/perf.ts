// Timing of the type checker on generated programs (`npx vite-node tests/typing/perf.ts [lines]`).
import { parseImplementation } from "../../src/syntax/index.js";
import { initialEnvironment, typeImplementation } from "../../src/typing/index.js";
import { loadStdlib } from "./corpus.js";

export function generateProgram(blocks: number): string {
  let src = "";
  for (let i = 0; i < blocks; i++) {
    src += `type t${i} = A${i} | B${i} of int * string | C${i} of { x${i} : int; mutable y${i} : float }
let f${i} x y = match x with A${i} -> y | B${i} (n, s) -> n + String.length s + y | C${i} r -> r.x${i} + int_of_float r.y${i}
let rec g${i} n acc = if n = 0 then acc else g${i} (n - 1) (f${i} (B${i} (n, "a")) acc)
let h${i} l = List.map (fun (a, b) -> Printf.sprintf "%d:%s" a b) l
let k${i} = List.fold_left (fun acc x -> acc + x) 0 [1; 2; 3; ${i}]
module M${i} = struct type u = int let v = k${i} + g${i} 3 0 end
let r${i} = ref (Some [M${i}.v])
let p${i} ?(opt = 1) ~lab () = opt + lab
let q${i} = p${i} ~lab:2 ()
let s${i} = Array.init 3 (fun i -> float_of_int (i + q${i}))
`;
  }
  return src;
}

if (process.env.PERF_MAIN) { const lines = Number(process.argv[2] ?? 10000);
const stdlib = loadStdlib();
let t0 = performance.now();
initialEnvironment(stdlib);
console.log(`initial environment (first): ${(performance.now() - t0).toFixed(1)} ms`);
t0 = performance.now();
const env = initialEnvironment(stdlib);
console.log(`initial environment (cached): ${(performance.now() - t0).toFixed(1)} ms`);
const src = generateProgram(Math.ceil(lines / 11));
const n = src.split("\n").length;
t0 = performance.now();
const ast = parseImplementation(src, "big.ml");
const tp = performance.now() - t0;
t0 = performance.now();
typeImplementation(env, "Big", ast, { warnings: "", unsafe: false });
console.log(`${n} lines: parse ${tp.toFixed(0)} ms, type ${(performance.now() - t0).toFixed(0)} ms`);
for (let round = 0; round < 2; round++) {
  const t1 = performance.now();
  typeImplementation(initialEnvironment(stdlib), "Big", ast, { warnings: "", unsafe: false });
  console.log(`again: type ${(performance.now() - t1).toFixed(0)} ms`);
}
}
