(* Memory management controls. The JavaScript host collects garbage itself:
   the runtime answers these primitives with zero counters and no-ops. *)

type stat = {
  minor_words : float;
  promoted_words : float;
  major_words : float;
  minor_collections : int;
  major_collections : int;
  heap_words : int;
  heap_chunks : int;
  live_words : int;
  live_blocks : int;
  free_words : int;
  free_blocks : int;
  largest_free : int;
  fragments : int;
  compactions : int;
  top_heap_words : int;
  stack_size : int;
  forced_major_collections : int;
}
type control = {
  mutable minor_heap_size : int;
  mutable major_heap_increment : int;
  mutable space_overhead : int;
  mutable verbose : int;
  mutable max_overhead : int;
  mutable stack_limit : int;
  mutable allocation_policy : int;
  window_size : int;
  custom_major_ratio : int;
  custom_minor_ratio : int;
  custom_minor_max_size : int;
}
external stat : unit -> stat = "caml_gc_stat"
external quick_stat : unit -> stat = "caml_gc_quick_stat"
external counters : unit -> float * float * float = "caml_gc_counters"
external minor_words : unit -> float = "caml_gc_minor_words"
external get : unit -> control = "caml_gc_get"
external set : control -> unit = "caml_gc_set"
external minor : unit -> unit = "caml_gc_minor"
external major_slice : int -> int = "caml_gc_major_slice"
external major : unit -> unit = "caml_gc_major"
external full_major : unit -> unit = "caml_gc_full_major"
external compact : unit -> unit = "caml_gc_compaction"
external get_minor_free : unit -> int = "caml_get_minor_free"
external get_bucket : int -> int = "caml_get_major_bucket"
external get_credit : unit -> int = "caml_get_major_credit"
external huge_fallback_count : unit -> int = "caml_gc_huge_fallback_count"
external eventlog_pause : unit -> unit = "caml_eventlog_pause"
external eventlog_resume : unit -> unit = "caml_eventlog_resume"

external format_float : string -> float -> string = "caml_format_float"

(* [text] right-aligned in [width] columns. *)
let pad width text =
  let n = String.length text in
  if n >= width then text else String.make (width - n) ' ' ^ text

let print_stat oc =
  let st = stat () in
  let line label value = output_string oc (label ^ value ^ "\n") in
  line "minor_collections:      " (string_of_int st.minor_collections);
  line "major_collections:      " (string_of_int st.major_collections);
  line "compactions:            " (string_of_int st.compactions);
  line "forced_major_collections: " (string_of_int st.forced_major_collections);
  output_string oc "\n";
  let words f = format_float "%.0f" f in
  let w1 = String.length (words st.minor_words) in
  line "minor_words:    " (pad w1 (words st.minor_words));
  line "promoted_words: " (pad w1 (words st.promoted_words));
  line "major_words:    " (pad w1 (words st.major_words));
  output_string oc "\n";
  let w2 = String.length (string_of_int st.top_heap_words) in
  let count n = pad w2 (string_of_int n) in
  line "top_heap_words: " (count st.top_heap_words);
  line "heap_words:     " (count st.heap_words);
  line "live_words:     " (count st.live_words);
  line "free_words:     " (count st.free_words);
  line "largest_free:   " (count st.largest_free);
  line "fragments:      " (count st.fragments);
  output_string oc "\n";
  line "live_blocks: " (string_of_int st.live_blocks);
  line "free_blocks: " (string_of_int st.free_blocks);
  line "heap_chunks: " (string_of_int st.heap_chunks)

let allocated_bytes () =
  let minor, promoted, major = counters () in
  (minor +. major -. promoted) *. float_of_int (Sys.word_size / 8)

external finalise : ('a -> unit) -> 'a -> unit = "caml_final_register"
external finalise_last : (unit -> unit) -> 'a -> unit
  = "caml_final_register_called_without_value"
external finalise_release : unit -> unit = "caml_final_release"

(* An alarm re-registers itself as the finaliser of a fresh value after
   each major collection, until deleted. *)
type alarm = bool ref
type alarm_record = { active : alarm; f : unit -> unit }

let rec call_alarm record =
  if !(record.active) then begin
    finalise call_alarm record;
    record.f ()
  end

let create_alarm f =
  let record = { active = ref true; f } in
  finalise call_alarm record;
  record.active

let delete_alarm a = a := false
