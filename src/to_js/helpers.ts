// Small functions the emitted code calls for primitives too long to write inline. They are
// written once at the top of every program; their names start with `$` so no OCaml name
// (whose identifiers never contain `$` but for uniqueness suffixes) can clash with them.
export const helperNames = ["$sload", "$bload", "$bstore", "$i64OfFloat", "$fcompare", "$missing"] as const;

export const helpersSource = `function $load(get, i, width) {
  switch (width) {
    case 16: return get(i) | (get(i + 1) << 8);
    case 32: return get(i) | (get(i + 1) << 8) | (get(i + 2) << 16) | (get(i + 3) << 24);
    default: {
      let r = 0n;
      for (let k = 7; k >= 0; k--) r = (r << 8n) | BigInt(get(i + k));
      return BigInt.asIntN(64, r);
    }
  }
}
function $sload(s, i, width) { return $load((j) => s.charCodeAt(j), i, width); }
function $bload(b, i, width) { return $load((j) => b[j], i, width); }
function $bstore(b, i, width, v) {
  if (width === 64) {
    let x = BigInt.asUintN(64, v);
    for (let k = 0; k < 8; k++) { b[i + k] = Number(x & 0xffn); x >>= 8n; }
    return;
  }
  for (let k = 0; k < width / 8; k++) b[i + k] = (v >>> (8 * k)) & 0xff;
}
function $i64OfFloat(x) { return Number.isFinite(x) ? BigInt.asIntN(64, BigInt(Math.trunc(x))) : 0n; }
function $fcompare(a, b) {
  if (a < b) return -1;
  if (a > b) return 1;
  if (a === b) return 0;
  const na = a !== a, nb = b !== b;
  return na ? (nb ? 0 : -1) : 1;
}
function $missing(name) {
  return () => { throw new Error("external " + name + " is not in the runtime"); };
}
`;
