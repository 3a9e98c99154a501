// The modules a file names, as ocamldep finds them from the parse tree alone: the first
// component of every qualified name (`B.x`, `B.t`, `B.C.y`, `F(B).t`), and the modules named in
// module positions (`open B`, `include B`, `module M = B`, `F (B)`, `B.(e)`, `B.(p)`,
// `with module M = B`). The modules the file binds itself (`module M = ...`, `module M : S`,
// `let module M`, functor parameters, `(module M)` patterns) are left out wherever they are
// bound (ocamldep follows their scopes; a file that binds a module of another file's name
// rarely also means that file).
import type { Longident, Signature, Structure } from "./ast.js";

function isLongident(x: unknown): x is Longident {
  if (x === null || typeof x !== "object") return false;
  const k = (x as { kind?: unknown }).kind;
  return k === "Lident" || k === "Ldot" || k === "Lapply";
}

function addHead(l: Longident, out: Set<string>): void {
  switch (l.kind) {
    case "Lident":
      out.add(l.name);
      break;
    case "Ldot":
      addHead(l.prefix, out);
      break;
    case "Lapply":
      addHead(l.functor, out);
      addHead(l.arg, out);
      break;
  }
}

/** Keys under which a module expression (a node with a `desc`) is found. */
const moduleExprKeys: ReadonlySet<string> = new Set(["module", "functor", "arg", "body"]);
/** Keys under which a `Located<Longident>` names a module. */
const modulePathKeys: ReadonlySet<string> = new Set(["module", "target"]);

function nameOf(o: Record<string, unknown>): string | undefined {
  const n = (o.name as { txt?: unknown } | undefined)?.txt;
  return typeof n === "string" ? n : undefined;
}

/** The names of the modules `ast` refers to, sorted, the ones it binds itself left out. */
export function moduleDependencies(ast: Structure | Signature): string[] {
  const used = new Set<string>();
  const bound = new Set<string>();
  // An explicit stack: parse trees of long files are deep (a list of 10,000 elements).
  const stack: { node: unknown; key: string; parentKind: string | undefined }[] = [{ node: ast, key: "", parentKind: undefined }];
  while (stack.length > 0) {
    const { node, key, parentKind } = stack.pop()!;
    if (node === null || typeof node !== "object") continue;
    if (Array.isArray(node)) {
      for (const x of node) stack.push({ node: x, key, parentKind });
      continue;
    }
    if (isLongident(node)) {
      if (node.kind !== "Lident") addHead(node, used);
      continue;
    }
    const o = node as Record<string, unknown>;
    const kind = typeof o.kind === "string" ? o.kind : undefined;
    // A bare module name in a module position.
    const txt = o.txt;
    if (isLongident(txt) && txt.kind === "Lident" && modulePathKeys.has(key)) used.add(txt.name);
    const desc = o.desc as Record<string, unknown> | undefined;
    if (desc !== undefined && moduleExprKeys.has(key) && desc.kind === "Ident") {
      const n = (desc.name as { txt?: unknown } | undefined)?.txt;
      if (isLongident(n) && n.kind === "Lident") used.add(n.name);
    }
    if (kind === "Alias") {
      // `module M = N` in a signature.
      const n = (o.name as { txt?: unknown } | undefined)?.txt;
      if (isLongident(n) && n.kind === "Lident") used.add(n.name);
    }
    // Modules the file binds.
    if (kind === "LetModule" || kind === "Unpack" || kind === "Named") {
      const n = nameOf(o);
      if (n !== undefined) bound.add(n);
    }
    if ((key === "binding" || key === "bindings" || key === "decl" || key === "decls") && (parentKind === "Module" || parentKind === "RecModule")) {
      const n = nameOf(o);
      if (n !== undefined) bound.add(n);
    }
    for (const [k, v] of Object.entries(o)) {
      if (k === "loc" || k === "attributes" || typeof v !== "object" || v === null) continue;
      stack.push({ node: v, key: k, parentKind: kind });
    }
  }
  for (const b of bound) used.delete(b);
  return [...used].filter((n) => /^[A-Z]/.test(n)).sort();
}
