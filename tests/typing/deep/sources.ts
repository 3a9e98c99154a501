// Inputs as deep as they are long (written-out lists, `let` chains, `if` chains, sequences),
// generated here and written out by gen-expected.mjs for the real ocamlc to answer.
const numbers = (n: number): string[] => Array.from({ length: n }, (_, i) => String(i));

export const deepSources: Readonly<Record<string, string>> = {
  list: `let l = [${numbers(50000).join("; ")}]\n`,
  cons: `let l = ${numbers(50000).join(" :: ")} :: []\n`,
  lets: "let x =\n  let v0 = 0 in\n" + numbers(9999).map((i) => `  let v${+i + 1} = v${i} + 1 in\n`).join("") + "  v9999\n",
  ifs: "let f n =\n" + numbers(10000).map((i) => `  if n = ${i} then ${i} else\n`).join("") + "  -1\n",
  seq: "let f r =\n" + numbers(10000).map((i) => `  r := !r + ${i};\n`).join("") + "  !r\n",
  // Mixed: a sequence ending in a `let` chain ending in an `if` chain ending in a list.
  mixed:
    "let g r =\n" +
    numbers(3000).map((i) => `  r := ${i};\n`).join("") +
    numbers(3000).map((i) => `  let w${i} = ${i} in\n`).join("") +
    numbers(3000).map((i) => `  if !r = w${i} then [] else\n`).join("") +
    `  [${numbers(30000).join("; ")}]\n`,
  // Errors deep inside: the innermost element, and a variable bound near the top used wrongly deep down.
  list_error: `let l = [${numbers(20000).join("; ")}; "x"]\n`,
  lets_error: "let x =\n  let v0 = \"s\" in\n" + numbers(4999).map((i) => `  let v${+i + 1} = ${i} in\n`).join("") + "  v0 + v4999\n",
};
