/**
 * Objects. An object is a block of tag 248 (OCaml's `Object_tag`): field 0 its method table,
 * field 1 its unique id (which polymorphic comparison and hashing use, as OCaml's do), then its
 * instance variables. The method table is a JavaScript object from `$` and a method's name to
 * the method's closure, which takes the object as its first argument: a call `o#m` reads
 * `o._0.$m`, a property read the engine caches per call site.
 */
import { caml_fresh_oo_id } from "./exceptions.js";
import { fieldName, isBlock, type Block, type Value } from "./values.js";

export type MethodTable = Record<string, Value>;

/** The table of the methods `[name0; closure0; name1; closure1; ...]` (a block of tag 0). */
export function caml_flambe_method_table(methods: Value): MethodTable {
  const table: MethodTable = {};
  const b = methods as Block;
  for (let i = 0; ; i += 2) {
    const name = b[fieldName(i)];
    if (name === undefined) break;
    table["$" + (name as string)] = b[fieldName(i + 1)] as Value;
  }
  return table;
}

/** The closure of method `name` (given with its `$`) of object `obj`. */
export function caml_flambe_send(obj: Value, name: Value): Value {
  return ((obj as Block)._0 as unknown as MethodTable)[name as string] as Value;
}

/** A copy of an object with a new id (`Oo.copy`, `{< >}`). */
export function caml_flambe_obj_copy(obj: Value): Value {
  if (!isBlock(obj)) return obj;
  const c = { ...obj };
  c._1 = caml_fresh_oo_id(0);
  return c;
}

/** `Oo.id`. */
export function caml_flambe_obj_id(obj: Value): Value {
  return (obj as Block)._1 as Value;
}

/**
 * A class's method table: the tables of the classes it inherits (a block of them, in order),
 * then its own methods `[key0; closure0; key1; closure1; ...]` (each key `$` and the method's
 * name, or for a private method the key its layout gives it, `caml_flambe_layout_method`), each
 * overriding what came before.
 */
export function caml_flambe_class_table(inherited: Value, methods: Value): MethodTable {
  const table: MethodTable = {};
  const parents = inherited as Block;
  for (let i = 0; ; i++) {
    const t = parents[fieldName(i)] as MethodTable | undefined;
    if (t === undefined) break;
    for (const k of Object.keys(t)) table[k] = t[k];
  }
  const b = methods as Block;
  for (let i = 0; ; i += 2) {
    const key = b[fieldName(i)];
    if (key === undefined) break;
    table[key as string] = b[fieldName(i + 1)] as Value;
  }
  return table;
}

/** The closure of method `name` (with its `$`) in a class's table (`super#m`). */
export function caml_flambe_table_method(table: Value, name: Value): Value {
  return (table as MethodTable)[name as string] as Value;
}

/**
 * The fields of the objects of a class being laid out: the key (`_i`) of each instance variable
 * by its name, and the number of fields so far.
 */
interface Layout {
  names: Map<string, string>;
  size: number;
  /**
   * The key in the method table of each method name, for the class being built: undefined for
   * the class whose objects are laid out (every method's key is `$` and its name), a map once
   * narrowed to an inherited class's type (a private method that type hides gets a key of its own).
   */
  methods: Map<string, string> | undefined;
  /** The names as they were before each inherited class being built was narrowed to its own (see `caml_flambe_layout_narrow`). */
  readonly saved: { names: Map<string, string>; visible: readonly string[]; methods: Map<string, string> | undefined }[];
}

/** `$` and a method's name, as an internalized string (see `fieldKey`). */
const methodKeys = new Map<string, string>();
function methodKey(name: string): string {
  let k = methodKeys.get(name);
  if (k === undefined) {
    k = Object.keys({ ["$" + name]: 0 })[0]!;
    methodKeys.set(name, k);
  }
  return k;
}
let hiddenMethods = 0;

function layoutMethodKey(methods: Map<string, string> | undefined, name: string): string {
  if (methods === undefined) return methodKey(name);
  let k = methods.get(name);
  if (k === undefined) {
    // A method the type of the class being built hides: no other class's method of that name.
    k = Object.keys({ [`$${name}$${++hiddenMethods}`]: 0 })[0]!;
    methods.set(name, k);
  }
  return k;
}

