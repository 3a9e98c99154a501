// The parser's entry points. Parsing is recursive descent; only genuinely nested brackets and
// constructs recurse, and if the JavaScript stack runs out on absurdly deep input, the user gets
// a syntax error at the place the parser had reached instead of a crash.
import { CompileError, errorAt, type Diagnostic } from "../common/diagnostic.js";
import type { Signature, Structure } from "./ast.js";
import { parseSignatureItems, parseStructureItems } from "./parse_module.js";
import { ParserState } from "./parser_state.js";

function guarded<T>(p: ParserState, run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (e instanceof CompileError) throw e;
    if (e instanceof RangeError && /call stack/i.test(e.message)) {
      const t = p.tok;
      throw errorAt(p.location(t.start, t.end), "Syntax error: nesting too deep");
    }
    throw e;
  }
}

export interface ParseOptions {
  /**
   * Report the documentation comments that document nothing or two things (OCaml's warning 50,
   * found once the file is parsed, as ocamlc does), to the warning sink.
   */
  readonly unexpectedDocstrings?: boolean;
}

/**
 * Parses a `.ml` file; throws a `CompileError` on the first lexical or syntax error. The lexer's
 * warnings (OCaml's 1, 2 and 14), if wanted, go to `onWarning`, and warning 50 after them when
 * `options` ask for it.
 */
export function parseImplementation(source: string, file: string, onWarning?: (warning: Diagnostic) => void, options: ParseOptions = {}): Structure {
  const p = new ParserState(source, file, onWarning, options.unexpectedDocstrings === true && onWarning !== undefined);
  return guarded(p, () => {
    const items = parseStructureItems(p, "EOF");
    if (p.tok.kind !== "EOF") p.error();
    reportDocstrings(p, onWarning);
    if (p.deferred) throw p.deferred;
    return items;
  });
}

/** Parses a `.mli` file, as `parseImplementation` does a `.ml` file. */
export function parseInterface(source: string, file: string, onWarning?: (warning: Diagnostic) => void, options: ParseOptions = {}): Signature {
  const p = new ParserState(source, file, onWarning, options.unexpectedDocstrings === true && onWarning !== undefined);
  return guarded(p, () => {
    const items = parseSignatureItems(p, "EOF");
    if (p.tok.kind !== "EOF") p.error();
    reportDocstrings(p, onWarning);
    if (p.deferred) throw p.deferred;
    return items;
  });
}

/** Warning 50 for each doc comment that documents nothing, or two things, in source order. */
function reportDocstrings(p: ParserState, onWarning: ((warning: Diagnostic) => void) | undefined): void {
  if (p.docstrings === undefined || onWarning === undefined) return;
  for (const d of p.docstrings.bad()) {
    onWarning({
      severity: "warning",
      location: p.location(d.start, d.end),
      message: d.ambiguous ? "ambiguous documentation comment" : "unattached documentation comment (ignored)",
      warning: { number: 50, name: "unexpected-docstring" },
    });
  }
}
