class type ['a] c = object constraint 'a = int constraint 'a = string end
