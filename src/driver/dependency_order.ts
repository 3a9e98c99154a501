// The files of a program in the order they must be compiled, as `ocamldep -sort` orders them:
// an implementation after the implementations and interfaces of the modules it names and after
// its own interface, an interface after the interfaces (or, without one, the implementations) of
// the modules it names. Files already in such an order keep it. A cycle is ocamldep's error,
// listing each file left with what it still waits for.
import { errorAt } from "../common/diagnostic.js";
import { unknownLocation } from "../common/location.js";
import { isInterfaceFile, unitNameOfFile, type SourceFile } from "./source_file.js";

type Key = string; // `Module.ml` or `Module.mli`

function keyOf(f: SourceFile): Key {
  return `${unitNameOfFile(f.name)}.${isInterfaceFile(f.name) ? "mli" : "ml"}`;
}

/**
 * `files` sorted by their dependencies (`dependencies(f)`: the module names the file refers to,
 * sorted). Follows ocamldep's procedure so that the order is the one it prints: turns over the
 * files left (each turn in the reverse order of the previous one), taking every file whose
 * dependencies were all taken.
 */
export function dependencyOrder<F extends SourceFile>(files: readonly F[], dependencies: (f: F) => readonly string[]): F[] {
  const defined = new Map<Key, F>();
  for (const f of files) if (!defined.has(keyOf(f))) defined.set(keyOf(f), f);
  const waits = new Map<F, Key[]>();
  for (const f of files) {
    const isMl = !isInterfaceFile(f.name);
    const deps: Key[] = [];
    for (const m of dependencies(f)) {
      if (isMl) {
        if (defined.has(`${m}.mli`)) deps.push(`${m}.mli`);
        if (defined.has(`${m}.ml`)) deps.push(`${m}.ml`);
      } else if (defined.has(`${m}.mli`)) deps.push(`${m}.mli`);
      else if (defined.has(`${m}.ml`)) deps.push(`${m}.ml`);
    }
    if (isMl && defined.has(`${unitNameOfFile(f.name)}.mli`)) deps.push(`${unitNameOfFile(f.name)}.mli`);
    waits.set(f, deps);
  }
  const taken = new Set<Key>();
  const out: F[] = [];
  // ocamldep keeps each file's dependencies in a list it rebuilds, reversed, at each look: the
  // order it lists them in at a cycle depends on how many times it looked.
  const looks = new Map<F, number>();
  let left = [...files];
  let progress = true;
  while (progress && left.length > 0) {
    progress = false;
    const next: F[] = [];
    for (const f of left) {
      looks.set(f, (looks.get(f) ?? 0) + 1);
      if (waits.get(f)!.every((k) => taken.has(k))) {
        out.push(f);
        taken.add(keyOf(f));
        progress = true;
      } else next.unshift(f);
    }
    left = next;
  }
  if (left.length > 0) {
    const pending = (f: F): Key[] => {
      const ks = waits.get(f)!.filter((k) => !taken.has(k));
      return looks.get(f)! % 2 === 1 ? ks : ks.reverse();
    };
    const lines = [...left]
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((f) => `\t${f.name}: ${pending(f).map((k) => `${k} `).join("")}`);
    // ocamldep's error has no position: `File "_none_", line 1:`.
    throw errorAt(unknownLocation, ["cycle in dependencies. End of list is not sorted.", ...lines].join("\n"));
  }
  return out;
}
