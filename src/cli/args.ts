// Command-line parsing with ocamlopt's flag spellings. Pure: returns either the parsed command or
// the text of a usage error; the caller prints.
import { defaultOptions, type OptimisationLevel, type Options } from "../driver/options.js";
import { parsePerRoundOverride, type PerRoundParameter } from "../simplify/index.js";

export type Command =
  | { readonly kind: "help" }
  | { readonly kind: "version" }
  | { readonly kind: "check"; readonly files: readonly string[]; readonly printInterface: boolean; readonly options: Options }
  /** Compile, then run the program; `args` (after `--`) follow the program's name in `Sys.argv`. */
  | { readonly kind: "run"; readonly files: readonly string[]; readonly args: readonly string[]; readonly options: Options }
  /** Compile to one JavaScript file (and `OUTPUT.map` with `-g`). */
  | { readonly kind: "build"; readonly files: readonly string[]; readonly output: string; readonly options: Options };

/** A command that runs the compiler (on the compiler's thread). */
export type CompileCommand = Extract<Command, { kind: "check" | "run" | "build" }>;

export type ParseResult = { readonly ok: true; readonly command: Command } | { readonly ok: false; readonly error: string };

/**
 * The ocamlfind packages whose modules flambe links by itself when a program names them (`str`,
 * `unix`), and the archives `ocamlc`/`ocamlopt` command lines name for them.
 */
const linkedPackages: ReadonlySet<string> = new Set(["str", "unix", "stdlib"]);
const linkedArchives: ReadonlySet<string> = new Set(["str.cma", "str.cmxa", "unix.cma", "unix.cmxa"]);

