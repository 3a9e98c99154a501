let x = 1
(** an unterminated documentation comment: located at its opening
