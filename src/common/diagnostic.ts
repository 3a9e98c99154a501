// Diagnostics as data: every stage reports errors and warnings through these values, and only
// the command line (or the playground) turns them into text.
import { formatLocation, type Location } from "./location.js";

export type Severity = "error" | "warning";

export interface Diagnostic {
  readonly severity: Severity;
  readonly location: Location | undefined;
  /** The text after `Error: ` (or after `Warning N [name]: `), possibly several lines. */
  readonly message: string;
  /** For warnings: OCaml's warning number and mnemonic name. */
  readonly warning?: { readonly number: number; readonly name: string };
  /** Extra located notes that OCaml prints after the main message (e.g. "This '(' might be unmatched"). */
  readonly notes?: readonly { readonly location: Location; readonly message: string }[];
}

/** A user error that stops the current stage; caught by the driver, never shown as a stack trace. */
export class CompileError extends Error {
  constructor(readonly diagnostic: Diagnostic) {
    super(diagnostic.message);
    this.name = "CompileError";
  }
}

export function errorAt(location: Location | undefined, message: string, notes?: Diagnostic["notes"]): CompileError {
  return new CompileError({ severity: "error", location, message, ...(notes ? { notes } : {}) });
}

/** Formats a diagnostic exactly as ocamlc prints it (without OCaml's source-line excerpt). */
export function formatDiagnostic(d: Diagnostic): string {
  const head = d.location ? formatLocation(d.location) + "\n" : "";
  const label =
    d.severity === "error" ? "Error" : `Warning ${d.warning?.number ?? 0}${d.warning ? ` [${d.warning.name}]` : ""}`;
  let text = `${head}${label}: ${d.message}\n`;
  for (const n of d.notes ?? []) text += `${formatLocation(n.location)}\n  ${n.message}\n`;
  return text;
}