/**
 * The key of the private method `name` in the table of the objects being laid out, for the
 * class being built: `$name`, unless a type between that class and the objects' class hides
 * the method, as a class constraint or a signature may (OCaml keeps such a method apart from
 * any later method of its name).
 */
export function caml_flambe_layout_method(layout: Value, name: Value): Value {
  const l = layout as unknown as Layout;
  return layoutMethodKey(l.methods, name as string);
}

/**
 * Before an inherited class is built: it sees only the instance variables its type shows (a
 * signature may hide some), which it shares with the class inheriting it; the others it lays out
 * are its own.
 */
export function caml_flambe_layout_narrow(layout: Value, visible: Value, visibleMethods: Value): Value {
  const l = layout as unknown as Layout;
  const names: string[] = [];
  for (let i = 0; ; i++) {
    const n = (visible as Block)[fieldName(i) as `_${number}`] as string | undefined;
    if (n === undefined) break;
    names.push(n);
  }
  // The methods its type shows keep their keys; the others it defines will get keys of their own.
  const methods = new Map<string, string>();
  for (let i = 0; ; i++) {
    const n = (visibleMethods as Block)[fieldName(i) as `_${number}`] as string | undefined;
    if (n === undefined) break;
    methods.set(n, layoutMethodKey(l.methods, n));
  }
  l.saved.push({ names: l.names, visible: names, methods: l.methods });
  l.methods = methods;
  const narrowed = new Map<string, string>();
  for (const n of names) {
    const k = l.names.get(n);
    if (k !== undefined) narrowed.set(n, k);
  }
  l.names = narrowed;
  return 0;
}

/** After an inherited class is built: the names it showed are the inheriting class's again, the others forgotten. */
export function caml_flambe_layout_widen(layout: Value): Value {
  const l = layout as unknown as Layout;
  const { names, visible, methods } = l.saved.pop()!;
  l.methods = methods;
  for (const n of visible) {
    const k = l.names.get(n);
    if (k !== undefined) names.set(n, k);
  }
  l.names = names;
  return 0;
}

/**
 * The key `_i` as an internalized string: the engine's keyed accesses `obj[key]` take their fast
 * path only for those (a string made at run time, as a template literal makes it, is not one:
 * each access would look it up again, several times slower).
 */
const internalizedKeys: string[] = [];
function fieldKey(i: number): string {
  let k = internalizedKeys[i];
  if (k === undefined) {
    k = Object.keys({ [fieldName(i)]: 0 })[0]!;
    internalizedKeys[i] = k;
  }
  return k;
}

/** The key of a field of the objects being laid out: the instance variable `name`'s (the same each time), or a new one for 0. */
export function caml_flambe_layout_slot(layout: Value, name: Value): Value {
  const l = layout as unknown as Layout;
  if (typeof name === "string") {
    const k = l.names.get(name);
    if (k !== undefined) return k;
  }
  const key = fieldKey(2 + l.size++);
  if (typeof name === "string") l.names.set(name, key);
  return key;
}

/** A fresh layout, for a class's own objects. */
export function caml_flambe_new_layout(_unit: Value): Value {
  const layout: Layout = { names: new Map(), size: 0, methods: undefined, saved: [] };
  return layout as unknown as Value;
}

/** The number of fields a layout has. */
export function caml_flambe_layout_size(layout: Value): Value {
  return (layout as unknown as Layout).size;
}

/** The field of key `key` of an object (an instance variable of a class's code). */
export function caml_flambe_obj_get(obj: Value, key: Value): Value {
  return (obj as Block)[key as `_${number}`] as Value;
}

export function caml_flambe_obj_set(obj: Value, key: Value, v: Value): Value {
  (obj as Block)[key as `_${number}`] = v;
  return 0;
}

/** A new object of class `cls` (a block: table, init, initializers, number of fields, build), its fields 0, not yet initialised. */
export function caml_flambe_new_object(cls: Value): Value {
  const c = cls as Block;
  const o: Block = { t: 248, _0: c._0 as Value, _1: caml_fresh_oo_id(0) };
  const n = c._3 as number;
  for (let i = 0; i < n; i++) o[fieldName(i + 2)] = 0;
  return o;
}
