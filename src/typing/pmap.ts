// A persistent map from strings (an AVL tree): environments are extended at every binding and
// kept by closures and the typed tree, so extension must be O(log n) and never copy.

type Node<V> = {
  readonly key: string;
  readonly value: V;
  readonly left: Node<V> | undefined;
  readonly right: Node<V> | undefined;
  readonly height: number;
};

function height<V>(n: Node<V> | undefined): number {
  return n ? n.height : 0;
}

function mk<V>(left: Node<V> | undefined, key: string, value: V, right: Node<V> | undefined): Node<V> {
  return { key, value, left, right, height: Math.max(height(left), height(right)) + 1 };
}

function balance<V>(l: Node<V> | undefined, key: string, value: V, r: Node<V> | undefined): Node<V> {
  const hl = height(l);
  const hr = height(r);
  if (hl > hr + 1) {
    const L = l!;
    if (height(L.left) >= height(L.right)) return mk(L.left, L.key, L.value, mk(L.right, key, value, r));
    const LR = L.right!;
    return mk(mk(L.left, L.key, L.value, LR.left), LR.key, LR.value, mk(LR.right, key, value, r));
  }
  if (hr > hl + 1) {
    const R = r!;
    if (height(R.right) >= height(R.left)) return mk(mk(l, key, value, R.left), R.key, R.value, R.right);
    const RL = R.left!;
    return mk(mk(l, key, value, RL.left), RL.key, RL.value, mk(RL.right, R.key, R.value, R.right));
  }
  return mk(l, key, value, r);
}

function add<V>(n: Node<V> | undefined, key: string, value: V): Node<V> {
  if (!n) return { key, value, left: undefined, right: undefined, height: 1 };
  if (key === n.key) return mk(n.left, key, value, n.right);
  if (key < n.key) return balance(add(n.left, key, value), n.key, n.value, n.right);
  return balance(n.left, n.key, n.value, add(n.right, key, value));
}

export class PMap<V> {
  private constructor(private readonly root: Node<V> | undefined) {}

  static empty<V>(): PMap<V> {
    return new PMap<V>(undefined);
  }

  get(key: string): V | undefined {
    let n = this.root;
    while (n) {
      if (key === n.key) return n.value;
      n = key < n.key ? n.left : n.right;
    }
    return undefined;
  }

  set(key: string, value: V): PMap<V> {
    return new PMap(add(this.root, key, value));
  }

  forEach(f: (key: string, value: V) => void): void {
    const walk = (n: Node<V> | undefined): void => {
      if (!n) return;
      walk(n.left);
      f(n.key, n.value);
      walk(n.right);
    };
    walk(this.root);
  }
}
