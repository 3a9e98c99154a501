let l = [1; 2; "three"; 4]
