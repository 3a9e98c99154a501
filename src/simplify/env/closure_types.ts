// What the typing env knows of the closures of a set (bound to variables or symbols): their code
// and what their value slots hold.
import { setOfClosures, valueSlotBinding, type SetOfClosures, type Simple } from "../../flambda/index.js";
import {
  addEquation,
  alias,
  canonicalSimple,
  closures,
  isDefined,
  top,
  typeOfConst,
  type FunctionInfo,
  type Type,
  type TypingEnv,
} from "../../types/index.js";

/** The set with its value slots' simples canonical. */
export function canonicalSet(env: TypingEnv, set: SetOfClosures): SetOfClosures {
  return setOfClosures(
    set.functionDecls,
    set.valueSlots.map((v) => valueSlotBinding(v.slot, canonicalSimple(env, v.value), v.kind)),
  );
}

/** Defines the closures of a set (variables or symbols) with what is known of their code and slots. */
export function defineClosures(
  env0: TypingEnv,
  set: SetOfClosures,
  names: readonly Simple[],
  define: (env: TypingEnv, name: Simple & { kind: "var" | "symbol" }) => TypingEnv,
): TypingEnv {
  let env = env0;
  for (const n of names) if (n.kind !== "const") env = define(env, n);
  const functions = new Map<(typeof set.functionDecls)[number]["slot"], FunctionInfo>();
  for (const d of set.functionDecls) functions.set(d.slot, { codeId: d.codeId, summary: undefined });
  const valueSlots = new Map<(typeof set.valueSlots)[number]["slot"], Type>();
  for (const v of set.valueSlots) valueSlots.set(v.slot, knownSimpleType(env, v.value, v.kind));
  const closureTypes = new Map<(typeof set.functionDecls)[number]["slot"], Type>();
  set.functionDecls.forEach((d, i) => closureTypes.set(d.slot, alias(names[i]!, "value")));
  set.functionDecls.forEach((d, i) => {
    const n = names[i]!;
    if (n.kind === "const") return;
    env = addEquation(env, n.name, closures({ functionSlot: d.slot, functions, closures: closureTypes, valueSlots }));
  });
  return env;
}

/** An alias to a simple the environment knows, else ⊤ (names of other units are not tracked). */
export function knownSimpleType(env: TypingEnv, s: Simple, kind: Simple extends never ? never : Parameters<typeof top>[0]): Type {
  if (s.kind === "const") return typeOfConst(s.value).ofKind === kind ? alias(s, kind) : top(kind);
  return isDefined(env, s.name) ? alias(s, kind) : top(kind);
}
