type level = Debug | Info | Error
val to_string : level -> string
