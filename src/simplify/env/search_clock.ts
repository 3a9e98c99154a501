// Timing a round's searches for -dtimings (see `SearchClock`).
/**
 * Where a round's time goes, for `-dtimings`: the searches that simplify a copy of some code to
 * decide (speculative inlining, specialisation), outermost only (a search inside another counts
 * as its). Only kept when the caller gives a clock.
 */
export class SearchClock {
  private depth = 0;
  speculationMs = 0;
  specialisationMs = 0;

  constructor(private readonly now: () => number) {}

  /** Runs `f`, a search of the kind named, adding its time to that kind unless inside another search. */
  time<T>(kind: "speculation" | "specialisation", f: () => T): T {
    if (this.depth > 0) return f();
    const t0 = this.now();
    this.depth++;
    try {
      return f();
    } finally {
      this.depth--;
      const ms = this.now() - t0;
      if (kind === "speculation") this.speculationMs += ms;
      else this.specialisationMs += ms;
    }
  }
}
