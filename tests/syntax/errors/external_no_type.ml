external f = "f"
