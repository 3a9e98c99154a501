// The runtime linked by need. At build time the runtime's bundle is split into its top-level
// statements, each with the statements it needs (scripts/bundle-runtime.mjs); a program carries
// the closure of the exports it reads from `R`, in the bundle's order, and `R` holds only those.

/** A bundle split into top-level statements, as scripts/bundle-runtime.mjs writes it. */
export interface SplitBundle {
  /** The statements' texts, in order. */
  readonly pieces: readonly string[];
  /**
   * For each statement, the statements it needs: the declarations of the names it mentions, and
   * the assignments to the variable it declares.
   */
  readonly needs: readonly (readonly number[])[];
  /** The statements always kept (effects that belong to no declaration). */
  readonly roots: readonly number[];
  /** Each export's local name and the statement declaring it. */
  readonly exports: Readonly<Record<string, readonly [string, number]>>;
}

/** Whether `name` is one of the bundle's exports. */
export function isExported(bundle: SplitBundle, name: string): boolean {
  return Object.prototype.hasOwnProperty.call(bundle.exports, name);
}

/** The statements (indices, in order) that the roots and the declarations of `names` need. */
export function neededPieces(bundle: SplitBundle, names: Iterable<string>): number[] {
  const kept = new Uint8Array(bundle.pieces.length);
  const stack: number[] = [...bundle.roots];
  for (const n of names) if (isExported(bundle, n)) stack.push(bundle.exports[n]![1]);
  for (let i = stack.pop(); i !== undefined; i = stack.pop()) {
    if (kept[i] === 1) continue;
    kept[i] = 1;
    for (const j of bundle.needs[i]!) if (kept[j] === 0) stack.push(j);
  }
  const out: number[] = [];
  for (let i = 0; i < kept.length; i++) if (kept[i] === 1) out.push(i);
  return out;
}

/**
 * The text of one JavaScript expression evaluating to a plain object of the exports `names`
 * (those of them the bundle has), with the statements they need.
 */
export function linkBundle(bundle: SplitBundle, names: Iterable<string>): string {
  const wanted = [...new Set(names)].filter((n) => isExported(bundle, n)).sort();
  const body = neededPieces(bundle, wanted).map((i) => bundle.pieces[i]!);
  const fields = wanted.map((n) => {
    const local = bundle.exports[n]![0];
    return local === n ? n : `${n}: ${local}`;
  });
  return `(() => {\n${body.join("\n")}\nreturn { ${fields.join(", ")} };\n})()`;
}

/**
 * The names read as `R.name` in `text` (a property of the runtime object), added to `into`.
 * A scan rather than a regular expression: it runs over every line of a program.
 */
export function runtimeReads(text: string, into: Set<string> = new Set()): Set<string> {
  for (let i = text.indexOf("R."); i >= 0; i = text.indexOf("R.", i + 2)) {
    // `xR.f`, `a.R.f`, `$R.f` are not the runtime's.
    if (i > 0 && (isNamePart(text.charCodeAt(i - 1)) || text.charCodeAt(i - 1) === 46)) continue;
    let j = i + 2;
    if (j >= text.length || !isNamePart(text.charCodeAt(j)) || isDigit(text.charCodeAt(j))) continue;
    while (j < text.length && isNamePart(text.charCodeAt(j))) j++;
    into.add(text.slice(i + 2, j));
  }
  return into;
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/** A character of a name: a letter, a digit, `_` or `$` (ASCII: the names of the runtime). */
const isNamePart = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || isDigit(c) || c === 95 || c === 36;
