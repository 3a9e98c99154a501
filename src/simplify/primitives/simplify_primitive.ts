// Primitives: arguments made canonical, then one family's rules (one file per family).
import { assertNever } from "../../common/assert_never.js";
import { primitiveArgs, unary, withPrimitiveArgs, type Primitive } from "../../flambda/index.js";
import {
  alias,
  boxedNumber,
  canonicalSimple,
  proveBoxedContents,
  proveConstant,
  taggedImmediates,
  type TypingEnv,
} from "../../types/index.js";
import type { DownwardAcc } from "../env/downward_acc.js";
import { intConst, keep, replaceByConst, type PrimResult } from "./prim_result.js";
import { simplifyBlockLoad, simplifyBlockSet, simplifyGetTag, simplifyIsInt, simplifyMakeBlock, simplifyProjection } from "./simplify_prim_block.js";
import { simplifyPhysEqual } from "./simplify_prim_compare.js";
import { simplifyFloatBinary, simplifyFloatUnary, simplifyNumConv } from "./simplify_prim_float.js";
import { simplifyIntBinary, simplifyIntNeg } from "./simplify_prim_int.js";
import { simplifyStringLength, simplifyStringLoad } from "./simplify_prim_string.js";

export function simplifyPrimitive(env: TypingEnv, dacc: DownwardAcc, p0: Primitive): PrimResult {
  const p = withPrimitiveArgs(p0, primitiveArgs(p0).map((a) => canonicalSimple(env, a)));
  switch (p.kind) {
    case "nullary":
      return keep(p);
    case "unary": {
      const op = p.op;
      const a = p.arg;
      switch (op.kind) {
        case "int_neg":
          return simplifyIntNeg(env, op, a);
        case "float_neg":
        case "float_abs":
          return simplifyFloatUnary(env, op, a);
        case "num_conv":
          return simplifyNumConv(env, op, a);
        case "tag_immediate":
        case "untag_immediate": {
          const c = proveConstant(env, a);
          if (c !== undefined && (c.kind === "tagged_immediate" || c.kind === "naked_immediate")) {
            return replaceByConst(intConst(op.kind === "tag_immediate" ? "tagged_immediate" : "naked_immediate", c.value));
          }
          return keep(p);
        }
        case "boolean_not": {
          const c = proveConstant(env, a);
          if (c !== undefined && c.kind === "tagged_immediate" && (c.value === 0 || c.value === 1)) {
            return replaceByConst(intConst("tagged_immediate", 1 - c.value));
          }
          return keep(p, taggedImmediates([0, 1]));
        }
        case "box_number":
          return keep(p, boxedNumber(op.number === "naked_float" ? "naked_float" : op.number, alias(a, op.number)));
        case "unbox_number": {
          const contents = proveBoxedContents(env, a);
          return keep(p, contents.kind === "proved" && contents.value.ofKind === op.number ? contents.value : undefined);
        }
        case "is_int":
          return simplifyIsInt(env, dacc, op, a);
        case "get_tag":
          return simplifyGetTag(env, op, a);
        case "string_length":
          return simplifyStringLength(env, op, a);
        case "block_load":
          return simplifyBlockLoad(env, dacc, op, a);
        case "project_value_slot":
        case "project_function_slot":
          return simplifyProjection(env, op, a);
        case "array_length":
        case "bytes_length":
        case "opaque_identity":
        case "bytes_of_string":
        case "string_of_bytes":
          return keep(unary(op, a));
        default:
          return assertNever(op);
      }
    }
    case "binary": {
      const op = p.op;
      switch (op.kind) {
        case "int_arith":
        case "int_shift":
        case "int_comp":
          return simplifyIntBinary(env, dacc, op, p.arg1, p.arg2);
        case "float_arith":
        case "float_comp":
          return simplifyFloatBinary(env, op, p.arg1, p.arg2);
        case "phys_equal":
        case "phys_not_equal":
          return simplifyPhysEqual(env, op, p.arg1, p.arg2);
        case "string_load":
          return simplifyStringLoad(env, op, p.arg1, p.arg2);
        case "block_set":
          return simplifyBlockSet(env, dacc, p);
        case "array_load":
        case "bytes_load":
          return keep(p);
        default:
          return assertNever(op);
      }
    }
    case "ternary":
      return keep(p);
    case "variadic":
      return simplifyMakeBlock(env, dacc, p.op, p.args);
    default:
      return assertNever(p);
  }
}

