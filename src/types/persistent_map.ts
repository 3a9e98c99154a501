// A persistent (immutable) map from strings to values: a hash array mapped trie.
//
// The typing environment is copied on every equation the simplifier adds and is kept alive at
// every join point, so it must share structure between versions: `set` copies only the path
// from the root to one leaf (at most 7 nodes of up to 32 slots), whatever the map's size.
// Names are strings, so string keys are all the environment needs.

const bitsPerLevel = 5;
const branching = 1 << bitsPerLevel;
const mask = branching - 1;

interface Leaf<V> {
  readonly kind: "leaf";
  readonly hash: number;
  readonly key: string;
  readonly value: V;
}

/** Keys whose hashes are all equal: the trie has run out of hash bits for them. */
interface Collision<V> {
  readonly kind: "collision";
  readonly hash: number;
  readonly leaves: readonly Leaf<V>[];
}

/** An inner node: `bitmap` says which of the 32 slots are present; `children` holds them in order. */
interface Branch<V> {
  readonly kind: "branch";
  readonly bitmap: number;
  readonly children: readonly TrieNode<V>[];
}

type TrieNode<V> = Leaf<V> | Collision<V> | Branch<V>;

/**
 * FNV-1a over the string's char codes, then a final avalanche (MurmurHash3's finaliser): the
 * trie consumes the low bits first, and FNV alone leaves them poorly mixed for names that
 * differ only in their last digits (`x_1`, `x_2`, ...). Kept to 30 bits, so that the hash is a
 * small integer to the JavaScript engine (a larger one would be allocated as a heap number).
 */
function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h & 0x3fffffff;
}

function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

function slotOf(hash: number, shift: number): number {
  return (hash >>> shift) & mask;
}

/** The position among the present children of the child in `slot` (kept in int32 arithmetic). */
function indexIn(bitmap: number, slot: number): number {
  return popcount(bitmap & ~(-1 << slot));
}

function getIn<V>(node: TrieNode<V>, hash: number, key: string, shift: number): V | undefined {
  let n: TrieNode<V> = node;
  let s = shift;
  for (;;) {
    switch (n.kind) {
      case "leaf":
        return n.key === key ? n.value : undefined;
      case "collision":
        if (n.hash !== hash) return undefined;
        for (const l of n.leaves) if (l.key === key) return l.value;
        return undefined;
      case "branch": {
        const slot = slotOf(hash, s);
        if ((n.bitmap & (1 << slot)) === 0) return undefined;
        n = n.children[indexIn(n.bitmap, slot)]!;
        s += bitsPerLevel;
        break;
      }
      default: {
        const never: never = n;
        return never;
      }
    }
  }
}

/** Builds the smallest subtree holding two leaves whose hashes may share a prefix. */
function mergeLeaves<V>(a: Leaf<V>, b: Leaf<V>, shift: number): TrieNode<V> {
  if (a.hash === b.hash) return { kind: "collision", hash: a.hash, leaves: [a, b] };
  const sa = slotOf(a.hash, shift);
  const sb = slotOf(b.hash, shift);
  if (sa === sb) {
    return { kind: "branch", bitmap: 1 << sa, children: [mergeLeaves(a, b, shift + bitsPerLevel)] };
  }
  const children = sa < sb ? [a, b] : [b, a];
  return { kind: "branch", bitmap: (1 << sa) | (1 << sb), children };
}

function collisionToLeafNode<V>(c: Collision<V>, shift: number, leaf: Leaf<V>): TrieNode<V> {
  // A new key with a different hash met a collision node: push both down one level.
  const sc = slotOf(c.hash, shift);
  const sl = slotOf(leaf.hash, shift);
  if (sc === sl) {
    return { kind: "branch", bitmap: 1 << sc, children: [collisionToLeafNode(c, shift + bitsPerLevel, leaf)] };
  }
  const children: TrieNode<V>[] = sc < sl ? [c, leaf] : [leaf, c];
  return { kind: "branch", bitmap: (1 << sc) | (1 << sl), children };
}

/**
 * Whether the last `setIn` added a key (rather than replaced a value): a module-level flag
 * instead of a result object per level, as the insertion path is the map's hottest code.
 */
let lastSetAdded = false;

function setIn<V>(node: TrieNode<V>, leaf: Leaf<V>, shift: number): TrieNode<V> {
  switch (node.kind) {
    case "leaf":
      if (node.key === leaf.key) {
        lastSetAdded = false;
        return leaf;
      }
      lastSetAdded = true;
      return mergeLeaves(node, leaf, shift);
    case "collision": {
      if (node.hash !== leaf.hash) {
        lastSetAdded = true;
        return collisionToLeafNode(node, shift, leaf);
      }
      const i = node.leaves.findIndex((l) => l.key === leaf.key);
      if (i >= 0) {
        const leaves = node.leaves.slice();
        leaves[i] = leaf;
        lastSetAdded = false;
        return { kind: "collision", hash: node.hash, leaves };
      }
      lastSetAdded = true;
      return { kind: "collision", hash: node.hash, leaves: [...node.leaves, leaf] };
    }
    case "branch": {
      const slot = slotOf(leaf.hash, shift);
      const bit = 1 << slot;
      const idx = indexIn(node.bitmap, slot);
      const old = node.children;
      if ((node.bitmap & bit) === 0) {
        const n = old.length;
        const children = new Array<TrieNode<V>>(n + 1);
        for (let i = 0; i < idx; i++) children[i] = old[i]!;
        children[idx] = leaf;
        for (let i = idx; i < n; i++) children[i + 1] = old[i]!;
        lastSetAdded = true;
        return { kind: "branch", bitmap: node.bitmap | bit, children };
      }
      const child = setIn(old[idx]!, leaf, shift + bitsPerLevel);
      const children = old.slice();
      children[idx] = child;
      return { kind: "branch", bitmap: node.bitmap, children };
    }
    default: {
      const never: never = node;
      return never;
    }
  }
}

