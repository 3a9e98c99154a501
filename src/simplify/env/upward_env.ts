// The upward environment (seed 001): what the rebuild of an expression needs to know of the
// continuations bound around it: which parameters each handler kept (the arguments to drop at
// every `Apply_cont`), which parameters it takes as their parts and which results of primitives
// its join shares (the arguments to add), and which continuations only forward their (kept)
// parameters to another.
import type { ApplyCont, Continuation, Simple, Variable } from "../../flambda/index.js";
import { extraArgsOf, type Unboxing } from "../unboxing/unbox_continuation_params.js";

export class UpwardEnv {
  /**
   * `open`: continuations bound outside the term being rebuilt whose parameters are decided only
   * after it is (a speculation's return continuation stands for the call's, which may yet be
   * given unboxed parts): no handler forwards to them, since the parts of a forwarded argument
   * are known by the argument the handler's uses saw, not by the one it would be replaced with.
   */
  constructor(private readonly open: ReadonlySet<Continuation> = new Set()) {}

  /** For a continuation some of whose parameters were removed: for each parameter, whether kept. */
  private readonly kept = new Map<Continuation, readonly boolean[]>();
  /** A continuation whose handler is `apply_cont k2 kept_params`: uses go to `k2` directly. */
  private readonly aliases = new Map<Continuation, Continuation>();

  /** Continuations some of whose parameters are passed as their parts (`unbox_continuation_params.ts`). */
  private readonly unboxed = new Map<Continuation, Unboxing>();

  setUnboxed(k: Continuation, u: Unboxing): void {
    this.unboxed.set(k, u);
  }

  /**
   * Continuations whose join gave parameters to primitives every use had computed
   * (`joinedSubexpressions`), with each use's arguments for them, by the use's jump as the
   * downward pass left it (`ContUse.jump`).
   */
  private readonly joined = new Map<Continuation, ReadonlyMap<ApplyCont, readonly Simple[]>>();

  setJoined(k: Continuation, argsByJump: ReadonlyMap<ApplyCont, readonly Simple[]>): void {
    this.joined.set(k, argsByJump);
  }

  /**
   * A code's return continuation to which every return passes a value equal to one parameter
   * (`ReturnCollector.returnedParam`): each jump to it passes the parameter itself, so that the
   * branches that returned constants equal to it become alike.
   */
  private readonly returned = new Map<Continuation, Simple>();

  setReturned(k: Continuation, param: Simple): void {
    this.returned.set(k, param);
  }

  /**
   * Handlers that only jump, with their (kept) parameters and simples bound outside them
   * (`k_case () = k_ret x`): a switch whose arms all come to the same jump through them is
   * that jump (`simplify_switch.ts`).
   */
  private readonly jumps = new Map<Continuation, { readonly params: readonly Variable[]; readonly jump: ApplyCont }>();

  setJump(k: Continuation, params: readonly Variable[], jump: ApplyCont): void {
    this.jumps.set(k, { params, jump });
  }

  /** Whether some handler was found to only jump on (`setJump`). */
  get hasJumps(): boolean {
    return this.jumps.size > 0;
  }

  /** Whether `k`'s handler only jumps on (`setJump`). */
  jumpsOn(k: Continuation): boolean {
    return this.jumps.has(k);
  }

  /** Where a jump to `k` with (rewritten) `args` ends up when `k`'s handler only jumps on. */
  resolveJump(k: Continuation, args: readonly Simple[]): { cont: Continuation; args: readonly Simple[] } | undefined {
    const j = this.jumps.get(k);
    if (j === undefined || j.params.length !== args.length) return undefined;
    return {
      cont: j.jump.cont,
      args: j.jump.args.map((a) => {
        if (a.kind !== "var") return a;
        const i = j.params.indexOf(a.name);
        return i < 0 ? a : args[i]!;
      }),
    };
  }

  setKept(k: Continuation, kept: readonly boolean[]): void {
    if (kept.some((b) => !b)) this.kept.set(k, kept);
  }

  setAlias(k: Continuation, target: Continuation): void {
    this.aliases.set(k, target);
  }

  /**
   * Where a use of `k` with `args` goes once forwarding handlers are shortcut and parameters
   * removed. A forwarder's handler was rebuilt before its uses are: its jump already has the
   * target's final arguments (its own kept parameters, in order), and the target is final too
   * (a chain of forwarders was shortcut as each was rebuilt). So one step is all there is, and
   * the target's own removals must not be applied a second time.
   */
  rewrite(k: Continuation, args0: readonly Simple[], jump: ApplyCont): { cont: Continuation; args: readonly Simple[] } {
    const returned = this.returned.get(k);
    if (returned !== undefined && args0.length === 1) return { cont: k, args: [returned] };
    const unboxing = this.unboxed.get(k);
    let all = unboxing === undefined ? args0 : [...args0, ...extraArgsOf(unboxing, args0)];
    const joined = this.joined.get(k);
    if (joined !== undefined) {
      const extra = joined.get(jump);
      if (extra === undefined) throw new Error(`simplify: a jump to ${k} that its join did not see`);
      all = [...all, ...extra];
    }
    const kept = this.kept.get(k);
    const args = kept === undefined ? all : all.filter((_, i) => kept[i]);
    return { cont: this.aliases.get(k) ?? k, args };
  }

  /** For a jump to an open continuation: the jump as the downward pass left it (`ContUse.jump`). */
  private readonly origins = new Map<ApplyCont, ApplyCont>();

  setOrigin(jump: ApplyCont, origin: ApplyCont): void {
    if (jump !== origin) this.origins.set(jump, origin);
  }

  originOf(jump: ApplyCont): ApplyCont {
    return this.origins.get(jump) ?? jump;
  }

  /** Whether a handler that only passes its parameters on to `k` may be replaced by `k`. */
  mayForwardTo(k: Continuation): boolean {
    return !this.open.has(k);
  }

  /** Whether `k`'s parameters are decided only after this term is rebuilt. */
  isOpen(k: Continuation): boolean {
    return this.open.has(k);
  }

  /** For a jump to an open continuation: the parts of its arguments it may yet pass (`partsOfArg`). */
  private readonly parts = new Map<ApplyCont, readonly Simple[]>();

  setPartsOf(jump: ApplyCont, parts: readonly Simple[]): void {
    if (parts.length > 0) this.parts.set(jump, parts);
  }

  partsOf(jump: ApplyCont): readonly Simple[] {
    return this.parts.get(jump) ?? [];
  }

  /** Where a call's result for `k` goes: only through continuations that take exactly their parameters. */
  resolveKeepingAll(k0: Continuation): Continuation {
    let k = k0;
    for (;;) {
      const next = this.aliases.get(k);
      if (next === undefined || !this.takesItsParams(next)) return k;
      k = next;
    }
  }

  keepsAll(k: Continuation): boolean {
    return this.takesItsParams(k) && (this.aliases.get(k) === undefined || this.keepsAll(this.aliases.get(k)!));
  }

  /** Neither removed parameters nor added parts: a jump to `k` passes what it was written with. */
  private takesItsParams(k: Continuation): boolean {
    return !this.kept.has(k) && !this.unboxed.has(k) && !this.joined.has(k);
  }
}
