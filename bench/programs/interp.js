// The bytecode interpreter with numeric opcodes in an Int32Array and a switch in a loop.
const n = process.argv.length > 2 ? parseInt(process.argv[2], 10) : 50000;
const [PUSH, LOAD, STORE, ADD, SUB, MUL, MOD, JUMP, JLT, JZ, DUP, POP, HALT] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const code = Int32Array.from([
  PUSH, 0, STORE, 0, LOAD, 2, STORE, 1,
  LOAD, 1, JZ, 30, PUSH, 0, STORE, 3,
  LOAD, 0, PUSH, 7, MUL, 0, LOAD, 1, LOAD, 3, MUL, 0, ADD, 0, PUSH, 1000003, MOD, 0, STORE, 0,
  LOAD, 3, PUSH, 1, ADD, 0, DUP, 0, STORE, 3,
  PUSH, 100, JLT, 8,
  LOAD, 1, PUSH, 1, SUB, 0, STORE, 1, JUMP, 4, LOAD, 0, HALT, 0,
]);
function run(n) {
  const stack = new Int32Array(64), vars = new Int32Array(8);
  vars[2] = n;
  let pc = 0, sp = 0;
  for (;;) {
    const arg = code[2 * pc + 1];
    switch (code[2 * pc]) {
      case PUSH: stack[sp++] = arg; pc++; break;
      case LOAD: stack[sp++] = vars[arg]; pc++; break;
      case STORE: vars[arg] = stack[--sp]; pc++; break;
      case ADD: stack[sp - 2] += stack[sp - 1]; sp--; pc++; break;
      case SUB: stack[sp - 2] -= stack[sp - 1]; sp--; pc++; break;
      case MUL: stack[sp - 2] = Math.imul(stack[sp - 2], stack[sp - 1]); sp--; pc++; break;
      case MOD: stack[sp - 2] %= stack[sp - 1]; sp--; pc++; break;
      case JUMP: pc = arg; break;
      case JLT: sp -= 2; pc = stack[sp] < stack[sp + 1] ? arg : pc + 1; break;
      case JZ: sp--; pc = stack[sp] === 0 ? arg : pc + 1; break;
      case DUP: stack[sp] = stack[sp - 1]; sp++; pc++; break;
      case POP: sp--; pc++; break;
      case HALT: return stack[sp - 1];
    }
  }
}
console.log(String(run(n)));
