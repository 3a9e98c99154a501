class e = let unused = 4 in object method z = 5 end
class f x = let y = x + 1 and z = 2 in fun w -> object method s = y + w end
