// Typing of format strings (`Printf.printf "%d %s"`): a string literal expected to have type
// `(_, _, _, _, _, _) format6` is parsed with OCaml's rules (those of ocamlc, CamlinternalFormat's
// legacy mode: runtime/format_parser.ts, which the Printf engine shares) and typed as OCaml types
// the format it stands for: for "%d %s", `(int -> string -> 'f, 'b, 'c, 'e, 'e, 'f) format6`,
// through the types of CamlinternalFormatBasics' constructors (stdlib/camlinternalFormatBasics.mli).
import { FormatParseError, parseFormatString, type Fmt, type Item, type Padding, type Precision } from "../../runtime/format_parser.js";
import { predefType } from "./predef.js";
import { getLevel, newTy, newVar } from "./unify.js";
import type { Path, Type } from "./types.js";

export class FormatError extends Error {}

const arrow = (arg: Type, result: Type): Type => newTy({ kind: "Arrow", label: { kind: "Nolabel" }, arg, result });
const arrows = (args: readonly Type[], result: Type): Type => args.reduceRight((r, a) => arrow(a, r), result);

/** How a format literal's constructors are checked against the types expected of them. */
export interface FormatTyping {
  /** The path of `CamlinternalFormatBasics.format6`; its siblings are found beside it. */
  readonly format6: Path;
  /** Unifies a constructor's type with the type expected of it (throwing the literal's type clash). */
  readonly unify: (got: Type, expected: Type) => void;
}

/**
 * The type of a format string literal expected to have type `expected`, a `format6`. As ocamlc
 * does, the literal is typed as the `CamlinternalFormatBasics` term it stands for (`Format (String
 * (No_padding, Char_literal ('\n', End_of_format)), "%s\n")` for "%s\n"), constructor after
 * constructor from the outermost: each constructor's result type is unified with the type
 * expected of it, then its arguments are typed against its argument types. A clash is thus
 * reported where ocamlc reports it, with the types it reports (the format's end meeting the
 * expected result when a format is given too many arguments, a padding or precision whose type
 * does not fit the conversion's).
 */
export function typeFormatLiteral(fmt: string, expected: Type, typing: FormatTyping): Type {
  let parsed: Fmt;
  try {
    parsed = parseFormatString(fmt);
  } catch (err) {
    if (err instanceof FormatParseError) throw new FormatError(err.message);
    throw err;
  }
  const prefix = typing.format6.kind === "Pdot" ? typing.format6.prefix : undefined;
  const sibling = (name: string): Path => (prefix === undefined ? typing.format6 : { kind: "Pdot", prefix, name });
  const paths: Paths = {
    format6: typing.format6,
    fmt: sibling("fmt"),
    padding: sibling("padding"),
    precision: sibling("precision"),
    ignored: sibling("ignored"),
  };
  const vars = sixVars();
  const t = constr(paths.format6, vars);
  typing.unify(t, expected);
  typeFmt(parsed, constr(paths.fmt, vars), paths, typing.unify);
  return t;
}

interface Paths {
  readonly format6: Path;
  readonly fmt: Path;
  readonly padding: Path;
  readonly precision: Path;
  readonly ignored: Path;
}

type Six = [Type, Type, Type, Type, Type, Type];

const sixVars = (): Six => [newVar(), newVar(), newVar(), newVar(), newVar(), newVar()];
const constr = (path: Path, args: readonly Type[]): Type => newTy({ kind: "Constr", path, args: [...args] });

/**
 * Types the items of a format, then its end, against `expected` (a `fmt` type): each item is
 * the constructor whose last argument is the rest of the format.
 */