export const usage = `Usage: flambe <command> <options> <files>
Commands:
  check FILE.ml...     parse and type-check, print diagnostics
  check -i FILE.ml     print the inferred interface, as ocamlc -i does
  run FILE.ml... [-- ARGS]
                       compile and run the program (ARGS become Sys.argv after its name)
  build FILE.ml... -o OUT.js
                       compile to one JavaScript file that \`node OUT.js\` runs
  (run and build also take STUBS.js files: JavaScript stubs in js_of_ocaml's
   form, //Provides: NAME, providing the externals of that name)
Options:
  -o <file>            output file of build (default a.js)
  -g, --source-map     also write a source map (OUT.js.map)
  --module esm         build an ES module (default export: what Js.export exports)
  -I <dir>             add a directory to the search path (accepted)
  -package <names>, -linkpkg, str.cma
                       accepted for str and unix: Str and Unix are linked when used
  -i                   print the inferred interface (check)
  -w <list>            enable or disable warnings, as ocamlc's -w
  -warn-error <list>   make warnings errors, as ocamlc's -warn-error (and -w @<n>)
  -alert <list>        enable, disable or make errors alerts, as ocamlc's -alert
                       (-deprecated, +all, ++name: an error)
  -unsafe              no bounds checking on array and string accesses
  -O2, -O3, -Oclassic  optimisation level (the optimiser runs at these levels)
  -rounds <n>          number of rounds of optimisation
  -inline <n>|<round>=<n>[,...]
                       -Oclassic: size of the functions inlined (beyond a call);
                       otherwise: size of the bodies a speculative inlining may copy
  -inline-toplevel <n>|<round>=<n>[,...]
                       the same for speculation starting outside any function
  -inline-alloc-cost, -inline-branch-cost, -inline-call-cost,
  -inline-indirect-cost, -inline-prim-cost <n>|<round>=<n>[,...]
                       the cost of an allocation, a branch, a direct call, an
                       indirect call, a primitive (the benefit of inlining)
  -inline-branch-factor <n>|<round>=<n>[,...]
                       how much less a benefit under a branch counts (0)
  -inline-lifting-benefit <n>|<round>=<n>[,...]
                       bias towards inlining functors at toplevel
  -inline-max-depth <n>|<round>=<n>[,...]
                       how deeply inlined bodies nest
  -inline-max-unroll <n>|<round>=<n>[,...]
                       how many times a recursive function may be unrolled
  -no-unbox-free-vars-of-closures
                       a closure that only takes apart a block it captures
                       keeps capturing the block, not its fields
  -no-unbox-specialised-args
                       a recursive function specialised to a known block
                       argument still takes the block, not its fields
  -remove-unused-arguments
                       a function's arguments its body does not use are not
                       passed at direct calls (through a wrapper)
  -unbox-closures      a function's closure variables are passed as arguments
                       at direct calls (through a wrapper), so that closures
                       only called directly are not allocated
  -unbox-closures-factor <n>
                       with -unbox-closures, a function no larger than n times
                       the closure variables it reads is duplicated, so that
                       indirect calls do not go through a wrapper (default 10)
  -inlining-report     write FILE.N.inlining.org: the inliner's decisions of round N
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

/** Simplify's per-round flags: the parameter each sets and whether it takes integers (ocamlopt's types). */
const perRoundFlags: Readonly<Record<string, readonly [PerRoundParameter, boolean]>> = {
  "-inline": ["inline", false],
  "-inline-toplevel": ["inlineToplevel", true],
  "-inline-alloc-cost": ["inlineAllocCost", true],
  "-inline-branch-cost": ["inlineBranchCost", true],
  "-inline-call-cost": ["inlineCallCost", true],
  "-inline-indirect-cost": ["inlineIndirectCost", true],
  "-inline-prim-cost": ["inlinePrimCost", true],
  "-inline-branch-factor": ["inlineBranchFactor", false],
  "-inline-lifting-benefit": ["inlineLiftingBenefit", true],
  "-inline-max-depth": ["inlineMaxDepth", true],
  "-inline-max-unroll": ["inlineMaxUnroll", true],
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
    } else if (arg === "-alert") {
      const spec = rest[++i];
      if (spec === undefined) return usageError("option '-alert' needs an argument.");
      options = { ...options, alerts: (options.alerts ?? "") + spec };
    } else if (arg === "-warn-error") {
      const spec = rest[++i];
      if (spec === undefined) return usageError("option '-warn-error' needs an argument.");
      options = { ...options, warnError: (options.warnError ?? "") + spec };
    } else if (arg in optimisationFlags) options = { ...options, optimisation: optimisationFlags[arg]! };
    else if (compiling && arg === "-rounds") {
      const value = rest[++i];
      if (value === undefined) return usageError("option '-rounds' needs an argument.");
      if (!/^\d+$/.test(value)) return usageError(`wrong argument '${value}'; option '-rounds' expects an integer.`);
      options = { ...options, simplify: { ...options.simplify, rounds: Number(value) } };
    } else if (compiling && Object.hasOwn(perRoundFlags, arg)) {
      const [parameter, integer] = perRoundFlags[arg]!;
      const value = rest[++i];
      if (value === undefined) return usageError(`option '${arg}' needs an argument.`);
      const parsed = parsePerRoundOverride(value, integer);
      // ocamlopt's words for a malformed value (its parser's exception, then the syntax).
      if (parsed === undefined)
        return { ok: false, error: `Failure("${integer ? "int" : "float"}_of_string"): Syntax: ${arg} <n> | <round>=<n>[,...]\n` };
      const perRound = { ...options.simplify?.perRound, [parameter]: parsed };
      options = { ...options, simplify: { ...options.simplify, perRound } };
    } else if (compiling && arg === "-no-unbox-free-vars-of-closures")
      options = { ...options, simplify: { ...options.simplify, noUnboxFreeVarsOfClosures: true } };
    else if (compiling && arg === "-no-unbox-specialised-args")
      options = { ...options, simplify: { ...options.simplify, noUnboxSpecialisedArgs: true } };
    else if (compiling && arg === "-remove-unused-arguments")
      options = { ...options, simplify: { ...options.simplify, removeUnusedArguments: true } };
    else if (compiling && arg === "-unbox-closures") options = { ...options, simplify: { ...options.simplify, unboxClosures: true } };
    else if (compiling && arg === "-unbox-closures-factor") {
      const value = rest[++i];
      if (value === undefined) return usageError("option '-unbox-closures-factor' needs an argument.");
      if (!/^\d+$/.test(value)) return usageError(`wrong argument '${value}'; option '-unbox-closures-factor' expects an integer.`);
      options = { ...options, simplify: { ...options.simplify, unboxClosuresFactor: Number(value) } };
    }
    else if (compiling && arg === "-inlining-report") options = { ...options, inliningReport: true };
    else if (compiling && arg in dumpFlags) options = { ...options, dumps: new Set([...options.dumps, dumpFlags[arg]!]) };
    else if (compiling && (arg === "-g" || arg === "--source-map")) options = { ...options, debug: true };
    else if (arg === "-I") {
      if (rest[++i] === undefined) return usageError("option '-I' needs an argument.");
    } else if (arg === "-package") {
      // ocamlfind's: the libraries flambe links by itself when a program names them.
      const packages = rest[++i];
      if (packages === undefined) return usageError("option '-package' needs an argument.");
      for (const p of packages.split(/[\s,]+/).filter((p) => p.length > 0))
        if (!linkedPackages.has(p)) return usageError(`package '${p}' is not available (flambe links the standard library, str and unix by itself).`);
    } else if (arg === "-linkpkg") {
      // ocamlfind's; linking is always whole-program.
    } else if (linkedArchives.has(arg.replace(/^.*\//, ""))) {
      // str.cma / str.cmxa named on the command line, as for ocamlc/ocamlopt.
    } else if ((arg === "--module" || arg.startsWith("--module=")) && commandName === "build") {
      const format = arg === "--module" ? rest[++i] : arg.slice("--module=".length);
      if (format === undefined) return usageError("option '--module' needs an argument.");
      if (format !== "esm" && format !== "script") return usageError(`wrong argument '${format}'; option '--module' expects esm or script.`);
      options = { ...options, module: format };
    } else if (arg === "-o" && commandName === "build") {
      output = rest[++i];
      if (output === undefined) return usageError("option '-o' needs an argument.");
    } else if (arg === "-") {
      const file = rest[++i];
      if (file === undefined) return usageError("option '-' needs an argument.");
      files.push(file);
    } else if (arg.startsWith("-")) return usageError(`unknown option '${arg}'.`);
    else if (arg.endsWith(".ml") || arg.endsWith(".mli")) files.push(arg);
    else if (compiling && arg.endsWith(".js")) files.push(arg); // JavaScript stubs, as js_of_ocaml takes them
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
