let s = {foo|abc|bar}
