exception E of
