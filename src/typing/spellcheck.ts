// "Hint: Did you mean ...?" for unbound names: the names of the environment closest to the
// unknown one by edit distance (with transpositions), within a cutoff that grows with its length.

function editDistance(a: string, b: string, cutoff: number): number | undefined {
  if (Math.abs(a.length - b.length) > cutoff) return undefined;
  const d: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    d.push(new Array<number>(b.length + 1).fill(0));
    d[i]![0] = i;
  }
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  const r = d[a.length]![b.length]!;
  return r <= cutoff ? r : undefined;
}

export function spellcheck(candidates: Iterable<string>, name: string): string[] {
  const n = name.length;
  const cutoff = n <= 2 ? 0 : n <= 4 ? 1 : n <= 6 ? 2 : 3;
  let best: string[] = [];
  let bestDist = Infinity;
  for (const c of [...new Set(candidates)].sort()) {
    const dist = editDistance(name, c, cutoff);
    if (dist === undefined) continue;
    if (dist < bestDist) {
      best = [c];
      bestDist = dist;
    } else if (dist === bestDist) best.push(c);
  }
  return best;
}

export function didYouMean(choices: readonly string[]): string {
  if (choices.length === 0) return "";
  const last = choices[choices.length - 1]!;
  const rest = choices.slice(0, -1);
  return `\nHint: Did you mean ${rest.join(", ")}${rest.length > 0 ? " or " : ""}${last}?`;
}
