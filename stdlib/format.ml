(* Pretty-printing: Oppen's algorithm as OCaml's Format runs it. Output is a
   stream of tokens (text, breaks, box openings and closings) kept in a queue
   until the size of the pieces they head is known, or until they cannot fit
   on the line anyway; then each token is laid out: a break either prints its
   spaces or starts a new line, depending on the kind of the enclosing box and
   on the room left before the margin. *)

type box_kind =
  | Hbox          (* breaks never split the line *)
  | Vbox          (* every break splits the line *)
  | Hvbox         (* all on one line, or every break splits *)
  | Hovbox        (* fill the line, split where needed *)
  | Box           (* like Hovbox, but also splits to reduce indentation *)
  | Fits          (* a box found to fit on the line: no break splits *)

type stag = ..
type tag = string
type stag += String_tag of tag

type token =
  | Text of string
  | Break of (string * int * string) * (string * int * string)
      (* printed as [fits] when the line is not split, [breaks] otherwise *)
  | Open of int * box_kind
  | Close
  | Newline
  | If_newline
  | Open_tag of stag
  | Close_tag
  | Open_tabs of int list ref  (* a tabulation box: its tab stops, columns in order *)
  | Close_tabs
  | Set_tab
  | Tab_break of int * int

(* A queued token with its size: negative while unknown (the total printed
   width at the time it was queued, negated, to be completed later). *)
type item = { mutable size : int; token : token; length : int }

(* A pending break or box opening whose size is still being measured. *)
type scan_entry = { entry_total : int; entry_item : item }

(* An open box being laid out: its kind and the room it had when opened. *)
type open_box = { kind : box_kind; room : int }

type formatter_out_functions = {
  out_string : string -> int -> int -> unit;
  out_flush : unit -> unit;
  out_newline : unit -> unit;
  out_spaces : int -> unit;
  out_indent : int -> unit;
}

type formatter_stag_functions = {
  mark_open_stag : stag -> string;
  mark_close_stag : stag -> string;
  print_open_stag : stag -> unit;
  print_close_stag : stag -> unit;
}

type formatter = {
  mutable scan_stack : scan_entry list;
  mutable layout_stack : open_box list;
  mutable tabs_stack : int list ref list;
  mutable tag_stack : stag list;
  mutable mark_stack : stag list;
  mutable pp_margin : int;
  mutable min_space_left : int;
  mutable pp_max_indent : int;
  mutable space_left : int;
  mutable current_indent : int;
  mutable is_new_line : bool;
  mutable left_total : int;    (* width of what has been laid out *)
  mutable right_total : int;   (* width of what has been queued *)
  mutable depth : int;
  mutable max_boxes : int;
  mutable ellipsis : string;
  mutable out : formatter_out_functions;
  mutable print_tags : bool;
  mutable mark_tags : bool;
  mutable stag_functions : formatter_stag_functions;
  queue : item Queue.t;
}

type geometry = { max_indent : int; margin : int }

(* Larger than any real line: the size given to tokens that can never fit. *)
let infinity = 1000000010

(* ---- Output *)

let output_string ppf s = ppf.out.out_string s 0 (String.length s)

let lay_text ppf size s =
  ppf.space_left <- ppf.space_left - size;
  output_string ppf s;
  ppf.is_new_line <- false

let lay_string ppf s = if s <> "" then lay_text ppf (String.length s) s

(* Starts a new line inside a box that had [room] columns when it opened. *)
let new_line ppf (before, offset, after) room =
  lay_string ppf before;
  ppf.out.out_newline ();
  ppf.is_new_line <- true;
  let indent = ppf.pp_margin - room + offset in
  let indent = if indent < ppf.pp_max_indent then indent else ppf.pp_max_indent in
  ppf.current_indent <- indent;
  ppf.space_left <- ppf.pp_margin - indent;
  ppf.out.out_indent indent;
  lay_string ppf after

let new_line_plain ppf room = new_line ppf ("", 0, "") room

let same_line ppf (before, width, after) =
  lay_string ppf before;
  ppf.space_left <- ppf.space_left - width;
  ppf.out.out_spaces width;
  lay_string ppf after

