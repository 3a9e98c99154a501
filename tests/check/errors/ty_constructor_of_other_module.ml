module A = struct type t = Foo end
let x : A.t = Foo
let y = Foo
