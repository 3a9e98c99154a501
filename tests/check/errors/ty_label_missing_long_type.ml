type a_very_long_record_type_name = { alpha : int }
let f (r : a_very_long_record_type_name) = r.some_missing_field_name
