let g : int = format_of_string "%d"
