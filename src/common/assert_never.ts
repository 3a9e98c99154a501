/** Ends an exhaustive `switch`: the type checker proves this is never reached. */
export function assertNever(x: never): never {
  throw new Error(`unexpected value: ${JSON.stringify(x)}`);
}
