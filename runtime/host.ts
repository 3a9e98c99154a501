/**
 * What the runtime needs from its host, found at run time so that the module imports nothing
 * from Node and loads unchanged in a browser: Node's `fs` (through `process.getBuiltinModule`),
 * the environment, the clock, and the arguments.
 */

/** The subset of Node's `fs` the runtime uses. */
export interface HostFs {
  writeSync(fd: number, data: Uint8Array, offset?: number, length?: number, position?: number | null): number;
  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number | null): number;
  openSync(path: string, flags: string, mode?: number): number;
  closeSync(fd: number): void;
  fstatSync(fd: number): { size: number };
  existsSync(path: string): boolean;
  statSync(path: string): { isDirectory(): boolean };
  unlinkSync(path: string): void;
  renameSync(from: string, to: string): void;
  readdirSync(path: string): string[];
  mkdirSync(path: string, mode?: number): void;
  rmdirSync(path: string): void;
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

/** Node's `fs` when running under Node, `undefined` in a browser. */
export function hostFs(): HostFs | undefined {
  if (fsCache === undefined) {
    const p = hostProcess();
    fsCache = (p?.getBuiltinModule?.("fs") as HostFs | undefined) ?? null;
  }
  return fsCache ?? undefined;
}

/** A message for an error thrown by the host file system, as OCaml words it. */
export function hostErrorMessage(e: unknown, path?: string): string {
  const code = (e as { code?: string }).code;
  const text =
    code === "ENOENT"
      ? "No such file or directory"
      : code === "EACCES"
        ? "Permission denied"
        : code === "EEXIST"
          ? "File exists"
          : code === "EISDIR"
            ? "Is a directory"
            : code === "ENOTDIR"
              ? "Not a directory"
              : code === "ENOTEMPTY"
                ? "Directory not empty"
                : code === "EBADF"
                  ? "Bad file descriptor"
                  : String((e as { message?: string }).message ?? e);
  return path === undefined ? text : `${path}: ${text}`;
}
