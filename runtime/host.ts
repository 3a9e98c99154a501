/**
 * What the runtime needs from its host, found at run time so that the module imports nothing
 * from Node and loads unchanged in a browser: Node's `fs` (through `process.getBuiltinModule`, or
 * what the launcher hands over with `setBuiltinModules`),
 * the environment, the clock, and the arguments.
 */

/** The subset of Node's `fs` the runtime uses. */
export interface HostFs {
  writeSync(fd: number, data: Uint8Array, offset?: number, length?: number, position?: number | null): number;
  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number | null): number;
  openSync(path: string, flags: string | number, mode?: number): number;
  closeSync(fd: number): void;
  fstatSync(fd: number): { size: number; isCharacterDevice(): boolean };
  existsSync(path: string): boolean;
  statSync(path: string): { isDirectory(): boolean };
  unlinkSync(path: string): void;
  renameSync(from: string, to: string): void;
  readdirSync(path: string): string[];
  mkdirSync(path: string, mode?: number): void;
  rmdirSync(path: string): void;
  readonly constants: { readonly [flag in "O_RDONLY" | "O_WRONLY" | "O_RDWR" | "O_APPEND" | "O_CREAT" | "O_TRUNC" | "O_EXCL" | "O_NONBLOCK"]: number };
}

interface HostProcess {
  getBuiltinModule?(name: string): unknown;
  env?: Record<string, string | undefined>;
  argv?: string[];
  cwd?(): string;
  chdir?(dir: string): void;
  cpuUsage?(): { user: number; system: number };
  platform?: string;
}

export function hostProcess(): HostProcess | undefined {
  return (globalThis as { process?: HostProcess }).process;
}

let fsCache: HostFs | null | undefined;
let builtinModules: ((name: string) => unknown) | undefined;

/**
 * Gives the runtime a way to Node's built-in modules other than `process.getBuiltinModule`,
 * which Node releases before 20.16 lack (the launcher passes `require`).
 */
export function setBuiltinModules(load: (name: string) => unknown): void {
  builtinModules = load;
  if (fsCache === null) fsCache = undefined;
}

/** Node's `fs` when running under Node, `undefined` in a browser. */
export function hostFs(): HostFs | undefined {
  if (fsCache === undefined) {
    const p = hostProcess();
    const fs = p?.getBuiltinModule !== undefined ? p.getBuiltinModule("fs") : builtinModules?.("fs");
    fsCache = (fs as HostFs | undefined) ?? null;
  }
  return fsCache ?? undefined;
}

/** Another of Node's built-in modules (`os`, `tty`), `undefined` in a browser. */
export function hostModule(name: string): unknown {
  const p = hostProcess();
  try {
    return p?.getBuiltinModule !== undefined ? p.getBuiltinModule(name) : builtinModules?.(name);
  } catch {
    return undefined;
  }
}

/** How OCaml words the host's error codes (`strerror`'s text). */
const errorTexts: Record<string, string> = {
  ENOENT: "No such file or directory",
  EACCES: "Permission denied",
  EEXIST: "File exists",
  EISDIR: "Is a directory",
  ENOTDIR: "Not a directory",
  ENOTEMPTY: "Directory not empty",
  EBADF: "Bad file descriptor",
  EPIPE: "Broken pipe",
  EAGAIN: "Resource temporarily unavailable",
};

/** A message for an error thrown by the host file system, as OCaml words it. */
export function hostErrorMessage(e: unknown, path?: string): string {
  const code = (e as { code?: string }).code;
  const text = (code !== undefined ? errorTexts[code] : undefined) ?? String((e as { message?: string }).message ?? e);
  return path === undefined ? text : `${path}: ${text}`;
}
