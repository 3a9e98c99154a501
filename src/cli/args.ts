// Command-line parsing with ocamlopt's flag spellings. Pure: returns either the parsed command or
// the text of a usage error; the caller prints.
import { defaultOptions, type OptimisationLevel, type Options } from "../driver/options.js";

export type Command =
  | { readonly kind: "help" }
  | { readonly kind: "version" }
  | { readonly kind: "check"; readonly files: readonly string[]; readonly printInterface: boolean; readonly options: Options }
  /** Compile, then run the program; `args` (after `--`) follow the program's name in `Sys.argv`. */
  | { readonly kind: "run"; readonly files: readonly string[]; readonly args: readonly string[]; readonly options: Options }
  /** Compile to one JavaScript file (and `OUTPUT.map` with `-g`). */
  | { readonly kind: "build"; readonly files: readonly string[]; readonly output: string; readonly options: Options };

export type ParseResult = { readonly ok: true; readonly command: Command } | { readonly ok: false; readonly error: string };

export const usage = `Usage: flambe <command> <options> <files>
Commands:
  check FILE.ml...     parse and type-check, print diagnostics
  check -i FILE.ml     print the inferred interface, as ocamlc -i does
  run FILE.ml... [-- ARGS]
                       compile and run the program (ARGS become Sys.argv after its name)
  build FILE.ml... -o OUT.js
                       compile to one JavaScript file that \`node OUT.js\` runs
Options:
  -o <file>            output file of build (default a.js)
  -g, --source-map     also write a source map (OUT.js.map)
  -I <dir>             add a directory to the search path (accepted)
  -i                   print the inferred interface (check)
  -w <list>            enable or disable warnings, as ocamlc's -w
  -unsafe              no bounds checking on array and string accesses
  -O2, -O3, -Oclassic  optimisation level (accepted; honoured by the optimiser)
  -dlambda, -drawflambda, -dflambda, -dtimings
                       print the Lambda code, the Flambda code before and after
                       optimisation, the time taken by each stage (on stderr)
  --version            print the version and exit
  --help               print this text and exit
`;

const optimisationFlags: Readonly<Record<string, OptimisationLevel>> = {
  "-O0": "O0",
  "-O1": "O1",
  "-O2": "O2",
  "-O3": "O3",
  "-Oclassic": "Oclassic",
};

function usageError(message: string): ParseResult {
  return { ok: false, error: `flambe: ${message}\n${usage.split("\n")[0]}\nTry 'flambe --help' for more information.\n` };
}

const dumpFlags: Readonly<Record<string, "lambda" | "rawflambda" | "flambda" | "timings">> = {
  "-dlambda": "lambda",
  "-drawflambda": "rawflambda",
  "-dflambda": "flambda",
  "-dtimings": "timings",
};

export function parseArgs(argv: readonly string[]): ParseResult {
  if (argv.length === 0) return usageError("no command given.");
  const [commandName, ...rest] = argv;
  if (commandName === "--help" || commandName === "-help" || commandName === "help") return { ok: true, command: { kind: "help" } };
  if (commandName === "--version" || commandName === "-version" || commandName === "-vnum")
    return { ok: true, command: { kind: "version" } };
  if (commandName !== "check" && commandName !== "run" && commandName !== "build")
    return usageError(`unknown command '${commandName}'.`);

  let options: Options = defaultOptions;
  let printInterface = false;
  let output: string | undefined;
  let programArgs: string[] = [];
  const files: string[] = [];
  const compiling = commandName !== "check";
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === "--help" || arg === "-help") return { ok: true, command: { kind: "help" } };
    if (arg === "--" && commandName === "run") {
      programArgs = rest.slice(i + 1);
      break;
    }
    if (arg === "-i" && commandName === "check") printInterface = true;
    else if (arg === "-unsafe") options = { ...options, unsafe: true };
    else if (arg === "-w") {
      const spec = rest[++i];
      if (spec === undefined) return usageError("option '-w' needs an argument.");
      options = { ...options, warnings: options.warnings + spec };
    } else if (arg in optimisationFlags) options = { ...options, optimisation: optimisationFlags[arg]! };
    else if (compiling && arg in dumpFlags) options = { ...options, dumps: new Set([...options.dumps, dumpFlags[arg]!]) };
    else if (compiling && (arg === "-g" || arg === "--source-map")) options = { ...options, debug: true };
    else if (arg === "-I") {
      if (rest[++i] === undefined) return usageError("option '-I' needs an argument.");
    } else if (arg === "-o" && commandName === "build") {
      output = rest[++i];
      if (output === undefined) return usageError("option '-o' needs an argument.");
    } else if (arg === "-") {
      const file = rest[++i];
      if (file === undefined) return usageError("option '-' needs an argument.");
      files.push(file);
    } else if (arg.startsWith("-")) return usageError(`unknown option '${arg}'.`);
    else if (arg.endsWith(".ml") || arg.endsWith(".mli")) files.push(arg);
    else return usageError(`don't know what to do with ${arg}.`);
  }
  if (files.length === 0) return usageError("no input file.");
  switch (commandName) {
    case "check":
      return { ok: true, command: { kind: "check", files, printInterface, options } };
    case "run":
      return { ok: true, command: { kind: "run", files, args: programArgs, options } };
    case "build":
      return { ok: true, command: { kind: "build", files, output: output ?? "a.js", options } };
  }
}
