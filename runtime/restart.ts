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
 */

/** Thrown to abandon the run: not an OCaml exception, so `try ... with _` does not catch it. */
export class RestartSignal {}

let restartable = false;
let observed = false;
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
}

/** Records that the program did something observable: from now on it cannot be run again. */
export function caml_flambe_observable(): void {
  if (!observed) {
    observed = true;
    inputRead = [];
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