(* No room to open a box here: split the enclosing box's line if it may. *)
let force_break ppf =
  match ppf.layout_stack with
  | [] -> ppf.out.out_newline ()
  | { kind; room } :: _ ->
      if room > ppf.space_left then
        match kind with
        | Fits | Hbox -> ()
        | Vbox | Hvbox | Hovbox | Box -> new_line_plain ppf room

let skip_token ppf =
  match Queue.take_opt ppf.queue with
  | None -> ()
  | Some { size; length; _ } ->
      ppf.left_total <- ppf.left_total - length;
      ppf.space_left <- ppf.space_left + (if size < 0 then 0 else size)

let lay_token ppf size = function
  | Text s -> lay_text ppf size s
  | Open (offset, kind) ->
      let column = ppf.pp_margin - ppf.space_left in
      if column > ppf.pp_max_indent then force_break ppf;
      let room = ppf.space_left - offset in
      let kind =
        match kind with
        | Vbox -> Vbox
        | Hbox | Hvbox | Hovbox | Box | Fits ->
            if size > ppf.space_left then kind else Fits
      in
      ppf.layout_stack <- { kind; room } :: ppf.layout_stack
  | Close ->
      (match ppf.layout_stack with
       | _ :: rest -> ppf.layout_stack <- rest
       | [] -> ())
  | Newline ->
      (match ppf.layout_stack with
       | [] -> ppf.out.out_newline ()
       | { room; _ } :: _ -> new_line_plain ppf room)
  | If_newline ->
      if ppf.current_indent <> ppf.pp_margin - ppf.space_left then skip_token ppf
  | Break (fits, breaks) ->
      let (before, offset, _) = breaks in
      (match ppf.layout_stack with
       | [] -> ()
       | { kind; room } :: _ ->
           (match kind with
            | Hovbox ->
                if size + String.length before > ppf.space_left
                then new_line ppf breaks room
                else same_line ppf fits
            | Box ->
                if ppf.is_new_line then same_line ppf fits
                else if size + String.length before > ppf.space_left
                then new_line ppf breaks room
                else if ppf.current_indent > ppf.pp_margin - room + offset
                then new_line ppf breaks room
                else same_line ppf fits
            | Hvbox | Vbox -> new_line ppf breaks room
            | Fits | Hbox -> same_line ppf fits))
  | Open_tag stag ->
      let marker = ppf.stag_functions.mark_open_stag stag in
      lay_string ppf marker;
      ppf.mark_stack <- stag :: ppf.mark_stack
  | Close_tag ->
      (match ppf.mark_stack with
       | stag :: rest ->
           let marker = ppf.stag_functions.mark_close_stag stag in
           lay_string ppf marker;
           ppf.mark_stack <- rest
       | [] -> ())
  | Open_tabs tabs -> ppf.tabs_stack <- tabs :: ppf.tabs_stack
  | Close_tabs ->
      (match ppf.tabs_stack with
       | _ :: rest -> ppf.tabs_stack <- rest
       | [] -> ())
  | Set_tab ->
      (match ppf.tabs_stack with
       | [] -> ()
       | tabs :: _ ->
           let column = ppf.pp_margin - ppf.space_left in
           let rec insert = function
             | [] -> [ column ]
             | x :: rest as all -> if column < x then column :: all else x :: insert rest
           in
           tabs := insert !tabs)
  | Tab_break (width, offset) ->
      (match ppf.tabs_stack with
       | [] -> ()
       | tabs :: _ ->
           let column = ppf.pp_margin - ppf.space_left in
           (* The first tab stop at or after the column, else the first one. *)
           let tab =
             match !tabs with
             | [] -> column
             | first :: _ ->
                 let rec find = function
                   | t :: rest -> if t >= column then t else find rest
                   | [] -> first
                 in
                 find !tabs
           in
           let gap = tab - column in
           if gap >= 0 then same_line ppf ("", gap + width, "")
           else new_line ppf ("", tab + offset, "") ppf.pp_margin)

(* Lays out the tokens at the head of the queue whose size is known, or that
   cannot fit on the line whatever their size turns out to be. *)
let rec advance ppf =
  match Queue.peek_opt ppf.queue with
  | None -> ()
  | Some { size; token; length } ->
      let pending = ppf.right_total - ppf.left_total in
      if size >= 0 || pending >= ppf.space_left then begin
        ignore (Queue.take ppf.queue);
        lay_token ppf (if size >= 0 then size else infinity) token;
        ppf.left_total <- length + ppf.left_total;
        advance ppf
      end

let enqueue ppf item =
  ppf.right_total <- ppf.right_total + item.length;
  Queue.add item ppf.queue

let enqueue_advance ppf item = enqueue ppf item; advance ppf

let enqueue_text ppf size s =
  enqueue_advance ppf { size; token = Text s; length = size }

(* The scan stack's bottom is a sentinel older than any real entry. *)
let sentinel () = { entry_total = -1; entry_item = { size = -1; token = Text ""; length = 0 } }

(* Completes the size of the newest pending break ([is_break]) or box opening
   now that what follows it has been queued. *)
let set_size ppf is_break =
  match ppf.scan_stack with
  | [] -> ()
  | { entry_total; entry_item = item } :: rest ->
      if entry_total < ppf.left_total then ppf.scan_stack <- [ sentinel () ]
      else
        match item.token with
        | Break _ | Tab_break _ ->
            if is_break then begin
              item.size <- ppf.right_total + item.size;
              ppf.scan_stack <- rest
            end
        | Open _ ->
            if not is_break then begin
              item.size <- ppf.right_total + item.size;
              ppf.scan_stack <- rest
            end
        | Text _ | Close | Newline | If_newline | Open_tag _ | Close_tag
        | Open_tabs _ | Close_tabs | Set_tab -> ()

let scan_push ppf is_break item =
  enqueue ppf item;
  if is_break then set_size ppf true;
  ppf.scan_stack <- { entry_total = ppf.right_total; entry_item = item } :: ppf.scan_stack

(* ---- Boxes *)

let open_box_gen ppf indent kind =
  ppf.depth <- ppf.depth + 1;
  if ppf.depth < ppf.max_boxes then
    scan_push ppf false { size = - ppf.right_total; token = Open (indent, kind); length = 0 }
  else if ppf.depth = ppf.max_boxes then
    enqueue_text ppf (String.length ppf.ellipsis) ppf.ellipsis

let pp_close_box ppf () =
  if ppf.depth > 1 then begin
    if ppf.depth < ppf.max_boxes then begin
      enqueue ppf { size = 0; token = Close; length = 0 };
      set_size ppf true;
      set_size ppf false
    end;
    ppf.depth <- ppf.depth - 1
  end

let pp_open_box ppf indent = open_box_gen ppf indent Box
let pp_open_hbox ppf () = open_box_gen ppf 0 Hbox
let pp_open_vbox ppf indent = open_box_gen ppf indent Vbox
let pp_open_hvbox ppf indent = open_box_gen ppf indent Hvbox
let pp_open_hovbox ppf indent = open_box_gen ppf indent Hovbox

(* ---- Tabulation boxes *)

let pp_open_tbox ppf () =
  ppf.depth <- ppf.depth + 1;
  if ppf.depth < ppf.max_boxes then
    enqueue_advance ppf { size = 0; token = Open_tabs (ref []); length = 0 }

let pp_close_tbox ppf () =
  if ppf.depth > 1 && ppf.depth < ppf.max_boxes then begin
    enqueue_advance ppf { size = 0; token = Close_tabs; length = 0 };
    ppf.depth <- ppf.depth - 1
  end

let pp_print_tbreak ppf width offset =
  if ppf.depth < ppf.max_boxes then
    scan_push ppf true { size = - ppf.right_total; token = Tab_break (width, offset); length = width }

let pp_print_tab ppf () = pp_print_tbreak ppf 0 0

let pp_set_tab ppf () =
  if ppf.depth < ppf.max_boxes then
    enqueue_advance ppf { size = 0; token = Set_tab; length = 0 }

(* ---- Tags *)

let pp_open_stag ppf stag =
  if ppf.print_tags then begin
    ppf.tag_stack <- stag :: ppf.tag_stack;
    ppf.stag_functions.print_open_stag stag
  end;
  if ppf.mark_tags then
    enqueue ppf { size = 0; token = Open_tag stag; length = 0 }

let pp_close_stag ppf () =
  if ppf.mark_tags then
    enqueue ppf { size = 0; token = Close_tag; length = 0 };
  if ppf.print_tags then
    match ppf.tag_stack with
    | stag :: rest ->
        ppf.stag_functions.print_close_stag stag;
        ppf.tag_stack <- rest
    | [] -> ()

let pp_open_tag ppf s = pp_open_stag ppf (String_tag s)
let pp_close_tag ppf () = pp_close_stag ppf ()

let pp_set_print_tags ppf b = ppf.print_tags <- b
let pp_set_mark_tags ppf b = ppf.mark_tags <- b
let pp_get_print_tags ppf () = ppf.print_tags
let pp_get_mark_tags ppf () = ppf.mark_tags
let pp_set_tags ppf b = pp_set_print_tags ppf b; pp_set_mark_tags ppf b

let pp_set_formatter_stag_functions ppf f = ppf.stag_functions <- f
let pp_get_formatter_stag_functions ppf () = ppf.stag_functions

let default_stag_functions = {
  mark_open_stag = (function String_tag s -> "<" ^ s ^ ">" | _ -> "");
  mark_close_stag = (function String_tag s -> "</" ^ s ^ ">" | _ -> "");
  print_open_stag = ignore;
  print_close_stag = ignore;
}

(* ---- Flushing *)

(* Forgets everything queued and reopens the outermost box. *)
let reinit ppf =
  ppf.left_total <- 1;
  ppf.right_total <- 1;
  Queue.clear ppf.queue;
  ppf.scan_stack <- [ sentinel () ];
  ppf.layout_stack <- [];
  ppf.tabs_stack <- [];
  ppf.tag_stack <- [];
  ppf.mark_stack <- [];
  ppf.current_indent <- 0;
  ppf.depth <- 0;
  ppf.space_left <- ppf.pp_margin;
  open_box_gen ppf 0 Hovbox

let flush_queue ppf newline =
  List.iter (fun _ -> pp_close_stag ppf ()) ppf.tag_stack;
  while ppf.depth > 1 do pp_close_box ppf () done;
  ppf.right_total <- infinity;
  advance ppf;
  if newline then ppf.out.out_newline ();
  reinit ppf

let pp_print_newline ppf () = flush_queue ppf true; ppf.out.out_flush ()
let pp_print_flush ppf () = flush_queue ppf false; ppf.out.out_flush ()

(* ---- Printing *)

let pp_print_as_size ppf size s =
  if ppf.depth < ppf.max_boxes then enqueue_text ppf size s

let pp_print_as ppf size s = pp_print_as_size ppf size s
let pp_print_string ppf s = pp_print_as ppf (String.length s) s
let pp_print_bytes ppf b = pp_print_string ppf (Bytes.to_string b)
let pp_print_int ppf n = pp_print_string ppf (Int.to_string n)
let pp_print_float ppf x = pp_print_string ppf (string_of_float x)
let pp_print_bool ppf b = pp_print_string ppf (string_of_bool b)
let pp_print_char ppf c = pp_print_as ppf 1 (String.make 1 c)

let pp_force_newline ppf () =
  if ppf.depth < ppf.max_boxes then
    enqueue_advance ppf { size = 0; token = Newline; length = 0 }

let pp_print_if_newline ppf () =
  if ppf.depth < ppf.max_boxes then
    enqueue_advance ppf { size = 0; token = If_newline; length = 0 }

let pp_print_custom_break ppf ~fits ~breaks =
  let (before, width, after) = fits in
  if ppf.depth < ppf.max_boxes then
    scan_push ppf true
      { size = - ppf.right_total; token = Break (fits, breaks);
        length = String.length before + width + String.length after }

let pp_print_break ppf width offset =
  pp_print_custom_break ppf ~fits:("", width, "") ~breaks:("", offset, "")

let pp_print_space ppf () = pp_print_break ppf 1 0
let pp_print_cut ppf () = pp_print_break ppf 0 0

(* ---- Geometry *)

let pp_set_max_boxes ppf n = if n > 1 then ppf.max_boxes <- n
let pp_get_max_boxes ppf () = ppf.max_boxes
let pp_over_max_boxes ppf () = ppf.depth = ppf.max_boxes
let pp_set_ellipsis_text ppf s = ppf.ellipsis <- s
let pp_get_ellipsis_text ppf () = ppf.ellipsis

(* Geometry values are kept below the infinity used for unknown sizes. *)
let limit n = if n < infinity then n else pred infinity

let pp_set_min_space_left ppf n =
  if n >= 1 then begin
    let n = limit n in
    ppf.min_space_left <- n;
    ppf.pp_max_indent <- ppf.pp_margin - ppf.min_space_left;
    reinit ppf
  end

let pp_set_max_indent ppf n =
  if n > 1 then pp_set_min_space_left ppf (ppf.pp_margin - n)

let pp_get_max_indent ppf () = ppf.pp_max_indent

let pp_set_margin ppf n =
  if n >= 1 then begin
    let n = limit n in
    ppf.pp_margin <- n;
    let max_indent =
      if ppf.pp_max_indent <= ppf.pp_margin then ppf.pp_max_indent
      else
        let m = ppf.pp_margin - ppf.min_space_left in
        let m = if m > ppf.pp_margin / 2 then m else ppf.pp_margin / 2 in
        if m > 1 then m else 1
    in
    pp_set_max_indent ppf max_indent
  end

let pp_get_margin ppf () = ppf.pp_margin

let check_geometry (g : geometry) =
  g.max_indent >= 2 && g.margin > g.max_indent

let pp_set_geometry ppf ~max_indent ~margin =
  if max_indent < 2 then
    raise (Invalid_argument "Format.pp_set_geometry: max_indent < 2");
  if margin <= max_indent then
    raise (Invalid_argument "Format.pp_set_geometry: margin <= max_indent");
  if margin >= infinity then
    raise (Invalid_argument "Format.pp_set_geometry: margin >= pp_infinity");
  pp_set_margin ppf margin;
  pp_set_max_indent ppf max_indent

let pp_safe_set_geometry ppf ~max_indent ~margin =
  if check_geometry { max_indent; margin } then
    pp_set_geometry ppf ~max_indent ~margin

let pp_get_geometry ppf () : geometry = { margin = ppf.pp_margin; max_indent = ppf.pp_max_indent }

let pp_update_geometry ppf update =
  let g = update (pp_get_geometry ppf ()) in
  pp_set_geometry ppf ~max_indent:g.max_indent ~margin:g.margin

(* ---- Output functions *)

let pp_set_formatter_out_functions ppf f = ppf.out <- f
let pp_get_formatter_out_functions ppf () = ppf.out

let pp_set_formatter_output_functions ppf out_string out_flush =
  ppf.out <- { ppf.out with out_string; out_flush }

let pp_get_formatter_output_functions ppf () = (ppf.out.out_string, ppf.out.out_flush)

let rec display_blanks out_string n =
  if n > 0 then
    if n <= 80 then out_string (String.make n ' ') 0 n
    else begin
      out_string (String.make 80 ' ') 0 80;
      display_blanks out_string (n - 80)
    end

let out_functions_of out_string out_flush = {
  out_string;
  out_flush;
  out_newline = (fun () -> out_string "\n" 0 1);
  out_spaces = display_blanks out_string;
  out_indent = display_blanks out_string;
}

let pp_set_formatter_out_channel ppf oc =
  ppf.out <- out_functions_of (output_substring oc) (fun () -> flush oc)

let formatter_of_out_functions out =
  let ppf = {
    scan_stack = [];
    layout_stack = [];
    tabs_stack = [];
    tag_stack = [];
    mark_stack = [];
    pp_margin = 78;
    min_space_left = 10;
    pp_max_indent = 78 - 10;
    space_left = 78;
    current_indent = 0;
    is_new_line = true;
    left_total = 1;
    right_total = 1;
    depth = 1;
    max_boxes = max_int;
    ellipsis = ".";
    out;
    print_tags = false;
    mark_tags = false;
    stag_functions = default_stag_functions;
    queue = Queue.create ();
  } in
  (* The outermost box, of unknown size, is open from the start. *)
  let outer = { size = -1; token = Open (0, Hovbox); length = 0 } in
  Queue.add outer ppf.queue;
  ppf.scan_stack <- [ { entry_total = 1; entry_item = outer }; sentinel () ];
  ppf

let make_formatter out_string out_flush =
  formatter_of_out_functions (out_functions_of out_string out_flush)

let formatter_of_out_channel oc =
  make_formatter (output_substring oc) (fun () -> flush oc)

let formatter_of_buffer b =
  make_formatter (Buffer.add_substring b) ignore

let std_formatter = formatter_of_out_channel stdout
let err_formatter = formatter_of_out_channel stderr
let stdbuf = Buffer.create 512
let str_formatter = formatter_of_buffer stdbuf

let flush_buffer_formatter buf ppf =
  flush_queue ppf false;
  let s = Buffer.contents buf in
  Buffer.reset buf;
  s

let flush_str_formatter () = flush_buffer_formatter stdbuf str_formatter

(* ---- Symbolic output *)

type symbolic_output_item =
  | Output_flush
  | Output_newline
  | Output_string of string
  | Output_spaces of int
  | Output_indent of int

type symbolic_output_buffer = { mutable items : symbolic_output_item list }

let make_symbolic_output_buffer () = { items = [] }
let clear_symbolic_output_buffer sob = sob.items <- []
let get_symbolic_output_buffer sob = List.rev sob.items

let flush_symbolic_output_buffer sob =
  let items = get_symbolic_output_buffer sob in
  clear_symbolic_output_buffer sob;
  items

let add_symbolic_output_item sob item = sob.items <- item :: sob.items

let formatter_of_symbolic_output_buffer sob =
  formatter_of_out_functions {
    out_string = (fun s i n -> add_symbolic_output_item sob (Output_string (String.sub s i n)));
    out_flush = (fun () -> add_symbolic_output_item sob Output_flush);
    out_newline = (fun () -> add_symbolic_output_item sob Output_newline);
    out_spaces = (fun n -> add_symbolic_output_item sob (Output_spaces n));
    out_indent = (fun n -> add_symbolic_output_item sob (Output_indent n));
  }

(* ---- Deprecated interfaces *)

let pp_set_all_formatter_output_functions ppf ~out ~flush ~newline ~spaces =
  ppf.out <- { ppf.out with out_string = out; out_flush = flush; out_newline = newline;
                            out_spaces = spaces }

let pp_get_all_formatter_output_functions ppf () =
  (ppf.out.out_string, ppf.out.out_flush, ppf.out.out_newline, ppf.out.out_spaces)

type formatter_tag_functions = {
  mark_open_tag : tag -> string;
  mark_close_tag : tag -> string;
  print_open_tag : tag -> unit;
  print_close_tag : tag -> unit;
}

let pp_set_formatter_tag_functions ppf (f : formatter_tag_functions) =
  let on_string g default = function String_tag s -> g s | _ -> default in
  ppf.stag_functions <- {
    mark_open_stag = on_string f.mark_open_tag "";
    mark_close_stag = on_string f.mark_close_tag "";
    print_open_stag = on_string f.print_open_tag ();
    print_close_stag = on_string f.print_close_tag ();
  }

let pp_get_formatter_tag_functions ppf () : formatter_tag_functions =
  let f = ppf.stag_functions in
  {
    mark_open_tag = (fun s -> f.mark_open_stag (String_tag s));
    mark_close_tag = (fun s -> f.mark_close_stag (String_tag s));
    print_open_tag = (fun s -> f.print_open_stag (String_tag s));
    print_close_tag = (fun s -> f.print_close_stag (String_tag s));
  }

(* ---- Convenience printers *)

let rec pp_print_list ?(pp_sep = pp_print_cut) pp_v ppf = function
  | [] -> ()
  | [ v ] -> pp_v ppf v
  | v :: rest ->
      pp_v ppf v;
      pp_sep ppf ();
      pp_print_list ~pp_sep pp_v ppf rest

let pp_print_seq ?(pp_sep = pp_print_cut) pp_v ppf seq =
  let rec rest seq =
    match seq () with
    | Seq.Nil -> ()
    | Seq.Cons (v, seq) ->
        pp_sep ppf ();
        pp_v ppf v;
        rest seq
  in
  match seq () with
  | Seq.Nil -> ()
  | Seq.Cons (v, seq) -> pp_v ppf v; rest seq

(* Spaces become breakable spaces and newlines forced newlines. *)
let pp_print_text ppf s =
  let len = String.length s in
  let left = ref 0 in
  let right = ref 0 in
  let flush () =
    pp_print_string ppf (String.sub s !left (!right - !left));
    incr right;
    left := !right
  in
  while !right <> len do
    match s.[!right] with
    | '\n' -> flush (); pp_force_newline ppf ()
    | ' ' -> flush (); pp_print_space ppf ()
    | _ -> incr right
  done;
  if !left <> len then flush ()

let pp_print_option ?(none = fun _ () -> ()) pp_v ppf = function
  | None -> none ppf ()
  | Some v -> pp_v ppf v

let pp_print_result ~ok ~error ppf = function
  | Ok v -> ok ppf v
  | Error e -> error ppf e

let pp_print_either ~left ~right ppf = function
  | Either.Left l -> left ppf l
  | Either.Right r -> right ppf r

(* ---- The standard formatter's shortcuts *)

let open_box = pp_open_box std_formatter
let close_box = pp_close_box std_formatter
let open_hbox = pp_open_hbox std_formatter
let open_vbox = pp_open_vbox std_formatter
let open_hvbox = pp_open_hvbox std_formatter
let open_hovbox = pp_open_hovbox std_formatter
let print_string = pp_print_string std_formatter
let print_bytes = pp_print_bytes std_formatter
let print_as = pp_print_as std_formatter
let print_int = pp_print_int std_formatter
let print_float = pp_print_float std_formatter
let print_char = pp_print_char std_formatter
let print_bool = pp_print_bool std_formatter
let print_space = pp_print_space std_formatter
let print_cut = pp_print_cut std_formatter
let print_break = pp_print_break std_formatter
let force_newline = pp_force_newline std_formatter
let print_if_newline = pp_print_if_newline std_formatter
let print_flush = pp_print_flush std_formatter
let print_newline = pp_print_newline std_formatter
let set_margin = pp_set_margin std_formatter
let get_margin = pp_get_margin std_formatter
let set_max_indent = pp_set_max_indent std_formatter
let get_max_indent = pp_get_max_indent std_formatter
let set_geometry ~max_indent ~margin = pp_set_geometry std_formatter ~max_indent ~margin
let safe_set_geometry ~max_indent ~margin = pp_safe_set_geometry std_formatter ~max_indent ~margin
let update_geometry = pp_update_geometry std_formatter
let get_geometry = pp_get_geometry std_formatter
let set_max_boxes = pp_set_max_boxes std_formatter
let get_max_boxes = pp_get_max_boxes std_formatter
let over_max_boxes = pp_over_max_boxes std_formatter
let set_ellipsis_text = pp_set_ellipsis_text std_formatter
let get_ellipsis_text = pp_get_ellipsis_text std_formatter
let open_stag = pp_open_stag std_formatter
let close_stag = pp_close_stag std_formatter
let open_tag = pp_open_tag std_formatter
let close_tag = pp_close_tag std_formatter
let set_tags = pp_set_tags std_formatter
let set_print_tags = pp_set_print_tags std_formatter
let set_mark_tags = pp_set_mark_tags std_formatter
let get_print_tags = pp_get_print_tags std_formatter
let get_mark_tags = pp_get_mark_tags std_formatter
let set_formatter_out_channel = pp_set_formatter_out_channel std_formatter
let set_formatter_output_functions = pp_set_formatter_output_functions std_formatter
let get_formatter_output_functions = pp_get_formatter_output_functions std_formatter
let set_formatter_out_functions = pp_set_formatter_out_functions std_formatter
let get_formatter_out_functions = pp_get_formatter_out_functions std_formatter
let set_formatter_stag_functions = pp_set_formatter_stag_functions std_formatter
let open_tbox = pp_open_tbox std_formatter
let close_tbox = pp_close_tbox std_formatter
let set_tab = pp_set_tab std_formatter
let print_tab = pp_print_tab std_formatter
let print_tbreak = pp_print_tbreak std_formatter
let set_all_formatter_output_functions ~out ~flush ~newline ~spaces =
  pp_set_all_formatter_output_functions std_formatter ~out ~flush ~newline ~spaces
let get_all_formatter_output_functions = pp_get_all_formatter_output_functions std_formatter
let set_formatter_tag_functions = pp_set_formatter_tag_functions std_formatter
let get_formatter_tag_functions = pp_get_formatter_tag_functions std_formatter
let get_formatter_stag_functions = pp_get_formatter_stag_functions std_formatter

(* ---- Formatted output *)

(* The format engine's pieces (see runtime/printf.ts), in its encoding order. *)
type ('b, 'c) piece =
  | Flush
  | Piece_text of string
  | Delayed of ('b -> 'c)
  | Directive of string
  | Invalid of string
[@@warning "-37"] (* built by the runtime only *)

external format :
  ('a, 'b, 'c, 'd, 'e, 'f) format6 -> (('b, 'c) piece list -> 'f) -> 'a
  = "caml_flambe_format"

let is_digit c = c >= '0' && c <= '9'

(* The integers of a directive such as "@;<1 2>" or "@<5>", in order. *)
let directive_ints s =
  let len = String.length s in
  let rec go i acc =
    if i >= len then List.rev acc
    else if is_digit s.[i] || (s.[i] = '-' && i + 1 < len && is_digit s.[i + 1]) then begin
      let j = ref (i + 1) in
      while !j < len && is_digit s.[!j] do incr j done;
      go !j (int_of_string (String.sub s i (!j - i)) :: acc)
    end else go (i + 1) acc
  in
  go 0 []

(* What a box's or a tag's "<...>" printed, without its first and last characters
   (CamlinternalFormat's compute_tag). *)
let spec_contents spec =
  let len = String.length spec in
  if len < 2 then spec else String.sub spec 1 (len - 2)

(* "hov 2" (or "" for the default box) to the box's kind and indentation, as
   CamlinternalFormat's open_box_of_string reads it. *)
let box_of_spec spec =
  let str = spec_contents spec in
  if str = "" then (0, Box)
  else begin
    let len = String.length str in
    let invalid_box () = failwith ("invalid box description \"" ^ String.escaped str ^ "\"") in
    let rec parse_spaces i =
      if i = len then i else match str.[i] with ' ' | '\t' -> parse_spaces (i + 1) | _ -> i
    in
    let rec parse_lword j =
      if j = len then j else match str.[j] with 'a' .. 'z' -> parse_lword (j + 1) | _ -> j
    in
    let rec parse_int j =
      if j = len then j else match str.[j] with '0' .. '9' | '-' -> parse_int (j + 1) | _ -> j
    in
    let wstart = parse_spaces 0 in
    let wend = parse_lword wstart in
    let box_name = String.sub str wstart (wend - wstart) in
    let nstart = parse_spaces wend in
    let nend = parse_int nstart in
    let indent =
      if nstart = nend then 0
      else
        match int_of_string_opt (String.sub str nstart (nend - nstart)) with
        | Some k -> k
        | None -> invalid_box ()
    in
    let exp_end = parse_spaces nend in
    if exp_end <> len then invalid_box ();
    let kind =
      match box_name with
      | "" | "b" -> Box
      | "h" -> Hbox
      | "v" -> Vbox
      | "hv" -> Hvbox
      | "hov" -> Hovbox
      | _ -> invalid_box ()
    in
    (indent, kind)
  end

let tag_of_spec spec = spec_contents spec

(* Interprets the directives between the pieces; [print_delayed] prints a
   %a/%t piece ([f ppf] for the printf family, its string for sprintf). *)
let output_pieces ppf print_delayed pieces =
  let rec go size = function
    | [] -> ()
    | piece :: rest ->
        (match piece with
         | Flush -> pp_print_flush ppf ()
         | Piece_text s ->
             (match size with
              | Some n -> pp_print_as_size ppf n s
              | None -> pp_print_string ppf s)
         | Delayed f -> print_delayed f
         | Invalid msg -> invalid_arg msg
         | Directive d -> directive d);
        let size =
          match piece with
          | Directive d when String.length d > 1 && d.[1] = '<' ->
              (match directive_ints d with [ n ] -> Some n | _ -> None)
          | _ -> None
        in
        go size rest
  and directive d =
    let c = if String.length d > 1 then d.[1] else '@' in
    match c with
    | '[' ->
        let (indent, kind) = box_of_spec (String.sub d 2 (String.length d - 2)) in
        open_box_gen ppf indent kind
    | ']' -> pp_close_box ppf ()
    | '{' -> pp_open_stag ppf (String_tag (tag_of_spec (String.sub d 2 (String.length d - 2))))
    | '}' -> pp_close_stag ppf ()
    | ',' -> pp_print_break ppf 0 0
    | ' ' -> pp_print_break ppf 1 0
    | ';' ->
        (match directive_ints d with
         | [ width; offset ] -> pp_print_break ppf width offset
         | _ -> pp_print_break ppf 1 0)
    | '?' -> pp_print_flush ppf ()
    | '\n' -> pp_force_newline ppf ()
    | '.' -> pp_print_newline ppf ()
    | '<' -> if directive_ints d = [] then (pp_print_char ppf '@'; pp_print_char ppf '<')
    | '@' -> pp_print_char ppf '@'
    | '%' -> pp_print_char ppf '%'
    | c -> pp_print_char ppf '@'; pp_print_char ppf c
  in
  go None pieces

let kfprintf k ppf fmt =
  format fmt (fun pieces -> output_pieces ppf (fun f -> f ppf) pieces; k ppf)

let ikfprintf k ppf fmt = format fmt (fun _ -> k ppf)
let fprintf ppf fmt = kfprintf ignore ppf fmt
let ifprintf ppf fmt = ikfprintf ignore ppf fmt
let printf fmt = fprintf std_formatter fmt
let eprintf fmt = fprintf err_formatter fmt

let kdprintf k fmt =
  format fmt (fun pieces -> k (fun ppf -> output_pieces ppf (fun f -> f ppf) pieces))

let dprintf fmt = kdprintf (fun print -> print) fmt

let ksprintf k fmt =
  format fmt (fun pieces ->
    let b = Buffer.create 512 in
    let ppf = formatter_of_buffer b in
    output_pieces ppf (fun f -> pp_print_string ppf (f ())) pieces;
    k (flush_buffer_formatter b ppf))

let sprintf fmt = ksprintf (fun s -> s) fmt
let kprintf = ksprintf

let kasprintf k fmt =
  format fmt (fun pieces ->
    let b = Buffer.create 512 in
    let ppf = formatter_of_buffer b in
    output_pieces ppf (fun f -> f ppf) pieces;
    k (flush_buffer_formatter b ppf))

let asprintf fmt = kasprintf (fun s -> s) fmt

(* Prints into the buffer through a formatter of its own, flushed at the end. *)
let bprintf b fmt =
  let ppf = formatter_of_buffer b in
  kfprintf (fun ppf -> pp_print_flush ppf ()) ppf fmt

(* The standard formatters are flushed when the program ends. *)
let () =
  at_exit (fun () ->
    pp_print_flush std_formatter ();
    pp_print_flush err_formatter ())
