module F = functor (X : S) struct end
