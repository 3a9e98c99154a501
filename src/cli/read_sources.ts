// Reads the files named on the command line as byte strings, adding the `.mli` found beside each
// `.ml` (as ocamlopt compiles a unit against its interface). Errors read as ocamlc words them.
import type { SourceFile } from "../driver/source_file.js";

export type ReadResult = { readonly ok: true; readonly files: SourceFile[] } | { readonly ok: false; readonly error: string };

function ioError(file: string, error: unknown): string {
  const code = (error as { code?: string }).code;
  const reason =
    code === "ENOENT"
      ? `${file}: No such file or directory`
      : code === "EISDIR"
        ? "Is a directory"
        : code === "EACCES"
          ? `${file}: Permission denied`
          : `${file}: ${error instanceof Error ? error.message : String(error)}`;
  return `File "${file}", line 1:\nError: I/O error: ${reason}\n`;
}

export function readSources(
  names: readonly string[],
  readFile: (path: string) => Buffer,
  withInterfaces = true,
): ReadResult {
  const files: SourceFile[] = [];
  const seen = new Set<string>();
  const add = (name: string, optional: boolean): string | undefined => {
    if (seen.has(name)) return undefined;
    let text: string;
    try {
      // OCaml sources are byte strings; JavaScript stubs are text (UTF-8).
      text = readFile(name).toString(name.endsWith(".js") ? "utf8" : "latin1");
    } catch (error) {
      if (optional && (error as { code?: string }).code === "ENOENT") return undefined;
      return ioError(name, error);
    }
    seen.add(name);
    files.push({ name, text });
    return undefined;
  };
  for (const name of names) {
    if (withInterfaces && name.endsWith(".ml") && !names.includes(name + "i")) {
      const error = add(name + "i", true);
      if (error) return { ok: false, error };
    }
    const error = add(name, false);
    if (error) return { ok: false, error };
  }
  return { ok: true, files };
}
