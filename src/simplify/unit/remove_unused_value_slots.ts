// Removal of unused closure variables (manual section 21.10.4): after a round, a value slot that
// no projection anywhere in the unit reads (code bodies included: inlining may have carried a
// projection anywhere) is dropped from every set of closures that binds it. What a dropped slot
// held may then be dead: the lets that only fed removed slots go too, transitively, when their
// defining expressions may be deleted (no effects but generative ones, section 21.12).
//
// Only sets whose codes are all defined in this unit are touched: another unit's code reads the
// slots of its own sets, and that code is not here to be looked at. Units compiled later see
// this unit's code as it leaves here, without the slots it no longer reads.
//
// One iterative walk finds the slots read; only when some slot goes do two more count the uses of
// variables and rebuild the term.
import { assertNever } from "../../common/assert_never.js";
import {
  canBeDeletedIfUnused,
  effectsOfNamed,
  forEachExpr,
  let_,
  namedSetOfClosures,
  namedStaticConsts,
  simplesOfNamed,
  rebuildAround,
  rebuildTerm,
  setOfClosures,
  staticSetOfClosures,
  withCodeBody,
  type CodeId,
  type Expr,
  type SetOfClosures,
  type Simple,
  type StaticConst,
  type ValueSlot,
  type Variable,
} from "../../flambda/index.js";

/** What the unit says about value slots: found in one walk, cheap (most rounds remove nothing). */
interface Slots {
  /** The slots some projection reads. */
  readonly read: Set<ValueSlot>;
  /** The codes the unit defines. */
  readonly ownCodes: Set<CodeId>;
  /** The sets of closures allocated or lifted in the unit. */
  readonly sets: SetOfClosures[];
}

/** How the unit uses its variables, found in a second walk when some slot goes. */
interface Uses {
  /** How many times each variable is used. */
  readonly counts: Map<Variable, number>;
  /** The `let` binding each variable (singletons and sets of closures). */
  readonly definedBy: Map<Variable, Extract<Expr, { kind: "let" }>>;
}

/** The unit's term with the value slots nothing reads removed, and what only they used. */
export function removeUnusedValueSlots(root: Expr): Expr {
  const slots = findSlots(root);
  const unused = new Set<ValueSlot>();
  for (const set of slots.sets) {
    if (isOwn(slots, set)) for (const b of set.valueSlots) if (!slots.read.has(b.slot)) unused.add(b.slot);
  }
  if (unused.size === 0) return root;
  const dead = deadVariables(slots, countUses(root), unused);
  return rebuild(root, slots, unused, dead);
}

/** Whether every code of the set is defined in the unit (only then may its slots change). */
function isOwn(slots: Slots, set: SetOfClosures): boolean {
  return set.functionDecls.every((d) => slots.ownCodes.has(d.codeId));
}

function findSlots(root: Expr): Slots {
  const slots: Slots = { read: new Set(), ownCodes: new Set(), sets: [] };
  forEachExpr(root, { intoCode: true }, (e) => {
    if (e.kind !== "let") return;
    const n = e.named;
    if (n.kind === "prim") {
      if (n.prim.kind === "unary" && n.prim.op.kind === "project_value_slot") slots.read.add(n.prim.op.slot);
    } else if (n.kind === "set_of_closures") {
      slots.sets.push(n.set);
    } else if (n.kind === "static_consts") {
      for (const c of n.consts) {
        if (c.kind === "code") slots.ownCodes.add(c.code.codeId);
        else if (c.kind === "set_of_closures") slots.sets.push(c.set);
      }
    }
  });
  return slots;
}

