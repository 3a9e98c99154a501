/**
 * Whether matching a pattern can neither fail nor observe anything (OCaml's
 * `Parmatch.inactive` on a total match): no refutable test, no mutable field or array read, no
 * lazy value forced. A curried function whose outer parameter's pattern is such can be one
 * function of several parameters; otherwise the outer function matches its argument when it is
 * applied, as in OCaml (`let f { mutable_field = c } = fun () -> c` reads the field at `f r`).
 * Conservative: a pattern this does not prove total (an or-pattern of constants, a polymorphic
 * variant) is treated as active, which keeps the semantics and only costs the merge.
 */
import type { TPattern } from "../typing/index.js";

export function inactivePattern(p: TPattern): boolean {
  const d = p.desc;
  switch (d.kind) {
    case "Any":
    case "Var":
      return true;
    case "Alias":
      return inactivePattern(d.pattern);
    case "Tuple":
      return d.items.every(inactivePattern);
    case "Construct": {
      const c = d.constructor;
      return c.tag.kind !== "Extension" && c.constants + c.nonConstants === 1 && d.args.every(inactivePattern);
    }
    case "Record":
      return d.fields.every((f) => !f.label.mutable && inactivePattern(f.pattern));
    case "Or":
      return inactivePattern(d.left) && inactivePattern(d.right);
    case "Constant":
    case "Array":
    case "Lazy":
    case "Variant":
    case "Exception":
      return false;
  }
}
