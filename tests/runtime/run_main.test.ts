// runMain, channels and the uncaught-exception printer against whole programs run by the
// reference toolchain (fixtures/uncaught/*.expected). Each body below does what its .ml does.
import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as rt from "../../runtime/index.js";

const expected = (name: string): string =>
  readFileSync(new URL(`./fixtures/uncaught/${name}.expected`, import.meta.url), "latin1");

let captured: Record<number, string> = {};
let previousSink: rt.OutputSink;
let stdout: rt.Channel;
let stderr: rt.Channel;

beforeEach(() => {
  captured = { 1: "", 2: "" };
  previousSink = rt.setOutputSink((fd, bytes) => {
    captured[fd] = (captured[fd] ?? "") + String.fromCharCode(...bytes);
  });
  stdout = rt.caml_ml_open_descriptor_out(1);
  stderr = rt.caml_ml_open_descriptor_out(2);
});

afterEach(() => {
  rt.caml_ml_close_channel(stdout);
  rt.caml_ml_close_channel(stderr);
  rt.setOutputSink(previousSink);
});

const print = (ch: rt.Channel, s: string): void => {
  rt.caml_ml_output(ch, s, 0, s.length);
};

function runProgram(body: () => void): string {
  // As in a compiled program, the stdlib's channels are made by the program itself.
  const code = rt.runMain(() => {
    stdout = rt.caml_ml_open_descriptor_out(1);
    stderr = rt.caml_ml_open_descriptor_out(2);
    body();
  });
  return `${captured[1]}\n--- stderr\n${captured[2]}\n--- exit ${code}\n`;
}

const programs: Record<string, () => void> = {
  not_found: () => {
    print(stdout, "out");
    rt.caml_raise_not_found();
  },
  failure: () => {
    print(stderr, "err ");
    rt.caml_failwith('a"b');
  },
  user_exception: () => {
    const e = rt.caml_flambe_new_exception("A.E");
    throw rt.makeBlock(0, e, 1, "x", 2.5, rt.makeBlock(0, 1, 0));
  },
  constant_exception: () => {
    throw rt.caml_flambe_new_exception("A.Empty");
  },
  stdlib_exit: () => {
    throw rt.caml_flambe_new_exception("Stdlib.Exit");
  },
  assert_failure: () => {
    throw rt.makeBlock(0, rt.caml_exn_Assert_failure, rt.makeBlock(0, "a.ml", 1, 9));
  },
  exit_code: () => {
    print(stdout, "x");
    rt.caml_sys_exit(3);
  },
  at_exit: () => {
    // What the stdlib's `at_exit` registers: the user's function, then the flush of the channels.
    rt.caml_register_named_value("Pervasives.do_at_exit", (_unit: unknown) => {
      print(stdout, "bye");
      rt.caml_ml_flush(stdout);
    });
    print(stdout, "hi ");
    rt.caml_invalid_argument("index out of bounds");
  },
  at_exit_raises: () => {
    // The stdlib's do_at_exit running the program's function, which raises.
    rt.caml_register_named_value("Pervasives.do_at_exit", (_unit: unknown) => {
      throw rt.caml_exn_Not_found;
    });
    print(stdout, "body");
  },
  normal: () => {
    print(stdout, "done");
  },
};

describe("runMain", () => {
  for (const [name, body] of Object.entries(programs)) {
    it(`runs ${name}.ml as the reference does`, () => {
      expect(runProgram(body)).toBe(expected(name));
    });
  }

  it("reports a JavaScript stack overflow as Stack_overflow", () => {
    const deep = (n: number): number => 1 + deep(n + 1);
    expect(runProgram(() => void deep(0))).toBe("\n--- stderr\nFatal error: exception Stack_overflow\n\n--- exit 2\n");
  });

  it("lets OCaml handlers see a stack overflow as Stack_overflow", () => {
    const deep = (n: number): number => 1 + deep(n + 1);
    let seen: unknown;
    try {
      deep(0);
    } catch (e) {
      seen = rt.caml_flambe_exn_of_js(e);
    }
    expect(seen).toBe(rt.caml_exn_Stack_overflow);
  });
});

describe("channels", () => {
  it("buffer output until flushed", () => {
    print(stdout, "abc");
    expect(captured[1]).toBe("");
    rt.caml_ml_flush(stdout);
    expect(captured[1]).toBe("abc");
  });

  it("write bytes, not UTF-16 code units", () => {
    const s = rt.caml_flambe_string_of_text("é");
    expect(s.length).toBe(2);
    print(stdout, s);
    rt.caml_ml_flush(stdout);
    expect(captured[1]).toBe("\u00c3\u00a9");
  });

  it("read lines from a source", () => {
    const input = new TextEncoder().encode("first\nsecond line\nlast");
    let given = false;
    const previous = rt.setInputSource((_fd, buffer) => {
      if (given) return 0;
      given = true;
      buffer.set(input);
      return input.length;
    });
    try {
      const ch = rt.caml_ml_open_descriptor_in(0);
      const lines: string[] = [];
      for (;;) {
        const n = rt.caml_ml_input_scan_line(ch);
        if (n === 0) break;
        const len = n > 0 ? n - 1 : -n;
        const b = new Uint8Array(len);
        rt.caml_ml_input(ch, b, 0, len);
        if (n > 0) rt.caml_ml_input_char(ch);
        lines.push(rt.caml_string_of_bytes(b));
      }
      expect(lines).toEqual(["first", "second line", "last"]);
      expect(() => rt.caml_ml_input_char(ch)).toThrow();
    } finally {
      rt.setInputSource(previous);
    }
  });
});