function countUses(root: Expr): Uses {
  const uses: Uses = { counts: new Map(), definedBy: new Map() };
  const use = (s: Simple): void => {
    if (s.kind === "var") uses.counts.set(s.name, (uses.counts.get(s.name) ?? 0) + 1);
  };
  forEachExpr(root, { intoCode: true }, (e) => {
    switch (e.kind) {
      case "let": {
        const n = e.named;
        if (e.bound.kind === "singleton") uses.definedBy.set(e.bound.var, e);
        else if (e.bound.kind === "set_of_closures") for (const v of e.bound.vars) uses.definedBy.set(v, e);
        if (n.kind === "static_consts") {
          for (const c of n.consts) if (c.kind === "block") c.fields.forEach(use);
        } else {
          simplesOfNamed(n).forEach(use);
        }
        return;
      }
      case "let_cont":
        return;
      case "apply":
        if (e.callee !== undefined) use(e.callee);
        e.args.forEach(use);
        return;
      case "apply_cont":
        e.args.forEach(use);
        return;
      case "switch":
        use(e.scrutinee);
        return;
      case "invalid":
        return;
      default:
        assertNever(e);
    }
  });
  return uses;
}

/** The variables that only fed the removed slots, directly or through other such variables. */
function deadVariables(slots: Slots, uses: Uses, unused: ReadonlySet<ValueSlot>): Set<Variable> {
  const dead = new Set<Variable>();
  const freed: Simple[] = [];
  for (const set of slots.sets) {
    if (isOwn(slots, set)) for (const b of set.valueSlots) if (unused.has(b.slot)) freed.push(b.value);
  }
  for (;;) {
    const s = freed.pop();
    if (s === undefined) return dead;
    if (s.kind !== "var") continue;
    const left = (uses.counts.get(s.name) ?? 0) - 1;
    uses.counts.set(s.name, left);
    if (left > 0) continue;
    const l = uses.definedBy.get(s.name);
    if (l === undefined || !canBeDeletedIfUnused(effectsOfNamed(l.named))) continue;
    if (l.bound.kind === "singleton") {
      dead.add(l.bound.var);
      freed.push(...simplesOfNamed(l.named));
    } else if (l.bound.kind === "set_of_closures" && l.bound.vars.every((v) => (uses.counts.get(v) ?? 0) <= 0)) {
      if (l.bound.vars.some((v) => dead.has(v))) continue;
      for (const v of l.bound.vars) dead.add(v);
      if (l.named.kind === "set_of_closures") for (const b of l.named.set.valueSlots) if (!unused.has(b.slot)) freed.push(b.value);
    }
  }
}

/** The term without the unused slots and the dead lets (code bodies included); iterative. */
function rebuild(root: Expr, slots: Slots, unused: ReadonlySet<ValueSlot>, dead: ReadonlySet<Variable>): Expr {
  const slim = (set: SetOfClosures): SetOfClosures =>
    isOwn(slots, set) && set.valueSlots.some((b) => unused.has(b.slot))
      ? setOfClosures(set.functionDecls, set.valueSlots.filter((b) => !unused.has(b.slot)))
      : set;
  return rebuildTerm(root, (e, step) => {
    switch (e.kind) {
      case "let": {
        const b = e.bound;
        if ((b.kind === "singleton" && dead.has(b.var)) || (b.kind === "set_of_closures" && b.vars.every((v) => dead.has(v)))) {
          step.from([e.body], ([body]) => body!);
          return;
        }
        const n = e.named;
        if (n.kind === "set_of_closures") {
          const named = namedSetOfClosures(slim(n.set));
          step.from([e.body], ([body]) => let_(b, named, body!));
        } else if (n.kind === "static_consts") {
          // The codes' bodies first (in order), then the `let`'s body.
          const codes = n.consts.filter((c): c is Extract<StaticConst, { kind: "code" }> => c.kind === "code");
          step.from([...codes.map((c) => c.code.body), e.body], (kids) => {
            let i = 0;
            const consts = n.consts.map((c): StaticConst => {
              if (c.kind === "code") return { kind: "code", code: withCodeBody(c.code, kids[i++]!) };
              if (c.kind === "set_of_closures") return staticSetOfClosures(slim(c.set));
              return c;
            });
            return let_(b, namedStaticConsts(consts), kids[codes.length]!);
          });
        } else {
          step.from([e.body], ([body]) => let_(b, n, body!));
        }
        return;
      }
      default:
        rebuildAround(e, step);
    }
  });
}
