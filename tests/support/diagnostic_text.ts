// Reading ocamlc's stderr for comparison: the location line, the source excerpt under it
// (`3 | let x = ...`, the caret line, `...`) and the message.

/**
 * The location line, the source excerpt and the full `Error:` message (with its continuation
 * lines) of the first error of a stderr text.
 */
export function firstError(text: string): { location: string | undefined; excerpt: string; message: string } | undefined {
  const lines = text.split("\n");
  const at = lines.findIndex((l) => l.startsWith("Error:"));
  if (at < 0) return undefined;
  let location: string | undefined;
  let excerpt: string[] = [];
  for (let i = at - 1; i >= 0; i--) {
    if (lines[i]!.startsWith("File ")) {
      location = lines[i];
      excerpt = lines.slice(i + 1, at);
      break;
    }
  }
  const message = [lines[at]!];
  for (let i = at + 1; i < lines.length && lines[i] !== "" && !lines[i]!.startsWith("File "); i++) message.push(lines[i]!);
  return { location, excerpt: excerpt.join("\n"), message: message.join("\n") };
}
