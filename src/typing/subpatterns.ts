// The patterns directly inside a typed pattern, for the questions asked of a pattern and all
// those inside it (whether it tests a polymorphic variant, names a constructor, ...).
import { assertNever } from "../common/assert_never.js";
import type { TPattern } from "./typed_tree.js";

/** The patterns directly inside `p` (an or-pattern's two sides, a constructor's arguments, ...). */
export function subpatterns(p: TPattern): readonly TPattern[] {
  const d = p.desc;
  switch (d.kind) {
    case "Any":
    case "Var":
    case "Constant":
      return [];
    case "Alias":
    case "Lazy":
    case "Exception":
      return [d.pattern];
    case "Tuple":
    case "Array":
      return d.items;
    case "Construct":
      return d.args;
    case "Record":
      return d.fields.map((f) => f.pattern);
    case "Or":
      return [d.left, d.right];
    case "Variant":
      return d.arg === undefined ? [] : [d.arg];
    default:
      return assertNever(d);
  }
}

/** Whether `test` holds of `p` or of a pattern inside it. */
export function somePattern(p: TPattern, test: (q: TPattern) => boolean): boolean {
  return test(p) || subpatterns(p).some((q) => somePattern(q, test));
}
