val mean : float list -> float
