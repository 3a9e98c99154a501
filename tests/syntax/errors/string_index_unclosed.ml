let x = s.[1
