// The upward half of a `Let`: the binding is dropped when nothing uses its names and its effects
// allow; of a static group, each constant nothing uses goes, and the group gains what waits to be
// bound in it (`lifting/static_groups.ts`).
import { assertNever } from "../../common/assert_never.js";
import {
  boundStatic,
  canBeDeletedIfUnused,
  effectsOfNamed,
  let_,
  namedStaticConsts,
  type BoundPattern,
  type BoundStatic,
  type Expr,
  type Named,
  type StaticConst,
} from "../../flambda/index.js";
import type { Context, DownToUp } from "../env/context.js";

/**
 * The upward half of a `Let`, made apart from the downward half so that its closures do not keep
 * the downward env alive: the whole chain of toplevel lets waits for its rebuild at once, and an
 * env kept per let would keep every version of the typing env.
 */
export function upwardLet(
  ctx: Context,
  bound: BoundPattern,
  named: Named,
  k: DownToUp,
  /** For a static group: the specialised copies to bind with it (`specialise.ts`), known once its body is rebuilt. */
  added?: () => { bindings: BoundStatic[]; consts: StaticConst[] } | undefined,
): DownToUp {
  return (rebuildBody) =>
    ctx.later(() =>
      k((after) =>
        ctx.later(() =>
          rebuildBody((body2) =>
            ctx.later(() => {
              const more = added?.();
              if (more === undefined || bound.kind !== "static" || named.kind !== "static_consts") {
                after(rebuildLet(ctx, bound, named, body2));
                return;
              }
              after(rebuildLet(ctx, boundStatic([...bound.bindings, ...more.bindings]), namedStaticConsts([...named.consts, ...more.consts]), body2));
            }),
          ),
        ),
      ),
    );
}

export function rebuildLet(ctx: Context, bound: BoundPattern, named: Named, body: Expr): Expr {
  const u = ctx.uacc;
  switch (bound.kind) {
    case "singleton":
      if (!u.isUsed(bound.var) && canBeDeletedIfUnused(effectsOfNamed(named))) return body;
      break;
    case "set_of_closures":
      if (bound.vars.every((v) => !u.isUsed(v))) return body;
      break;
    case "static": {
      if (named.kind !== "static_consts") break;
      // Each constant of the group whose names nothing uses goes (a specialised function's
      // original, code that was inlined everywhere); a code a kept closure names stays.
      // A kept constant keeps what it names (code bodies counted theirs when rebuilt), found
      // with a work list over the group's names.
      const indexOf = new Map<string, number>();
      bound.bindings.forEach((b, i) => {
        if (b.kind === "code") indexOf.set(b.codeId, i);
        else if (b.kind === "block_like") indexOf.set(b.symbol, i);
        else for (const sym of b.symbols) indexOf.set(sym, i);
      });
      const keep = bound.bindings.map((b) =>
        b.kind === "code" ? u.isUsed(b.codeId) : b.kind === "block_like" ? u.isUsed(b.symbol) : b.symbols.some((sym) => u.isUsed(sym)),
      );
      const todo = keep.flatMap((k, i) => (k ? [i] : []));
      const reach = (name: string): void => {
        u.use(name);
        const j = indexOf.get(name);
        if (j !== undefined && !keep[j]) {
          keep[j] = true;
          todo.push(j);
        }
      };
      for (let i = todo.pop(); i !== undefined; i = todo.pop()) {
        const c = named.consts[i]!;
        if (c.kind === "block") {
          for (const f of c.fields) if (f.kind !== "const") reach(f.name);
        } else if (c.kind === "set_of_closures") {
          for (const d of c.set.functionDecls) reach(d.codeId);
          for (const v of c.set.valueSlots) if (v.value.kind !== "const") reach(v.value.name);
        }
      }
      if (keep.every((k) => !k)) return body;
      if (keep.every((k) => k)) return let_(bound, named, body);
      return let_(boundStatic(bound.bindings.filter((_, i) => keep[i])), namedStaticConsts(named.consts.filter((_, i) => keep[i])), body);
    }
    default:
      return assertNever(bound);
  }
  ctx.uacc.useNamed(named);
  return let_(bound, named, body);
}
