// The bad-input fuzzer's mutator: turns a corpus source into a damaged one, deterministically
// from a seed. Mutations work on the tokens of a simple OCaml-ish tokeniser (tokens deleted,
// duplicated, swapped, replaced), on bytes (truncation, random bytes: non-ASCII, NUL, unterminated
// strings and comments), or add deeply nested constructs (10,000 parentheses, `let ... in`
// chains, `begin`, lists, match arms, long operator chains, ...); a mutant may combine several.
// The compiler must answer each with a diagnostic or a successful compile.

/** A small, fast seeded generator (mulberry32) with the helpers the mutator uses. */
export class Rng {
  constructor(seed) {
    this.state = seed >>> 0;
  }
  /** A 32-bit unsigned integer. */
  next() {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }
  /** An integer in [0, n). */
  int(n) {
    return n <= 0 ? 0 : this.next() % n;
  }
  /** An integer in [lo, hi]. */
  range(lo, hi) {
    return lo + this.int(hi - lo + 1);
  }
  pick(array) {
    return array[this.int(array.length)];
  }
  chance(p) {
    return this.next() / 4294967296 < p;
  }
}

/** The seed of input `index` of a campaign of seed `seed` (inputs are independent of each other). */
export function inputSeed(seed, index) {
  let h = (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

// ---------------------------------------------------------------------------------------------
// Tokeniser: enough of OCaml's lexical structure to cut a source at meaningful places. Each token
// keeps its text; `space` tokens (blanks and comments) are kept so the source can be rebuilt.

const identStart = /[A-Za-z_\x80-\xff]/;
const identChar = /[A-Za-z0-9_'\x80-\xff]/;
const opChar = /[!$%&*+\-./:<=>?@^|~#]/;

/** Splits `text` into tokens `{ kind: "space" | "token", text }` whose texts concatenate to `text`. */
export function tokenise(text) {
  const tokens = [];
  let i = 0;
  const n = text.length;
  const push = (kind, start) => tokens.push({ kind, text: text.slice(start, i) });
  while (i < n) {
    const start = i;
    const c = text[i];
    if (c === " " || c === "\t" || c === "\n" || c === "\r") {
      while (i < n && /[ \t\n\r]/.test(text[i])) i++;
      push("space", start);
    } else if (c === "(" && text[i + 1] === "*" && text[i + 2] !== ")") {
      let depth = 0;
      while (i < n) {
        if (text[i] === "(" && text[i + 1] === "*") {
          depth++;
          i += 2;
        } else if (text[i] === "*" && text[i + 1] === ")") {
          depth--;
          i += 2;
          if (depth === 0) break;
        } else if (text[i] === '"') {
          i = skipString(text, i);
        } else i++;
      }
      push("space", start);
    } else if (c === '"') {
      i = skipString(text, i);
      push("token", start);
    } else if (c === "{" && /^\{[a-z_]*\|/.test(text.slice(i, i + 20))) {
      const id = /^\{([a-z_]*)\|/.exec(text.slice(i, i + 20))[1];
      const close = text.indexOf(`|${id}}`, i + id.length + 2);
      i = close < 0 ? n : close + id.length + 2;
      push("token", start);
    } else if (c === "'" && /^'(\\(\d\d\d|x[0-9a-fA-F]{2}|o[0-7]{3}|.)|[^\\'])'/.test(text.slice(i, i + 6))) {
      i += /^'(\\(\d\d\d|x[0-9a-fA-F]{2}|o[0-7]{3}|.)|[^\\'])'/.exec(text.slice(i, i + 6))[0].length;
      push("token", start);
    } else if (identStart.test(c)) {
      while (i < n && identChar.test(text[i])) i++;
      push("token", start);
    } else if (/[0-9]/.test(c)) {
      while (i < n && /[0-9A-Za-z_.]/.test(text[i])) {
        if ((text[i] === "e" || text[i] === "E") && (text[i + 1] === "-" || text[i + 1] === "+")) i++;
        i++;
      }
      push("token", start);
    } else if (opChar.test(c)) {
      while (i < n && opChar.test(text[i])) i++;
      push("token", start);
    } else {
      i++;
      push("token", start);
    }
  }
  return tokens;
}

function skipString(text, i) {
  i++;
  while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
  return Math.min(text.length, i + 1);
}

// ---------------------------------------------------------------------------------------------
// Deeply nested constructs, well formed or not, at a depth of up to 10,000.

/** The shapes of deep input; each gives a toplevel phrase nested `depth` deep. */
export const deepShapes = {
  parens: (d) => `let _ = ${"(".repeat(d)}1${")".repeat(d)}\n`,
  unclosedParens: (d) => `let _ = ${"(".repeat(d)}1\n`,
  extraClosers: (d) => `let _ = 1${")".repeat(d)}\n`,
  lets: (d) => {
    let s = "let _ =\n  let v0 = 0 in\n";
    for (let i = 1; i < d; i++) s += `  let v${i} = v${i - 1} + 1 in\n`;
    return s + `  v${d - 1}\n`;
  },
  nestedLets: (d) => `let _ = ${"let x = ".repeat(d)}1${" in x".repeat(d)}\n`,
  beginEnd: (d) => `let _ = ${"begin ".repeat(d)}()${" end".repeat(d)}\n`,
  unclosedBegin: (d) => `let _ = ${"begin ".repeat(d)}()\n`,
  nestedLists: (d) => `let _ = ${"[".repeat(d)}1${"]".repeat(d)}\n`,
  longList: (d) => `let _ = [${Array.from({ length: d }, (_, i) => String(i)).join("; ")}]\n`,
  cons: (d) => `let _ = ${Array.from({ length: d }, (_, i) => String(i)).join(" :: ")} :: []\n`,
  plusChain: (d) => `let _ = ${Array.from({ length: d }, (_, i) => String(i % 10)).join(" + ")}\n`,
  mixedOps: (d) => {
    const ops = [" + ", " * ", " - ", " lsl ", " mod ", " land ", " / "];
    let s = "let _ = 1";
    for (let i = 1; i < d; i++) s += ops[i % ops.length] + String(1 + (i % 7));
    return s + "\n";
  },
  concat: (d) => `let _ = ${Array.from({ length: d }, () => '"a"').join(" ^ ")}\n`,
  boolChain: (d) => `let _ = ${Array.from({ length: d }, (_, i) => (i % 2 ? "true" : "false")).join(" && ")}\n`,
  compareChain: (d) => `let _ = ${Array.from({ length: d }, () => "1").join(" < ")}\n`,
  unaryMinus: (d) => `let _ = ${"- ".repeat(d)}1\n`,
  notChain: (d) => `let _ = ${"not ".repeat(d)}true\n`,
  derefChain: (d) => `let _ = ${"!".repeat(d)}(ref 1)\n`,
  ifs: (d) => {
    let s = "let f n =\n";
    for (let i = 0; i < d; i++) s += `  if n = ${i} then ${i} else\n`;
    return s + "  -1\n";
  },
  matchArms: (d) => {
    let s = "let f n = match n with\n";
    for (let i = 0; i < d; i++) s += `  | ${i} -> ${i}\n`;
    return s + "  | _ -> -1\n";
  },
  nestedMatch: (d) => `let f n = ${"match n with 0 -> 0 | _ -> ".repeat(d)}1\n`,
  funs: (d) => `let _ = ${"fun x -> ".repeat(d)}x\n`,
  application: (d) => `let _ = ${"succ (".repeat(d)}0${")".repeat(d)}\n`,
  sequence: (d) => `let _ = ${"ignore 1; ".repeat(d)}()\n`,
  tuples: (d) => `let _ = ${"(1, ".repeat(d)}1${")".repeat(d)}\n`,
  records: (d) => `type r = { f : r option }\nlet _ = ${"{ f = Some ".repeat(d)}{ f = None }${" }".repeat(d)}\n`,
  someChain: (d) => `let _ = ${"Some (".repeat(d)}1${")".repeat(d)}\n`,
  typeExpr: (d) => `type t = int${" list".repeat(d)}\n`,
  arrowType: (d) => `type t = ${"int -> ".repeat(d)}int\n`,
  parenType: (d) => `type t = ${"(".repeat(d)}int${")".repeat(d)}\n`,
  patterns: (d) => `let f ${"(".repeat(d)}x${")".repeat(d)} = x\n`,
  orPattern: (d) => `let f = function ${Array.from({ length: d }, (_, i) => String(i)).join(" | ")} -> 1 | _ -> 0\n`,
  consPattern: (d) => `let f = function ${"_ :: ".repeat(d)}[] -> 1 | _ -> 0\n`,
  structs: (d) => `module M = ${"struct module M = ".repeat(d)}struct end${" end".repeat(d)}\n`,
  sigs: (d) => `module type S = ${"sig module M : ".repeat(d)}sig end${" end".repeat(d)}\n`,
  functors: (d) => `module F = ${"functor (X : sig end) -> ".repeat(d)}struct end\n`,
  arrays: (d) => `let _ = ${"[| ".repeat(d)}1${" |]".repeat(d)}\n`,
  tryWith: (d) => `let _ = ${"try ".repeat(d)}1${" with _ -> 0".repeat(d)}\n`,
  whileLoops: (d) => `let _ = ${"while false do ".repeat(d)}()${" done".repeat(d)}\n`,
  lazies: (d) => `let _ = ${"lazy (".repeat(d)}1${")".repeat(d)}\n`,
  fields: (d) => `type r = { mutable f : r }\nlet g (x : r) = x${".f".repeat(d)}\n`,
  comments: (d) => `${"(* ".repeat(d)}x${" *)".repeat(d)}\nlet _ = 1\n`,
  unclosedComments: (d) => `${"(* ".repeat(d)}x\nlet _ = 1\n`,
  toplevelLets: (d) => Array.from({ length: d }, (_, i) => `let v${i} = ${i}\n`).join(""),
};

export const deepShapeNames = Object.keys(deepShapes);

/** A depth for deep input: mostly the design's 10,000, sometimes smaller or a little larger. */
function deepDepth(rng) {
  return rng.pick([10000, 10000, 10000, 1000, 3000, 12000, rng.range(2, 200)]);
}

// ---------------------------------------------------------------------------------------------
// Mutations.

const keywords = (
  "and as assert begin class constraint do done downto else end exception external false for fun " +
  "function functor if in include inherit initializer lazy let match method module mutable new " +
  "nonrec object of open or private rec sig struct then to true try type val virtual when while with"
).split(" ");
const symbols = (
  "( ) [ ] { } [| |] [< [> {< >} ; ;; , . .. : :: := :> = == != <> < > <= >= -> <- | || & && ` ' ~ ? ?: ! # + - * / ** +. -. *. /. ^ @ _ %"
).split(" ");
const fragments = [
  '"', "(*", "*)", "'", "{|", "|}", "\\", "\0", "\x7f", "\xff", "\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x90\xab", "\xc3",
  '"\\', "'\\", "'\\x", "'\\999'", '"\\o777"', "0x", "1e", "0b2", "1_", "'a", "~", "?", "#1 \"f\"", "\t", "\r", "\x0c",
  "[@", "[@@", "[%", "{%", "`", "!=", "%.", "..", "$", "'\n'", "\"\\u{110000}\"", "99999999999999999999", "0x7fffffffffffffffff",
  "-2147483649", "1.7976931348623157e309", "[@inline]", "[@@inline never]", "[@unrolled 99999]", "when", "let rec", "in",
];

function randomByte(rng) {
  const c = rng.int(256);
  return String.fromCharCode(c);
}

/** The indices of the non-space tokens. */
function solid(tokens) {
  const out = [];
  for (let i = 0; i < tokens.length; i++) if (tokens[i].kind === "token") out.push(i);
  return out;
}

function join(tokens) {
  let s = "";
  for (const t of tokens) s += t.text;
  return s;
}

/** A span of 1 to a few tokens (sometimes many), as token indices [from, to). */
function span(rng, tokens) {
  const ids = solid(tokens);
  if (ids.length === 0) return undefined;
  const a = rng.int(ids.length);
  const len = rng.chance(0.7) ? 1 : rng.chance(0.7) ? rng.range(2, 6) : rng.range(7, 60);
  const b = Math.min(ids.length - 1, a + len - 1);
  return [ids[a], ids[b] + 1];
}

/**
 * Each mutation: name and function from (rng, source text) to the mutated text, or to
 * `{ text, note }` with a note on what it did.
 */
export const mutations = {
  deleteTokens(rng, text) {
    const tokens = tokenise(text);
    const times = rng.range(1, 3);
    for (let k = 0; k < times; k++) {
      const s = span(rng, tokens);
      if (s) tokens.splice(s[0], s[1] - s[0]);
    }
    return join(tokens);
  },
  duplicateTokens(rng, text) {
    const tokens = tokenise(text);
    const s = span(rng, tokens);
    if (!s) return text;
    const copy = tokens.slice(s[0], s[1]);
    const at = rng.chance(0.5) ? s[1] : rng.int(tokens.length + 1);
    const times = rng.chance(0.8) ? 1 : rng.range(2, 50);
    const insert = [];
    for (let k = 0; k < times; k++) insert.push({ kind: "space", text: " " }, ...copy);
    tokens.splice(at, 0, ...insert);
    return join(tokens);
  },
  swapTokens(rng, text) {
    const tokens = tokenise(text);
    const ids = solid(tokens);
    if (ids.length < 2) return text;
    const times = rng.range(1, 3);
    for (let k = 0; k < times; k++) {
      const a = rng.int(ids.length);
      const b = rng.chance(0.6) ? Math.min(ids.length - 1, a + 1) : rng.int(ids.length);
      const ta = tokens[ids[a]];
      tokens[ids[a]] = tokens[ids[b]];
      tokens[ids[b]] = ta;
    }
    return join(tokens);
  },
  replaceToken(rng, text) {
    const tokens = tokenise(text);
    const ids = solid(tokens);
    if (ids.length === 0) return text;
    const times = rng.range(1, 3);
    for (let k = 0; k < times; k++) {
      const i = rng.pick(ids);
      const choice = rng.int(4);
      const replacement =
        choice === 0 ? rng.pick(keywords) : choice === 1 ? rng.pick(symbols) : choice === 2 ? tokens[rng.pick(ids)].text : rng.pick(fragments);
      tokens[i] = { kind: "token", text: replacement };
    }
    return join(tokens);
  },
  truncate(rng, text) {
    if (text.length === 0) return text;
    if (rng.chance(0.5)) return text.slice(0, rng.int(text.length));
    const tokens = tokenise(text);
    const ids = solid(tokens);
    if (ids.length === 0) return "";
    return join(tokens.slice(0, rng.pick(ids)));
  },
  randomBytes(rng, text) {
    const times = rng.range(1, 4);
    for (let k = 0; k < times; k++) {
      const at = rng.int(text.length + 1);
      let insert = "";
      const choice = rng.int(3);
      if (choice === 0) for (let j = rng.range(1, 8); j > 0; j--) insert += randomByte(rng);
      else if (choice === 1) insert = rng.pick(fragments);
      else insert = rng.pick(["\0", "\xff", "\xc3\xa9", "\x80", '"', "(*", "'"]);
      text = text.slice(0, at) + insert + text.slice(at);
    }
    return text;
  },
  overwriteBytes(rng, text) {
    if (text.length === 0) return randomByte(rng);
    const times = rng.range(1, 6);
    const chars = text.split("");
    for (let k = 0; k < times; k++) chars[rng.int(chars.length)] = randomByte(rng);
    return chars.join("");
  },
  deepNesting(rng, text) {
    const name = rng.pick(deepShapeNames);
    const depth = deepDepth(rng);
    const phrase = deepShapes[name](depth);
    const note = `${name}@${depth}`;
    switch (rng.int(3)) {
      case 0:
        return { text: phrase, note };
      case 1:
        return { text: text + (text.endsWith("\n") ? "" : "\n") + phrase, note };
      default: {
        // Before a toplevel `let` found in the source, if any.
        const at = text.search(/\nlet /);
        return { text: at < 0 ? phrase + text : text.slice(0, at + 1) + phrase + text.slice(at + 1), note };
      }
    }
  },
};

export const mutationNames = Object.keys(mutations);

/**
 * Mutant `index` of a campaign of seed `seed` over `corpus` (an array of `{ name, text }`):
 * the source it comes from, the mutations applied, the text, and the optimisation level it is
 * built at when it type-checks.
 */
export function mutant(corpus, seed, index) {
  const rng = new Rng(inputSeed(seed, index));
  const source = corpus[rng.int(corpus.length)];
  const count = rng.chance(0.6) ? 1 : rng.chance(0.6) ? 2 : rng.range(3, 5);
  const applied = [];
  let text = source.text;
  for (let k = 0; k < count; k++) {
    let name = rng.pick(mutationNames);
    // Deep input is large: at most one per mutant.
    if (name === "deepNesting" && applied.some((a) => a.startsWith("deepNesting"))) name = "swapTokens";
    const result = mutations[name](rng, text);
    // A mutation returns the text, or the text and a note on what it did (deep input's shape).
    if (typeof result === "string") {
      applied.push(name);
      text = result;
    } else {
      applied.push(`${name}:${result.note}`);
      text = result.text;
    }
  }
  const level = rng.pick(["O0", "Oclassic", "O1", "O2", "O3"]);
  return { source: source.name, mutations: applied, text, level };
}
