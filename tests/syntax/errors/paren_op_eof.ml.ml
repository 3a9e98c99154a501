let x = (+
