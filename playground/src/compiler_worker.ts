// The compiler's worker: compiles the page's program with the package's browser entry and
// answers with the program, its diagnostics, the IR at each stage and the inlining report. The
// standard library compiled at a level is fetched the first time a compilation at that level
// needs it (one gzipped file of under 1 MB per level), so that opening the page loads one level.
import { build, provideLibraryLevel, type Diagnostic, type Options } from "../../src/driver/browser.js";
import { parseArgs } from "../../src/cli/args.js";
import { describeDecision, type InliningReport } from "../../src/simplify/index.js";
import { formatLocation, type Location } from "../../src/common/location.js";
import type { CompileRequest, CompileResponse, Level, PlainDiagnostic, RoundReport, Span, Stage } from "./protocol.js";
import O0 from "../../dist/src/driver/stdlib_units.O0.bin?url";
import Oclassic from "../../dist/src/driver/stdlib_units.Oclassic.bin?url";
import O1 from "../../dist/src/driver/stdlib_units.O1.bin?url";
import O2 from "../../dist/src/driver/stdlib_units.O2.bin?url";
import O3 from "../../dist/src/driver/stdlib_units.O3.bin?url";

const libraryFiles: Record<Level, string> = { O0, Oclassic, O1, O2, O3 };
const provided = new Map<Level, Promise<void>>();

/** The file name the program is compiled as (its module is `Main`). */
export const fileName = "main.ml";

function provide(level: Level): Promise<void> {
  let p = provided.get(level);
  if (p === undefined) {
    p = fetch(libraryFiles[level])
      .then((r) => {
        if (!r.ok) throw new Error(`the library at ${level} could not be fetched: ${r.status}`);
        return r.arrayBuffer();
      })
      // The file as stored, gzip members (named `.bin`, so that no host serves it as gzipped content).
      .then((bytes) => provideLibraryLevel(level, bytes));
    provided.set(level, p);
    p.catch(() => provided.delete(level));
  }
  return p;
}

function span(loc: Location | undefined): Span | undefined {
  if (loc === undefined || loc.file !== fileName || loc.start.col < 0) return undefined;
  return { line: loc.start.line, col: loc.start.col, endLine: loc.end.line, endCol: loc.end.col };
}

/** The level and options the flags give, as `flambe run -LEVEL FLAGS main.ml` reads them. */
function parseOptions(level: Level, flags: string): { ok: true; options: Options; level: Level } | { ok: false; message: string } {
  const words = flags.split(/\s+/).filter((w) => w !== "");
  const parsed = parseArgs(["run", ...(level === "O1" ? [] : [`-${level}`]), ...words, fileName]);
  if (!parsed.ok) return { ok: false, message: parsed.error };
  const command = parsed.command;
  if (command.kind !== "run" || command.files.length !== 1)
    return { ok: false, message: "flambe: the playground takes compilation flags only (files, -o, --help are the command line's).\n" };
  return { ok: true, options: command.options, level: command.options.optimisation };
}

function stagesOf(dumps: { lambda?: string; rawflambda?: string; rounds?: readonly string[] }): Stage[] {
  const stages: Stage[] = [];
  if (dumps.lambda !== undefined) stages.push({ name: "Lambda", text: textOfBytes(dumps.lambda) });
  if (dumps.rawflambda !== undefined) stages.push({ name: "Flambda (before Simplify)", text: textOfBytes(dumps.rawflambda) });
  (dumps.rounds ?? []).forEach((text, i) => stages.push({ name: `Flambda after round ${i}`, text: textOfBytes(text) }));
  return stages;
}

function reportOf(reports: readonly { unit: string; report: readonly InliningReport[] }[] | undefined): RoundReport[] {
  const rounds: RoundReport[] = [];
  for (const { report } of reports ?? [])
    for (const r of report)
      rounds.push({
        round: r.round,
        entries: r.entries.map((e) => ({
          span: span(e.dbg[0]),
          where: e.dbg.length > 0 ? formatLocation(e.dbg[0]!).replace(/:$/, "") : "(unknown location)",
          callee: e.callee,
          decision: describeDecision(e.decision),
        })),
      });
  return rounds;
}

/** The compiler's texts hold bytes, one char each (UTF-8 for what the source wrote): as text. */
function textOfBytes(s: string): string {
  return /[^\x00-\x7f]/.test(s) ? new TextDecoder().decode(Uint8Array.from(s, (c) => c.charCodeAt(0))) : s;
}

async function compile(request: CompileRequest): Promise<CompileResponse> {
  const parsed = parseOptions(request.level, request.flags);
  if (!parsed.ok) return { kind: "usage", id: request.id, message: parsed.message };
  const t0 = performance.now();
  await provide(parsed.level);
  const options: Options = { ...parsed.options, dumps: new Set(["lambda", "rawflambda", "rounds"]), inliningReport: true };
  const r = build([{ name: fileName, text: request.source }], options);
  const ms = performance.now() - t0;
  // Each diagnostic's message, for the editor to show at its place.
  const diagnostics: PlainDiagnostic[] = r.diagnostics.map((d: Diagnostic) => {
    const error = d.severity === "error" || d.warning?.error === true;
    const heading = d.warning === undefined ? "Error" : `${error ? "Error (warning" : "Warning"} ${d.warning.number} [${d.warning.name}]${error ? ")" : ""}`;
    return { severity: error ? "error" : "warning", span: span(d.location), text: textOfBytes(`${heading}: ${d.message}`) };
  });
  return {
    kind: "compiled",
    id: request.id,
    ok: r.ok,
    js: r.js,
    messages: textOfBytes(r.messages),
    diagnostics,
    stages: stagesOf(r.dumps),
    report: reportOf(r.inliningReports),
    ms,
  };
}

self.onmessage = (event: MessageEvent<CompileRequest>) => {
  compile(event.data).then(
    (response) => self.postMessage(response),
    (error: unknown) => {
      // A bug of the compiler: shown as the command line shows it.
      const message = `flambe: internal error, please report it: ${error instanceof Error ? error.message : String(error)}\n`;
      self.postMessage({ kind: "usage", id: event.data.id, message } satisfies CompileResponse);
    },
  );
};
