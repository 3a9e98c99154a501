// Debugging information attached to applications, primitives and code: where in the source the
// construct comes from. A list, innermost first, because inlining stacks the call site under the
// inlined body's own location: the inlining report and source maps walk that chain.
import type { Location } from "../common/location.js";

export type Debuginfo = readonly Location[];

export const noDebuginfo: Debuginfo = [];

export function debuginfoOf(loc: Location | undefined): Debuginfo {
  return loc === undefined ? noDebuginfo : [loc];
}

/** The debuginfo of a construct inlined at a call site: the construct's own chain, then the call site's. */
export function inlinedAt(inner: Debuginfo, callSite: Debuginfo): Debuginfo {
  if (callSite.length === 0) return inner;
  if (inner.length === 0) return callSite;
  return [...inner, ...callSite];
}

export function equalLocations(a: Location, b: Location): boolean {
  return (
    a.file === b.file &&
    a.ghost === b.ghost &&
    a.start.line === b.start.line &&
    a.start.col === b.start.col &&
    a.start.offset === b.start.offset &&
    a.end.line === b.end.line &&
    a.end.col === b.end.col &&
    a.end.offset === b.end.offset
  );
}

export function equalDebuginfo(a: Debuginfo, b: Debuginfo): boolean {
  return a.length === b.length && a.every((l, i) => equalLocations(l, b[i]!));
}
