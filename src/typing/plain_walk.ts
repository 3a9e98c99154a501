// A walk over plain data (the parse tree's objects and arrays), for the questions the typer asks
// of every node of a subtree without a case per kind of node.

/**
 * Visits each object of the tree under `root` (arrays are entered, other values skipped), in the
 * order of a depth-first walk from a stack. `visit` returns whether to enter the object's fields;
 * the fields named in `skip` (locations, types) are never entered.
 */
export function walkPlainData(root: unknown, skip: ReadonlySet<string>, visit: (o: Record<string, unknown>) => boolean): void {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const x = stack.pop();
    if (x === null || typeof x !== "object") continue;
    if (Array.isArray(x)) {
      for (const y of x) stack.push(y);
      continue;
    }
    const o = x as Record<string, unknown>;
    if (!visit(o)) continue;
    for (const k in o) if (!skip.has(k)) stack.push(o[k]);
  }
}
