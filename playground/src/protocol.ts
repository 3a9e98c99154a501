// The messages between the page and the compiler's worker. Everything is plain data (the
// structured clone of a message), so locations are given as lines and byte columns, as the
// compiler counts them; the page turns them into positions in its editor.

/** A level as the command line spells it, without the dash. */
export type Level = "O0" | "Oclassic" | "O1" | "O2" | "O3";

export interface CompileRequest {
  readonly id: number;
  readonly source: string;
  readonly level: Level;
  /** Further command-line flags (`-inline 20 -rounds 2`), as typed. */
  readonly flags: string;
}

/** A span of the source: lines from 1, columns in bytes from 0, as ocamlc's locations. */
export interface Span {
  readonly line: number;
  readonly col: number;
  readonly endLine: number;
  readonly endCol: number;
}

export interface PlainDiagnostic {
  readonly severity: "error" | "warning";
  readonly span: Span | undefined;
  /** The diagnostic's heading and message, as ocamlc words them (`Error: ...`). */
  readonly text: string;
}

export interface ReportEntry {
  /** The call site, when in the program's file. */
  readonly span: Span | undefined;
  /** The location as the command line's report writes it. */
  readonly where: string;
  readonly callee: string;
  readonly decision: string;
}

export interface RoundReport {
  readonly round: number;
  readonly entries: readonly ReportEntry[];
}

/** One stage of the IR, in pipeline order. */
export interface Stage {
  readonly name: string;
  readonly text: string;
}

export type CompileResponse =
  | {
      readonly kind: "compiled";
      readonly id: number;
      readonly ok: boolean;
      /** The program (empty when it did not compile). */
      readonly js: string;
      /** Every diagnostic rendered as ocamlc prints them, in order. */
      readonly messages: string;
      readonly diagnostics: readonly PlainDiagnostic[];
      readonly stages: readonly Stage[];
      readonly report: readonly RoundReport[];
      /** Milliseconds spent compiling (the library's level read included, when read for this compilation). */
      readonly ms: number;
    }
  /** The flags could not be read: the command line's usage error. */
  | { readonly kind: "usage"; readonly id: number; readonly message: string };
