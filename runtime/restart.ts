/**
 * Abandoning a run that overflowed the stack before it did anything observable, so that its
 * launcher can run the program again, from the start, on a thread with a larger stack.
 *
 * Under Node a program runs on the thread that loads it, whose stack holds about 10,000 nested
 * OCaml calls; OCaml programs recurse deeper (100,000 nested non-tail calls are ordinary). The
 * launcher makes the run restartable: until the program does something the outside world can
 * see (bytes reaching a file descriptor, a file created, removed or renamed, a directory made or
 * changed), a JavaScript stack overflow does not become `Stack_overflow` but throws the
 * `RestartSignal`, which no OCaml handler catches (it is not an OCaml exception; see
 * `caml_flambe_exn_of_js`), and the launcher starts the program again on a Worker with a large
 * stack, handing it the bytes already read from standard input. Output still in the channels'
 * buffers is dropped with the abandoned run: the new run writes it again. After something
 * observable, a stack overflow is a genuine `Stack_overflow`, as OCaml raises it.
 *
 * Output a restartable run flushes (`print_endline`, `flush`, `%!`) is held back rather than
 * written, so that printing does not end the run's chance to restart: a program that prints and
 * then recurses deeply is the common case. It is held only while the run is in its first second
 * and holds less than 1 MiB, and never past a read of standard input from a terminal (a prompt
 * shows before the program waits); then, or at the end of the run, or at anything else
 * observable, what was held is written, in order, and the run is no longer restartable. The
 * cost: what a program prints in its first second may show later than OCaml would show it, at
 * the first flush after that second or at the end.
 */

/** Thrown to abandon the run: not an OCaml exception, so `try ... with _` does not catch it. */
export class RestartSignal {}

let restartable = false;
let observed = false;

/** How long a restartable run may hold output back, from its start, and how much. */
const holdMs = 1000;
const holdBytes = 1 << 20;
let startedAt = 0;
let held: { readonly fd: number; readonly bytes: Uint8Array }[] = [];
let heldSize = 0;
let writeHeld: ((fd: number, bytes: Uint8Array) => void) | undefined;
/** The bytes read from standard input so far, while the run is restartable. */
let inputRead: Uint8Array[] = [];
/** Bytes of standard input read by an abandoned run, which this run reads first. */
let replay: Uint8Array | undefined;
let replayPos = 0;

/** Makes the run restartable (the launcher, on Node's main thread, before the program starts). */
export function caml_flambe_allow_restart(): void {
  restartable = true;
  observed = false;
  inputRead = [];
  startedAt = Date.now();
  held = [];
  heldSize = 0;
}

/**
 * Holds back bytes flushed to standard output or error (`fd`), which `write` writes later;
 * whether they were held (else the caller writes them, after `caml_flambe_observable`).
 */
export function holdOutput(fd: number, bytes: Uint8Array, write: (fd: number, bytes: Uint8Array) => void): boolean {
  if (!restartable || observed || heldSize + bytes.length > holdBytes || Date.now() - startedAt > holdMs) return false;
  held.push({ fd, bytes });
  heldSize += bytes.length;
  writeHeld = write;
  return true;
}

/** Whether output is being held back (a read from a terminal writes it first). */
export function holdingOutput(): boolean {
  return held.length > 0;
}

/** Records that the program did something observable: from now on it cannot be run again. */
export function caml_flambe_observable(): void {
  if (!observed) {
    observed = true;
    inputRead = [];
    const h = held;
    held = [];
    heldSize = 0;
    for (const { fd, bytes } of h) writeHeld!(fd, bytes);
  }
}

/**
 * Called where a JavaScript stack overflow is about to become `Stack_overflow`: abandons the run
 * instead, when it can be restarted.
 */
export function abandonIfRestartable(): void {
  if (restartable && !observed) throw new RestartSignal();
}

/** Whether a thrown value is the signal abandoning the run (for the launcher). */
export function caml_flambe_is_restart(e: unknown): boolean {
  return e instanceof RestartSignal;
}

/** The bytes an abandoned run read from standard input, in one array (for the launcher). */
export function caml_flambe_input_read(): Uint8Array {
  const all = new Uint8Array(inputRead.reduce((n, b) => n + b.length, 0));
  let at = 0;
  for (const b of inputRead) {
    all.set(b, at);
    at += b.length;
  }
  return all;
}

/** Hands this run the bytes of standard input an abandoned run read (on the Worker). */
export function caml_flambe_replay_input(bytes: Uint8Array): void {
  replay = bytes.length > 0 ? bytes : undefined;
  replayPos = 0;
}

/** Records bytes read from standard input, when the run may be restarted. */
export function recordInput(bytes: Uint8Array): void {
  if (restartable && !observed && bytes.length > 0) inputRead.push(bytes.slice());
}

/**
 * Fills `buffer` from the replayed bytes of standard input; returns how many, or -1 when there
 * are none left (read the descriptor).
 */
export function readReplayedInput(buffer: Uint8Array): number {
  if (replay === undefined) return -1;
  const n = Math.min(buffer.length, replay.length - replayPos);
  buffer.set(replay.subarray(replayPos, replayPos + n));
  replayPos += n;
  if (replayPos >= replay.length) replay = undefined;
  return n;
}
