/**
 * The automaton interpreters behind `Lexing` (what ocamllex-generated lexers call):
 * `caml_lex_engine` and `caml_new_lex_engine` (the latter also maintains the memory cells that
 * bind `as` variables). The tables are strings of 16-bit little-endian signed numbers.
 */
import { caml_failwith } from "./exceptions.js";
import type { Block, OArray } from "./values.js";

// The properties of the stdlib's records' fields (field i of a block is `_i`).
const LEX_BUFFER = "_1" as const;
const LEX_BUFFER_LEN = "_2" as const;
const LEX_START_POS = "_4" as const;
const LEX_CURR_POS = "_5" as const;
const LEX_LAST_POS = "_6" as const;
const LEX_LAST_ACTION = "_7" as const;
const LEX_EOF_REACHED = "_8" as const;
const LEX_MEM = "_9" as const;

const TBL_BASE = "_0" as const;
const TBL_BACKTRK = "_1" as const;
const TBL_DEFAULT = "_2" as const;
const TBL_TRANS = "_3" as const;
const TBL_CHECK = "_4" as const;
const TBL_BASE_CODE = "_5" as const;
const TBL_BACKTRK_CODE = "_6" as const;
const TBL_DEFAULT_CODE = "_7" as const;
const TBL_TRANS_CODE = "_8" as const;
const TBL_CHECK_CODE = "_9" as const;
const TBL_CODE = "_10" as const;

/** Entry `i` of a table: a signed 16-bit little-endian number. */
function entry(table: string, i: number): number {
  const v = table.charCodeAt(2 * i) | (table.charCodeAt(2 * i + 1) << 8);
  return (v << 16) >> 16;
}

/** Reads the next input character, or 256 for end of input; undefined when a refill is needed. */
function nextChar(lexbuf: Block): number | undefined {
  const pos = lexbuf[LEX_CURR_POS] as number;
  if (pos >= (lexbuf[LEX_BUFFER_LEN] as number)) {
    return lexbuf[LEX_EOF_REACHED] ? 256 : undefined;
  }
  lexbuf[LEX_CURR_POS] = pos + 1;
  return (lexbuf[LEX_BUFFER] as Uint8Array)[pos]!;
}

function start(lexbuf: Block, startState: number): number {
  if (startState >= 0) {
    lexbuf[LEX_LAST_POS] = lexbuf[LEX_START_POS] = lexbuf[LEX_CURR_POS];
    lexbuf[LEX_LAST_ACTION] = -1;
    return startState;
  }
  // Re-entry after a refill: the state was returned encoded as -state - 1.
  return -startState - 1;
}

/** Backtracks to the last accepting position; its action, or a failure if there was none. */
function backtrack(lexbuf: Block): number {
  lexbuf[LEX_CURR_POS] = lexbuf[LEX_LAST_POS];
  const action = lexbuf[LEX_LAST_ACTION] as number;
  if (action === -1) caml_failwith("lexing: empty token");
  return action;
}

export function caml_lex_engine(tbl: Block, startState: number, lexbuf: Block): number {
  let state = start(lexbuf, startState);
  for (;;) {
    const base = entry(tbl[TBL_BASE] as string, state);
    if (base < 0) return -base - 1;
    const backtrk = entry(tbl[TBL_BACKTRK] as string, state);
    if (backtrk >= 0) {
      lexbuf[LEX_LAST_POS] = lexbuf[LEX_CURR_POS];
      lexbuf[LEX_LAST_ACTION] = backtrk;
    }
    const c = nextChar(lexbuf);
    if (c === undefined) return -state - 1;
    state =
      entry(tbl[TBL_CHECK] as string, base + c) === state
        ? entry(tbl[TBL_TRANS] as string, base + c)
        : entry(tbl[TBL_DEFAULT] as string, state);
    if (state < 0) return backtrack(lexbuf);
    // The end-of-input pseudo-character, once consumed, must be seen again by the next token.
    if (c === 256) lexbuf[LEX_EOF_REACHED] = 0;
  }
}

/** Runs memory instructions: pairs (destination, source), 0xff source meaning `value`. */
function runMemory(code: string, pc: number, mem: OArray, value: number): void {
  let i = pc;
  for (;;) {
    const dst = code.charCodeAt(i++);
    if (dst === 0xff) return;
    const src = code.charCodeAt(i++);
    mem[dst + 1] = src === 0xff ? value : mem[src + 1];
  }
}

export function caml_new_lex_engine(tbl: Block, startState: number, lexbuf: Block): number {
  let state = start(lexbuf, startState);
  const code = tbl[TBL_CODE] as string;
  const mem = lexbuf[LEX_MEM] as OArray;
  for (;;) {
    const base = entry(tbl[TBL_BASE] as string, state);
    if (base < 0) {
      runMemory(code, entry(tbl[TBL_BASE_CODE] as string, state), mem, -1);
      return -base - 1;
    }
    const backtrk = entry(tbl[TBL_BACKTRK] as string, state);
    if (backtrk >= 0) {
      runMemory(code, entry(tbl[TBL_BACKTRK_CODE] as string, state), mem, -1);
      lexbuf[LEX_LAST_POS] = lexbuf[LEX_CURR_POS];
      lexbuf[LEX_LAST_ACTION] = backtrk;
    }
    const c = nextChar(lexbuf);
    if (c === undefined) return -state - 1;
    const previous = state;
    state =
      entry(tbl[TBL_CHECK] as string, base + c) === state
        ? entry(tbl[TBL_TRANS] as string, base + c)
        : entry(tbl[TBL_DEFAULT] as string, state);
    if (state < 0) return backtrack(lexbuf);
    const baseCode = entry(tbl[TBL_BASE_CODE] as string, previous);
    const pc =
      entry(tbl[TBL_CHECK_CODE] as string, baseCode + c) === previous
        ? entry(tbl[TBL_TRANS_CODE] as string, baseCode + c)
        : entry(tbl[TBL_DEFAULT_CODE] as string, previous);
    if (pc > 0) runMemory(code, pc, mem, lexbuf[LEX_CURR_POS] as number);
    if (c === 256) lexbuf[LEX_EOF_REACHED] = 0;
  }
}
