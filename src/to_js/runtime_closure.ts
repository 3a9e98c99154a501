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

/** The names read as `R.name` in `text` (a property of the runtime object). */
export function runtimeReads(text: string): Set<string> {
  const names = new Set<string>();
  if (!text.includes("R.")) return names;
  for (const m of text.matchAll(/(?<![\w$.])R\.([A-Za-z_$][\w$]*)/g)) names.add(m[1]!);
  return names;
}
