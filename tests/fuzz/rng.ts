// A small seeded random generator (splitmix32): the same seed gives the same program on every
// machine and every Node version (Math.random is not seedable).

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** The generator of program `index` of a campaign started with `seed`. */
  static forProgram(seed: number, index: number): Rng {
    const r = new Rng(Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b));
    r.next();
    return r;
  }

  /** A 32-bit unsigned integer. */
  next(): number {
    this.state = (this.state + 0x9e3779b9) >>> 0;
    let z = this.state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return n <= 1 ? 0 : this.next() % n;
  }

  /** An integer in [lo, hi]. */
  range(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() / 4294967296 < p;
  }

  pick<T>(xs: readonly T[]): T {
    if (xs.length === 0) throw new Error("pick from an empty list");
    return xs[this.int(xs.length)]!;
  }

  /** One of the weighted choices (weight, value). */
  weighted<T>(choices: readonly (readonly [number, T])[]): T {
    const total = choices.reduce((s, [w]) => s + w, 0);
    let x = this.next() % Math.max(1, total);
    for (const [w, v] of choices) {
      if (x < w) return v;
      x -= w;
    }
    return choices[choices.length - 1]![1];
  }
}
