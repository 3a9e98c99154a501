// `module rec`, translated as OCaml's compilers do (translmod.ml's `reorder_rec_bindings` and
// `eval_rec_bindings`): each module with a placeholder ("safe": its signature holds only
// functions, lazy values, classes and such sub-modules) gets one first (`caml_flambe_init_mod`); the
// others are evaluated next, each after the unsafe modules it names, a cycle of unsafe modules
// being OCaml's error; then each safe module is evaluated and its placeholder filled
// (`caml_flambe_update_mod`, runtime/recursive.ts).
import type { Diagnostic } from "../common/diagnostic.js";
import { errorAt } from "../common/diagnostic.js";
import type { Location } from "../common/location.js";
import type { Ident, RecModuleInfo, RecModuleShape } from "../typing/index.js";
import { lconst, llet, lprim, lseq, lvar } from "./builders.js";
import type { Lambda, StructuredConstant } from "./lambda.js";

export interface RecModuleBinding {
  readonly ident: Ident;
  readonly rec: RecModuleInfo;
  /** Where the module is defined (its structure or expression). */
  readonly loc: Location;
  readonly def: Lambda;
}

const reasonText = { value: "value", module: "module", functor: "functor", extension: "extension constructor" } as const;

/** The bindings in the order OCaml evaluates them, or OCaml's error for a cycle of unsafe modules. */
function reorder(bindings: readonly RecModuleBinding[]): RecModuleBinding[] {
  const status = bindings.map(() => "undefined" as "undefined" | "inprogress" | "defined");
  const stack: number[] = [];
  const out: RecModuleBinding[] = [];
  const emit = (i: number): void => {
    if (status[i] === "defined") return;
    if (status[i] === "inprogress") {
      const cycle = stack.slice(stack.indexOf(i));
      const names = [...cycle, i].map((j) => bindings[j]!.ident.name).join(" -> ");
      const notes: { location: Location; message: string }[] = [];
      for (const j of cycle) {
        const init = bindings[j]!.rec.init;
        if (init.kind === "Unsafe") notes.push({ location: init.loc, message: `Module ${bindings[j]!.ident.name} defines an unsafe ${reasonText[init.reason]}, ${init.name} .` });
      }
      throw errorAt(
        bindings[i]!.loc,
        `Cannot safely evaluate the definition of the following cycle\n       of recursively-defined modules: ${names}.\n       There are no safe modules in this cycle (see manual section 10.2).`,
        notes satisfies Diagnostic["notes"],
      );
    }
    const b = bindings[i]!;
    if (b.rec.init.kind === "Unsafe") {
      status[i] = "inprogress";
      stack.push(i);
      const uses = new Set(b.rec.uses);
      bindings.forEach((other, j) => {
        if (uses.has(other.ident)) emit(j);
      });
      stack.pop();
    }
    out.push(b);
    status[i] = "defined";
  };
  bindings.forEach((_, i) => emit(i));
  return out;
}

/** A shape as the runtime reads it: 0 a function, 1 a lazy value, 2 an empty module, 3 a class, a block of the fields' shapes a module. */
function shapeConstant(s: RecModuleShape): StructuredConstant {
  switch (s.kind) {
    case "Function":
      return { kind: "int", value: 0 };
    case "Lazy":
      return { kind: "int", value: 1 };
    case "Class":
      return { kind: "int", value: 3 };
    case "Module":
      return s.fields.length === 0 ? { kind: "int", value: 2 } : { kind: "block", tag: 0, fields: s.fields.map(shapeConstant) };
  }
}

/** `(file, line, character)` of a location, as `Undefined_recursive_module` carries it. */
function locationConstant(loc: Location): StructuredConstant {
  return {
    kind: "block",
    tag: 0,
    fields: [
      { kind: "string", value: loc.file },
      { kind: "int", value: loc.start.line },
      { kind: "int", value: loc.start.col },
    ],
  };
}

/** The code binding a group of recursive modules around `rest`. */
export function recursiveModules(bindings: readonly RecModuleBinding[]): (rest: Lambda) => Lambda {
  const ordered = reorder(bindings);
  return (rest) => {
    let body = rest;
    for (let i = ordered.length - 1; i >= 0; i--) {
      const b = ordered[i]!;
      if (b.rec.init.kind !== "Safe") continue;
      const update = lprim({ kind: "CCall", name: "caml_flambe_update_mod", arity: 3, alloc: true }, [lconst(shapeConstant(b.rec.init.shape)), lvar(b.ident), b.def]);
      body = lseq(update, body);
    }
    for (let i = ordered.length - 1; i >= 0; i--) {
      const b = ordered[i]!;
      if (b.rec.init.kind === "Unsafe") body = llet(b.ident, b.def, body);
    }
    for (let i = ordered.length - 1; i >= 0; i--) {
      const b = ordered[i]!;
      if (b.rec.init.kind !== "Safe") continue;
      const init = lprim({ kind: "CCall", name: "caml_flambe_init_mod", arity: 2, alloc: true }, [lconst(locationConstant(b.loc)), lconst(shapeConstant(b.rec.init.shape))]);
      body = llet(b.ident, init, body);
    }
    return body;
  };
}