function typeFmt(items: Fmt, expected: Type, paths: Paths, unify: (got: Type, expected: Type) => void): void {
  const prim = (n: "int" | "string" | "char" | "float" | "bool" | "int32" | "int64" | "nativeint"): Type => predefType(n, [], getLevel());
  const fmtT = (args: readonly Type[]): Type => constr(paths.fmt, args);
  // `(x, ty -> a) padding` for a conversion whose padding takes `x` to `ty -> a`.
  const padding = (p: Padding, x: Type, y: Type): void => {
    const v = newVar();
    unify(constr(paths.padding, [p.kind === "arg" ? arrow(prim("int"), v) : v, v]), constr(paths.padding, [x, y]));
  };
  const precision = (p: Precision, y: Type, z: Type): void => {
    const v = newVar();
    unify(constr(paths.precision, [p.kind === "arg" ? arrow(prim("int"), v) : v, v]), constr(paths.precision, [y, z]));
  };
  let exp = expected;
  for (const item of items) {
    const [a, b, c, d, e, f] = sixVars();
    // The rest of the format, the constructor's last argument.
    let rest: Six = [a, b, c, d, e, f];
    switch (item.kind) {
      case "text":
      case "flush":
      case "formatting_lit":
        unify(fmtT([a, b, c, d, e, f]), exp);
        break;
      case "char":
      case "caml_char":
      case "scan_next_char":
        unify(fmtT([arrow(prim("char"), a), b, c, d, e, f]), exp);
        break;
      case "scan_char_set":
        unify(fmtT([arrow(prim("string"), a), b, c, d, e, f]), exp);
        break;
      case "scan_get_counter":
        unify(fmtT([arrow(prim("int"), a), b, c, d, e, f]), exp);
        break;
      case "string":
      case "caml_string":
      case "bool": {
        const x = newVar();
        unify(fmtT([x, b, c, d, e, f]), exp);
        padding(item.pad, x, arrow(prim(item.kind === "bool" ? "bool" : "string"), a));
        break;
      }
      case "int":
      case "float": {
        const x = newVar();
        const y = newVar();
        unify(fmtT([x, b, c, d, e, f]), exp);
        padding(item.pad, x, y);
        const n = item.kind === "float" ? "float" : item.size === "" ? "int" : item.size === "l" ? "int32" : item.size === "n" ? "nativeint" : "int64";
        precision(item.prec, y, arrow(prim(n), a));
        break;
      }
      case "alpha": {
        const x = newVar();
        unify(fmtT([arrow(arrow(b, arrow(x, c)), arrow(x, a)), b, c, d, e, f]), exp);
        break;
      }
      case "theta":
        unify(fmtT([arrow(arrow(b, c), a), b, c, d, e, f]), exp);
        break;
      case "reader": {
        const x = newVar();
        unify(fmtT([arrow(x, a), b, c, arrow(arrow(b, x), d), e, f]), exp);
        break;
      }
      case "format_arg": {
        // Format_arg: the argument is a format of the sub-format's type.
        const sub = sixVars();
        unify(fmtT([arrow(constr(paths.format6, sub), a), b, c, d, e, f]), exp);
        unify(formatType(item.sub, [], paths.format6).type, constr(paths.format6, sub));
        break;
      }
      case "format_subst": {
        // Format_subst: a format of the sub-format's type, then what that format takes, before
        // the rest's arguments (and its readers before the rest's).
        const sub = sixVars();
        const g2 = newVar();
        const j2 = newVar();
        unify(fmtT([arrow(constr(paths.format6, sub), g2), b, c, j2, e, f]), exp);
        const { type, taken } = formatType(item.sub, [{ b, c }], paths.format6);
        unify(type, constr(paths.format6, sub));
        unify(arrows(taken[0]!.args, a), g2);
        unify(arrows(taken[0]!.readers, d), j2);
        break;
      }
      case "ignored": {
        // Ignored_param: what the ignored conversion takes from the arguments and readers is
        // taken by nothing, the rest going on from the same place.
        const x = newVar();
        const y = newVar();
        unify(fmtT([a, b, c, d, e, f]), exp);
        const ignored = (args: readonly Type[]): void => unify(constr(paths.ignored, args), constr(paths.ignored, [a, b, c, d, y, x]));
        switch (item.what.kind) {
          case "plain": {
            const [a2, b2, c2, d2] = sixVars();
            ignored([a2, b2, c2, d2, d2, a2]);
            break;
          }
          case "reader": {
            const [a2, b2, c2, d2, x2] = sixVars();
            ignored([a2, b2, c2, arrow(arrow(b2, x2), d2), d2, a2]);
            break;
          }
          case "format_subst": {
            const [a2, , , d2] = sixVars();
            const [taken] = typeItems(item.what.sub, [{ b, c }], paths.format6);
            ignored([arrows(taken!.args, a2), b, c, arrows(taken!.readers, d2), d2, a2]);
            break;
          }
        }
        rest = [x, b, c, y, e, f];
        break;
      }
      case "formatting_gen": {
        // Formatting_gen: a box or tag whose own format is typed first, its end meeting the rest.
        const [a1, , , d1, e1, f1] = sixVars();
        const e2 = newVar();
        const f2 = newVar();
        unify(fmtT([a1, b, c, d1, e2, f2]), exp);
        typeFmt(item.sub, fmtT([a1, b, c, d1, e1, f1]), paths, unify);
        rest = [f1, b, c, e1, e2, f2];
        break;
      }
      default:
        return assertNeverItem(item);
    }
    exp = fmtT(rest);
  }
  // End_of_format.
  const [f, b, c, e] = sixVars();
  unify(fmtT([f, b, c, e, e, f]), exp);
}

