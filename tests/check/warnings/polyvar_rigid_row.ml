let h : 'a. ([> `A ] as 'a) -> int = function `A -> 1
let k : 'a. ([> `A | `B ] as 'a) -> int = function `A -> 1
