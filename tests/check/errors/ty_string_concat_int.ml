let msg = "count: " ^ 3