/** The output and result types a format's `%a` and `%t` printers take and return. */
interface Side {
  readonly b: Type;
  readonly c: Type;
}

/** What a format takes: its arguments (`'a`) and what its `%r` readers add to `'d`. */
interface Taken {
  readonly args: Type[];
  readonly readers: Type[];
}

/**
 * The arguments of a format on each of several sides at once: as CamlinternalFormatBasics'
 * `fmtty_rel` relates the type of the format a `%(...%)` takes to what it makes the outer
 * format take, the sides differ only in their printers' types and share everything else
 * (the value of a `%a`, a `%r`'s result).
 */
function typeItems(fmt: Fmt, sides: readonly Side[], format6: Path): Taken[] {
  const out: Taken[] = sides.map(() => ({ args: [], readers: [] }));
  const prim = (n: "int" | "string" | "char" | "float" | "bool" | "int32" | "int64" | "nativeint"): Type => predefType(n, [], getLevel());
  const all = (t: Type): void => out.forEach((o) => o.args.push(t));
  const padArg = (p: Padding): void => {
    if (p.kind === "arg") all(prim("int"));
  };
  const precArg = (p: Precision): void => {
    if (p.kind === "arg") all(prim("int"));
  };
  const concat = (sub: Fmt): void => {
    typeItems(sub, sides, format6).forEach((t, k) => {
      out[k]!.args.push(...t.args);
      out[k]!.readers.push(...t.readers);
    });
  };
  for (const item of fmt) {
    switch (item.kind) {
      case "text":
      case "flush":
      case "formatting_lit":
        break;
      case "char":
      case "caml_char":
      case "scan_next_char":
        all(prim("char"));
        break;
      case "string":
      case "caml_string":
        padArg(item.pad);
        all(prim("string"));
        break;
      case "scan_char_set":
        all(prim("string"));
        break;
      case "scan_get_counter":
        all(prim("int"));
        break;
      case "int":
        padArg(item.pad);
        precArg(item.prec);
        all(prim(item.size === "" ? "int" : item.size === "l" ? "int32" : item.size === "n" ? "nativeint" : "int64"));
        break;
      case "float":
        padArg(item.pad);
        precArg(item.prec);
        all(prim("float"));
        break;
      case "bool":
        padArg(item.pad);
        all(prim("bool"));
        break;
      case "alpha": {
        const x = newVar();
        sides.forEach((s, k) => out[k]!.args.push(arrow(s.b, arrow(x, s.c)), x));
        break;
      }
      case "theta":
        sides.forEach((s, k) => out[k]!.args.push(arrow(s.b, s.c)));
        break;
      case "reader": {
        const x = newVar();
        sides.forEach((s, k) => {
          out[k]!.args.push(x);
          out[k]!.readers.push(arrow(s.b, x));
        });
        break;
      }
      case "format_arg":
        all(formatType(item.sub, [], format6).type);
        break;
      case "format_subst": {
        // A format of the sub-format's type, then the sub-format's arguments.
        const { type, taken } = formatType(item.sub, sides, format6);
        taken.forEach((t, k) => {
          out[k]!.args.push(type, ...t.args);
          out[k]!.readers.push(...t.readers);
        });
        break;
      }
      case "ignored":
        switch (item.what.kind) {
          case "plain":
            break;
          case "reader": {
            const x = newVar();
            sides.forEach((s, k) => out[k]!.readers.push(arrow(s.b, x)));
            break;
          }
          case "format_subst":
            concat(item.what.sub);
            break;
        }
        break;
      case "formatting_gen":
        concat(item.sub);
        break;
      default:
        return assertNeverItem(item);
    }
  }
  return out;
}

/** The `format6` type of a sub-format, with what it makes each of `sides` take. */
function formatType(sub: Fmt, sides: readonly Side[], format6: Path): { type: Type; taken: Taken[] } {
  const own = { b: newVar(), c: newVar() };
  const [t, ...taken] = typeItems(sub, [own, ...sides], format6);
  const k = newVar();
  const l = newVar();
  const type = newTy({ kind: "Constr", path: format6, args: [arrows(t!.args, l), own.b, own.c, arrows(t!.readers, k), k, l] });
  return { type, taken };
}

function assertNeverItem(item: never): never {
  throw new Error(`unexpected format item ${JSON.stringify(item)}`);
}
