let Foo = 1
