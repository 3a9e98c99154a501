// The invariants of a typing environment, checked on demand (tests, and a debugging mode of the
// simplifier): a violation is a bug in this folder, reported with the name involved.
//
// - Every name's stored type has the name's kind.
// - A stored alias points at a canonical element: a constant, or a name whose own stored type
//   is concrete; the name is then listed among that canonical element's members.
// - Every listed member of a class does point at its canonical element.
import type { TypingEnv } from "./typing_env.js";

/** The violated invariants (empty when the environment is well formed). */
export function checkInvariants(env: TypingEnv): string[] {
  const problems: string[] = [];
  env.bindings.forEach((b, name) => {
    if (b.type.ofKind !== b.kind) problems.push(`${name}: a type of kind ${b.type.ofKind} on a name of kind ${b.kind}`);
    if (b.type.kind !== "alias") return;
    const target = b.type.simple;
    if (target.kind === "const") return;
    if (target.name === name) {
      problems.push(`${name}: an alias to itself`);
      return;
    }
    const tb = env.bindings.get(target.name);
    if (tb === undefined) {
      problems.push(`${name}: an alias to the unknown name ${target.name}`);
      return;
    }
    if (tb.type.kind === "alias") problems.push(`${name}: an alias to ${target.name}, which is not canonical`);
    if (env.members.get(target.name)?.has(name) !== true) {
      problems.push(`${name}: not listed among the members of ${target.name}'s class`);
    }
  });
  env.members.forEach((ms, canonical) => {
    ms.forEach((_t, m) => {
      const mb = env.bindings.get(m);
      if (mb === undefined || mb.type.kind !== "alias" || mb.type.simple.kind === "const") {
        problems.push(`${m}: listed in ${canonical}'s class but not an alias to it`);
      } else if (mb.type.simple.name !== canonical) {
        problems.push(`${m}: listed in ${canonical}'s class but an alias to ${mb.type.simple.name}`);
      }
    });
  });
  return problems;
}
