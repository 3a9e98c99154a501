import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PersistentMap } from "../../src/types/persistent_map.js";

describe("persistent map", () => {
  it("stores, finds and replaces values", () => {
    const m = PersistentMap.empty<string, number>().set("a", 1).set("b", 2).set("a", 3);
    expect(m.get("a")).toBe(3);
    expect(m.get("b")).toBe(2);
    expect(m.get("c")).toBeUndefined();
    expect(m.size).toBe(2);
  });

  it("leaves older versions unchanged", () => {
    const m1 = PersistentMap.of<string, number>([["x", 1]]);
    const m2 = m1.set("y", 2);
    const m3 = m2.remove("x");
    expect(m1.get("y")).toBeUndefined();
    expect(m2.get("x")).toBe(1);
    expect(m3.get("x")).toBeUndefined();
    expect([m1.size, m2.size, m3.size]).toEqual([1, 2, 1]);
  });

  it("removing an absent key returns the same map", () => {
    const m = PersistentMap.of<string, number>([["x", 1]]);
    expect(m.remove("nope")).toBe(m);
    expect(PersistentMap.empty<string, number>().remove("x").size).toBe(0);
  });

  it("holds many keys", () => {
    let m = PersistentMap.empty<string, number>();
    for (let i = 0; i < 5000; i++) m = m.set(`k_${i}`, i);
    expect(m.size).toBe(5000);
    for (let i = 0; i < 5000; i += 97) expect(m.get(`k_${i}`)).toBe(i);
    for (let i = 0; i < 5000; i += 2) m = m.remove(`k_${i}`);
    expect(m.size).toBe(2500);
    expect(m.get("k_10")).toBeUndefined();
    expect(m.get("k_11")).toBe(11);
    expect(m.keys().length).toBe(2500);
  });

  it("behaves as a map (model-based)", () => {
    const op = fc.oneof(
      fc.tuple(fc.constant("set" as const), fc.string({ maxLength: 3 }), fc.integer()),
      fc.tuple(fc.constant("remove" as const), fc.string({ maxLength: 3 }), fc.constant(0)),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        let m = PersistentMap.empty<string, number>();
        const model = new Map<string, number>();
        for (const [kind, k, x] of ops) {
          if (kind === "set") {
            m = m.set(k, x);
            model.set(k, x);
          } else {
            m = m.remove(k);
            model.delete(k);
          }
        }
        expect(m.size).toBe(model.size);
        for (const [k, x] of model) expect(m.get(k)).toBe(x);
        expect(new Map(m.entries())).toEqual(model);
      }),
      { numRuns: 300 },
    );
  });
});
