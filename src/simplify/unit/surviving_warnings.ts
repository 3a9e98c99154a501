// Warning 55 only for calls still in the program: a warning is given when an `[@inlined]` call is
// rebuilt, but the code around it may be dropped later in the round (an unused function's
// body), and then nothing is left to warn about. Kept: the warnings whose location is that of an
// `[@inlined]` call somewhere in the final unit, code bodies included.
import type { Diagnostic } from "../../common/diagnostic.js";
import { forEachExpr, type FlambdaUnit } from "../../flambda/index.js";

export function survivingWarnings(unit: FlambdaUnit, warnings: readonly Diagnostic[]): Diagnostic[] {
  if (warnings.length === 0) return [];
  const key = (d: Diagnostic): string | undefined => {
    const l = d.location;
    return l === undefined ? undefined : `${l.file}:${l.start.offset}:${l.end.offset}`;
  };
  const places = new Set<string>();
  forEachExpr(unit.body, { intoCode: true }, (e) => {
    if (e.kind !== "apply") return;
    const l = e.dbg[0];
    if (e.inlined.kind === "always" && l !== undefined) places.add(`${l.file}:${l.start.offset}:${l.end.offset}`);
  });
  return warnings.filter((w) => {
    const k = key(w);
    return k === undefined || w.warning?.number !== 55 || places.has(k);
  });
}
