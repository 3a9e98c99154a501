// Diagnostics as data: every stage reports errors and warnings through these values, and only
// the command line (or the playground) turns them into text.
import { formatLocation, type Location } from "./location.js";

export type Severity = "error" | "warning";

export interface Diagnostic {
  readonly severity: Severity;
  readonly location: Location | undefined;
  /** The text after `Error: ` (or after `Warning N [name]: `), possibly several lines. */
  readonly message: string;
  /** For warnings: OCaml's warning number and mnemonic name; `error` when `-warn-error` or `-w @N` makes it one. */
  readonly warning?: { readonly number: number; readonly name: string; readonly error?: boolean };
  /** For alerts (`[@@deprecated]`, `[@@alert name]`): the alert's name; `error` when `-alert ++name` makes it one. */
  readonly alert?: { readonly name: string; readonly error?: boolean };
  /** Extra located notes that OCaml prints after the main message (e.g. "This '(' might be unmatched"). */
  readonly notes?: readonly { readonly location: Location; readonly message: string }[];
}

/**
 * A user error that stops the current stage; caught by the driver, never shown as a stack trace.
 * `warningsBefore`: the warnings found before it in the same file, which ocamlc prints first.
 */
export class CompileError extends Error {
  /** What a stage had done before the error (the type checker: the toplevel items typed so far), for the warnings of those parts. */
  doneBefore: unknown;
  constructor(
    readonly diagnostic: Diagnostic,
    readonly warningsBefore: readonly Diagnostic[] = [],
  ) {
    super(diagnostic.message);
    this.name = "CompileError";
  }
}

/** Stops after a file whose warnings include one made an error: already reported, no message of its own. */
export class FatalWarnings extends CompileError {
  constructor() {
    super({ severity: "error", location: undefined, message: "fatal warnings" });
    this.name = "FatalWarnings";
  }
}

/** What a driver reports for an error that stopped it: nothing more for fatal warnings. */
export function diagnosticsOfError(e: CompileError): Diagnostic[] {
  return e instanceof FatalWarnings ? [] : [e.diagnostic];
}

/** Whether a warning or alert was made an error (the file's compilation then fails after it). */
export function isFatalWarning(d: Diagnostic): boolean {
  return d.warning?.error === true || d.alert?.error === true;
}

/** The label ocamlc puts before a diagnostic's message. */
export function diagnosticLabel(d: Diagnostic): string {
  if (d.severity === "error") return "Error";
  if (d.alert !== undefined) return d.alert.error ? `Error (alert ${d.alert.name})` : `Alert ${d.alert.name}`;
  if (d.warning === undefined) return "Warning";
  const which = `${d.warning.number} [${d.warning.name}]`;
  return d.warning.error ? `Error (warning ${which})` : `Warning ${which}`;
}

export function errorAt(location: Location | undefined, message: string, notes?: Diagnostic["notes"]): CompileError {
  return new CompileError({ severity: "error", location, message, ...(notes ? { notes } : {}) });
}

/** Formats a diagnostic exactly as ocamlc prints it (without OCaml's source-line excerpt). */
export function formatDiagnostic(d: Diagnostic): string {
  const head = d.location ? formatLocation(d.location) + "\n" : "";
  let text = `${head}${diagnosticLabel(d)}: ${d.message}\n`;
  for (const n of d.notes ?? []) text += `${formatLocation(n.location)}\n  ${n.message}\n`;
  return text;
}
