external f : int = "caml_f"
