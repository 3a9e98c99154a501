// Typing of format strings (`Printf.printf "%d %s"`): a string literal expected to have type
// `(_, _, _, _, _, _) format6` is parsed with OCaml's rules (those of ocamlc, CamlinternalFormat's
// legacy mode: runtime/format_parser.ts, which the Printf engine shares) and typed as OCaml types
// the format it stands for: for "%d %s", `(int -> string -> 'f, 'b, 'c, 'e, 'e, 'f) format6`.
import { FormatParseError, parseFormatString, type Fmt, type Item, type Padding, type Precision } from "../../runtime/format_parser.js";
import { predefType } from "./predef.js";
import { getLevel, newTy, newVar } from "./unify.js";
import type { Path, Type } from "./types.js";

export type FormatTypes = readonly [Type, Type, Type, Type, Type, Type];

export class FormatError extends Error {}

const arrow = (arg: Type, result: Type): Type => newTy({ kind: "Arrow", label: { kind: "Nolabel" }, arg, result });
const arrows = (args: readonly Type[], result: Type): Type => args.reduceRight((r, a) => arrow(a, r), result);

/** The type of a format string, `format6` being the path of the type `format6`. */
export function typeFormatString(fmt: string, format6: Path): FormatTypes {
  let parsed: Fmt;
  try {
    parsed = parseFormatString(fmt);
  } catch (err) {
    if (err instanceof FormatParseError) throw new FormatError(err.message);
    throw err;
  }
  const b = newVar();
  const c = newVar();
  const e = newVar();
  const f = newVar();
  const [side] = typeItems(parsed, [{ b, c }], format6);
  return [arrows(side!.args, f), b, c, arrows(side!.readers, e), e, f];
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
