let x = 1
(*** unterminated, with three stars
