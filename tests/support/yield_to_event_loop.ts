// Gives vitest's worker a turn of the event loop before each test.
//
// A file of synchronous tests otherwise runs from start to end on microtasks alone: the replies to
// the worker's progress messages wait in the I/O queue, and after 60 s their timers fire first,
// which vitest reports as "Timeout calling onTaskUpdate". `setImmediate` lets the I/O be read.
import { beforeEach } from "vitest";

//
// In a file of concurrent tests (the JavaScript corpus), the turn may come only after the other
// running tests' synchronous compilations, which on a loaded machine take longer than vitest's
// 10 s hook timeout: the hook has a long one (it cannot hang, the turn always comes).
beforeEach(() => new Promise<void>((resolve) => setImmediate(resolve)), 600_000);
