module M
