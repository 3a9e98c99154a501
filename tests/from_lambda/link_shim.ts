// Test-only shim: the interpreter forgets the code of the units it ran before the current one,
// so a closure that an earlier unit's code allocates later (List.map's local function, a
// Printf continuation) finds no code. Code ids made by CPS conversion carry their unit's name
// and are unique across linked units, so the shim keeps one table of code for the whole run.
// To be removed when the interpreter keeps the code of every unit it has run.
import { Machine } from "../../src/interp/machine.js";
import type { FlambdaUnit } from "../../src/flambda/index.js";

interface Shared {
  __allCodes?: Map<string, unknown>;
}

const original = Machine.prototype.runUnit;
const patched = Machine.prototype as unknown as { runUnit: (u: FlambdaUnit) => void; __linkShim?: boolean };
if (patched.__linkShim !== true) {
  patched.__linkShim = true;
  patched.runUnit = function (this: Machine, u: FlambdaUnit): void {
    const self = this as unknown as Shared;
    if (self.__allCodes === undefined) {
      const all = new Map<string, unknown>();
      self.__allCodes = all;
      Object.defineProperty(this, "codes", { get: () => all, set: () => undefined, configurable: true });
    }
    original.call(this, u);
  };
}
