type level = Debug | Info | Warn
let to_string = function Debug -> "debug" | Info -> "info" | Warn -> "warn"