describe("caml_call", () => {
  const add3 = (a: number, b: number, c: number): number => a * 100 + b * 10 + c;
  it("applies exactly", () => {
    expect(rt.caml_call(add3, [1, 2, 3])).toBe(123);
  });
  it("returns a closure of the remaining arity on partial application", () => {
    const p = rt.caml_call(add3, [1]) as (...xs: number[]) => number;
    expect(p.length).toBe(2);
    expect(rt.caml_call(p, [2, 3])).toBe(123);
    const q = rt.caml_call(p, [4]) as (...xs: number[]) => number;
    expect(q.length).toBe(1);
    expect(q(5)).toBe(145);
    expect(q(6)).toBe(146);
  });
  it("applies the result to the remaining arguments on over-application", () => {
    const curried = (a: number) => (b: number, c: number) => (d: number) => a + b + c + d;
    expect(rt.caml_call(curried, [1, 2, 3, 4])).toBe(10);
    expect(rt.caml_call2(curried, 1, 2)).toBeTypeOf("function");
  });
  it("keeps closures of arity above four callable", () => {
    const f6 = (a: number, b: number, c: number, d: number, e: number, f: number): number => a + b + c + d + e + f;
    const p = rt.caml_call(f6, [1]) as (...xs: number[]) => number;
    expect(p.length).toBe(5);
    expect(rt.caml_call(p, [1, 1, 1, 1, 1])).toBe(6);
  });
});

describe("caml_flambe_format_exception (Printexc.to_string's generic case)", () => {
  it("prints as fixtures/printexc.ml does", () => {
    const ex = (name: string): unknown[] => rt.caml_flambe_new_exception(name);
    const [E, F, G, H] = [ex("A.E"), ex("A.F"), ex("A.G"), ex("A.H")];
    const values: unknown[] = [
      rt.makeBlock(0, E, 2.0, 'a"b\n\xc8', rt.makeBlock(0, 1, 2)),
      rt.makeBlock(0, E, -1.5, "", rt.makeBlock(0, 0, 0)),
      rt.makeBlock(0, F, -3),
      rt.makeBlock(0, G, rt.makeBlock(0, 1, "x")),
      H,
      rt.caml_exn_Not_found,
      rt.caml_flambe_new_exception("Stdlib.Exit"),
      rt.makeBlock(0, rt.caml_exn_Failure, "x\tq"),
      rt.makeBlock(0, rt.caml_exn_Invalid_argument, "index out of bounds"),
      rt.makeBlock(0, rt.caml_exn_Sys_error, "no"),
    ];
    const expectedText = readFileSync(new URL("./fixtures/printexc.expected", import.meta.url), "latin1");
    expect(values.map((v) => rt.caml_flambe_format_exception(v) + "\n").join("")).toBe(expectedText);
  });
});

describe("files (through Node's fs)", () => {
  it("write, reopen, read back, and report errors as OCaml words them", async () => {
    const { mkdtempSync, rmSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const dir = mkdtempSync(`${tmpdir()}/flambe-rt-`);
    try {
      const path = `${dir}/a.txt`;
      // [Open_wronly; Open_creat; Open_trunc], as open_out passes them.
      const flags = rt.makeBlock(0, 1, rt.makeBlock(0, 3, rt.makeBlock(0, 4, 0)));
      const out = rt.caml_ml_open_descriptor_out(rt.caml_sys_open(path, flags, 0o644));
      rt.caml_ml_output(out, "one\nTWO\n", 0, 8);
      // seek_out then overwrite: "TWO" becomes "two".
      rt.caml_ml_seek_out(out, 4);
      rt.caml_ml_output(out, "two", 0, 3);
      expect(rt.caml_ml_pos_out(out)).toBe(7);
      rt.caml_ml_close_channel(out);
      expect(() => rt.caml_ml_output(out, "x", 0, 1)).toThrow();
      const inp = rt.caml_ml_open_descriptor_in(rt.caml_sys_open(path, rt.makeBlock(0, 0, 0), 0));
      expect(rt.caml_ml_channel_size(inp)).toBe(8);
      expect(rt.caml_ml_input_scan_line(inp)).toBe(4);
      rt.caml_ml_seek_in(inp, 4);
      expect(rt.caml_ml_input_char(inp)).toBe("t".charCodeAt(0));
      expect(rt.caml_ml_input_char(inp)).toBe("w".charCodeAt(0));
      expect(rt.caml_ml_pos_in(inp)).toBe(6);
      let error: unknown;
      try {
        rt.caml_sys_open(`${dir}/missing`, rt.makeBlock(0, 0, 0), 0);
      } catch (e) {
        error = e;
      }
      expect(error).toEqual(rt.makeBlock(0, rt.caml_exn_Sys_error, `${dir}/missing: No such file or directory`));
      expect(rt.caml_sys_file_exists(path)).toBe(1);
      rt.caml_sys_remove(path);
      expect(rt.caml_sys_file_exists(path)).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