/** Removes `key`; `undefined` when the subtree becomes empty; the same node when absent. */
function removeIn<V>(node: TrieNode<V>, hash: number, key: string, shift: number): TrieNode<V> | undefined {
  switch (node.kind) {
    case "leaf":
      return node.key === key ? undefined : node;
    case "collision": {
      if (node.hash !== hash) return node;
      const leaves = node.leaves.filter((l) => l.key !== key);
      if (leaves.length === node.leaves.length) return node;
      return leaves.length === 1 ? leaves[0]! : { kind: "collision", hash, leaves };
    }
    case "branch": {
      const slot = slotOf(hash, shift);
      const bit = 1 << slot;
      if ((node.bitmap & bit) === 0) return node;
      const idx = indexIn(node.bitmap, slot);
      const child = node.children[idx]!;
      const r = removeIn(child, hash, key, shift + bitsPerLevel);
      if (r === child) return node;
      if (r === undefined) {
        if (node.children.length === 1) return undefined;
        const children = node.children.slice();
        children.splice(idx, 1);
        const remaining = children[0]!;
        // A branch left with a single leaf can be replaced by the leaf (it needs no prefix).
        if (children.length === 1 && remaining.kind !== "branch") return remaining;
        return { kind: "branch", bitmap: node.bitmap & ~bit, children };
      }
      const children = node.children.slice();
      children[idx] = r;
      return { kind: "branch", bitmap: node.bitmap, children };
    }
    default: {
      const never: never = node;
      return never;
    }
  }
}

function forEachIn<V>(node: TrieNode<V>, f: (value: V, key: string) => void): void {
  // Depth is bounded by 7 (30 hash bits, 5 per level), so recursion is safe here.
  switch (node.kind) {
    case "leaf":
      f(node.value, node.key);
      return;
    case "collision":
      for (const l of node.leaves) f(l.value, l.key);
      return;
    case "branch":
      for (const c of node.children) forEachIn(c, f);
      return;
    default: {
      const never: never = node;
      return never;
    }
  }
}

/** An immutable map from strings to `V`; every update returns a new map sharing most of the old. */
export class PersistentMap<K extends string, V> {
  private constructor(
    private readonly root: TrieNode<V> | undefined,
    readonly size: number,
  ) {}

  private static readonly emptyMap = new PersistentMap<string, never>(undefined, 0);

  static empty<K extends string, V>(): PersistentMap<K, V> {
    return PersistentMap.emptyMap as unknown as PersistentMap<K, V>;
  }

  static of<K extends string, V>(entries: Iterable<readonly [K, V]>): PersistentMap<K, V> {
    let m = PersistentMap.empty<K, V>();
    for (const [k, v] of entries) m = m.set(k, v);
    return m;
  }

  get(key: K): V | undefined {
    return this.root === undefined ? undefined : getIn(this.root, hashString(key), key, 0);
  }

  has(key: K): boolean {
    return this.get(key) !== undefined;
  }

  set(key: K, value: V): PersistentMap<K, V> {
    const leaf: Leaf<V> = { kind: "leaf", hash: hashString(key), key, value };
    if (this.root === undefined) return new PersistentMap<K, V>(leaf, 1);
    const root = setIn(this.root, leaf, 0);
    return new PersistentMap<K, V>(root, lastSetAdded ? this.size + 1 : this.size);
  }

  /** Adds a key that must be absent (one pass, where `has` then `set` would take two); undefined if present. */
  add(key: K, value: V): PersistentMap<K, V> | undefined {
    const m = this.set(key, value);
    return m.size === this.size ? undefined : m;
  }

  remove(key: K): PersistentMap<K, V> {
    if (this.root === undefined) return this;
    const root = removeIn(this.root, hashString(key), key, 0);
    if (root === this.root) return this;
    return new PersistentMap<K, V>(root, this.size - 1);
  }

  forEach(f: (value: V, key: K) => void): void {
    if (this.root !== undefined) forEachIn(this.root, f as (value: V, key: string) => void);
  }

  entries(): [K, V][] {
    const out: [K, V][] = [];
    this.forEach((v, k) => out.push([k, v]));
    return out;
  }

  keys(): K[] {
    const out: K[] = [];
    this.forEach((_v, k) => out.push(k));
    return out;
  }
}
