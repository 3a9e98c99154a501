(* A doc comment after a constructor, a field, a tag or a method type documents it, and is then
   no item's, even when it also comes before the next item. *)
type r = {
  a : int; (** field a *)
  b : string (** field b *);
  c : bool;
  (** field c, after its semicolon *)
  d : int
  (** field d *)
}
(** after r: r's *)

type v =
  | A (** constructor A *)
  | B of int (** constructor B *)
  (** a second comment after B: the type's *)
  | C
type w = D | E
(** after E, and before the next item: E's *)
let x = 1

type i = F of { g : int (** g *); h : int }
type o = < m : int (** m *); n : int (** n *) >
type p = [ `A (** tag A *) | `B of int (** tag B *) ]
type f = int (** the domain *) -> int
type q = int -> (** after the arrow: nothing's *) int
type s = { s1 : int (** one *) (** two *) }
