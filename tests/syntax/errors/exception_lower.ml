exception foo
