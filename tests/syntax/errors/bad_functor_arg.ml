module M = F (
