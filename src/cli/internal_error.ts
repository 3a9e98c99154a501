// How the command reports a bug of its own (an exception that is not a user's diagnostic): one
// line, `flambe: internal error, please report it: MESSAGE (FILE, line N, in STAGE)`, with where
// the compilation was as far as it is known, and the exit code 2 (as ocamlc's fatal errors).
// The JavaScript stack follows only when FLAMBE_DEBUG is set (to anything but "" or "0").
import { describeProgress, type Progress } from "../common/progress.js";

export function debugging(): boolean {
  const v = process.env["FLAMBE_DEBUG"];
  return v !== undefined && v !== "" && v !== "0";
}

export function internalErrorReport(error: unknown, where: Progress | undefined): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = message.split("\n").find((l) => l.trim() !== "") ?? "(no message)";
  const place = where === undefined ? "" : ` (${describeProgress(where)})`;
  const stack = debugging() && error instanceof Error && error.stack !== undefined ? `${error.stack}\n` : "";
  return `flambe: internal error, please report it: ${line.trim()}${place}\n${stack}`;
}
