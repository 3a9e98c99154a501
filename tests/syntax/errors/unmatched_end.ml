let x = 1 end
