// Reading ocamlc's stderr for comparison: the source excerpt lines (`3 | let x = ...`, the caret
// line, `...`) are presentation; the location line and the message are what a test compares.

const excerptLine = /^\s*\d+ \| |^\s*\^+\s*$|^\.\.\.$/;

export function stripExcerpts(text: string): string {
  return text
    .split("\n")
    .filter((line) => !excerptLine.test(line))
    .join("\n");
}

/** The location line and the full `Error:` message (with its continuation lines) of a stderr text. */
export function firstError(text: string): { location: string | undefined; message: string } | undefined {
  const lines = stripExcerpts(text).split("\n");
  const at = lines.findIndex((l) => l.startsWith("Error:"));
  if (at < 0) return undefined;
  let location: string | undefined;
  for (let i = at - 1; i >= 0; i--) {
    if (lines[i]!.startsWith("File ")) {
      location = lines[i];
      break;
    }
  }
  const message = [lines[at]!];
  for (let i = at + 1; i < lines.length && lines[i] !== "" && !lines[i]!.startsWith("File "); i++) message.push(lines[i]!);
  return { location, message: message.join("\n") };
}
