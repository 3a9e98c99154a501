(* Unix's files, directories and descriptors, in a fresh directory under the temporary one;
   only what does not depend on the machine is printed. *)
let dir =
  (* A name no other run has: a process id can be reused while a killed run's directory stays. *)
  let f = Filename.temp_file "flambe_unix_test_" "" in
  Sys.remove f;
  f

let in_dir name = Filename.concat dir name

let kind = function
  | Unix.S_REG -> "S_REG" | S_DIR -> "S_DIR" | S_CHR -> "S_CHR" | S_BLK -> "S_BLK"
  | S_LNK -> "S_LNK" | S_FIFO -> "S_FIFO" | S_SOCK -> "S_SOCK"

let report name f =
  match f () with
  | () -> ()
  | exception Unix.Unix_error (e, fn, _) ->
      Printf.printf "%s: Unix_error(%s, %s)\n" name (Unix.error_message e) fn

let listing d =
  let h = Unix.opendir d in
  let rec loop acc = match Unix.readdir h with n -> loop (n :: acc) | exception End_of_file -> acc in
  let names = loop [] in
  Unix.closedir h;
  List.sort compare names

let () =
  ignore (Unix.umask 0o022);
  Unix.mkdir dir 0o755;
  let st = Unix.stat dir in
  Printf.printf "dir: %s perm %o\n" (kind st.st_kind) st.st_perm;
  report "mkdir again" (fun () -> Unix.mkdir dir 0o755);
  (* write a file through a descriptor *)
  let f = in_dir "a.txt" in
  let fd = Unix.openfile f [ Unix.O_WRONLY; O_CREAT; O_TRUNC ] 0o644 in
  let n = Unix.write_substring fd "hello, unix\n" 0 12 in
  let m = Unix.single_write fd (Bytes.of_string "second line\n") 0 12 in
  Printf.printf "wrote %d + %d\n" n m;
  Unix.close fd;
  let st = Unix.stat f in
  Printf.printf "a.txt: %s size %d perm %o nlink %d\n" (kind st.st_kind) st.st_size st.st_perm st.st_nlink;
  let fd = Unix.openfile f [ Unix.O_RDONLY ] 0 in
  Printf.printf "fstat size %d\n" (Unix.fstat fd).st_size;
  let buf = Bytes.create 5 in
  let r = Unix.read fd buf 0 5 in
  Printf.printf "read %d: %S\n" r (Bytes.sub_string buf 0 r);
  Printf.printf "lseek cur %d\n" (Unix.lseek fd 0 Unix.SEEK_CUR);
  Printf.printf "lseek 7 -> %d\n" (Unix.lseek fd 7 Unix.SEEK_SET);
  let r = Unix.read fd buf 0 4 in
  Printf.printf "read %d: %S\n" r (Bytes.sub_string buf 0 r);
  Printf.printf "lseek end-5 -> %d\n" (Unix.lseek fd (-5) Unix.SEEK_END);
  let r = Unix.read fd buf 0 5 in
  Printf.printf "read %d: %S\n" r (Bytes.sub_string buf 0 r);
  let r = Unix.read fd buf 0 5 in
  Printf.printf "read at end %d\n" r;
  (match Unix.read fd buf 3 5 with
   | _ -> ()
   | exception Invalid_argument s -> Printf.printf "Invalid_argument %S\n" s);
  Unix.close fd;
  report "close again" (fun () -> Unix.close fd);
  (* channels over descriptors *)
  let fd = Unix.openfile f [ Unix.O_RDONLY ] 0 in
  let ic = Unix.in_channel_of_descr fd in
  Printf.printf "descr_of_in_channel same: %b\n" (Unix.descr_of_in_channel ic = fd);
  Printf.printf "line 1: %S\n" (input_line ic);
  Printf.printf "line 2: %S\n" (input_line ic);
  close_in ic;
  let g = in_dir "b.txt" in
  let oc = Unix.out_channel_of_descr (Unix.openfile g [ Unix.O_WRONLY; O_CREAT; O_EXCL ] 0o600) in
  output_string oc "through a channel\n";
  close_out oc;
  Printf.printf "b.txt size %d perm %o\n" (Unix.stat g).st_size (Unix.stat g).st_perm;
  report "openfile O_EXCL" (fun () -> ignore (Unix.openfile g [ Unix.O_WRONLY; O_CREAT; O_EXCL ] 0o600));
  (* appending *)
  let fd = Unix.openfile g [ Unix.O_WRONLY; O_APPEND ] 0 in
  ignore (Unix.write_substring fd "appended\n" 0 9);
  Unix.close fd;
  Printf.printf "LargeFile size %Ld\n" (Unix.LargeFile.stat g).st_size;
  (* access *)
  report "access a.txt R_OK" (fun () -> Unix.access f [ Unix.R_OK; W_OK ]);
  report "access missing" (fun () -> Unix.access (in_dir "missing") [ Unix.F_OK ]);
  (* subdirectories, symbolic links, renames *)
  Unix.mkdir (in_dir "sub") 0o700;
  Printf.printf "sub perm %o\n" (Unix.stat (in_dir "sub")).st_perm;
  Unix.symlink "a.txt" (in_dir "link");
  Printf.printf "lstat link: %s, stat link: %s, readlink: %s\n"
    (kind (Unix.lstat (in_dir "link")).st_kind)
    (kind (Unix.stat (in_dir "link")).st_kind)
    (Unix.readlink (in_dir "link"));
  Unix.rename g (in_dir "sub/c.txt");
  Printf.printf "listing: %s\n" (String.concat " " (listing dir));
  Printf.printf "sub listing: %s\n" (String.concat " " (listing (in_dir "sub")));
  report "rmdir non-empty" (fun () -> Unix.rmdir (in_dir "sub"));
  report "unlink directory" (fun () -> Unix.unlink (in_dir "sub"));
  Unix.truncate f 5;
  Printf.printf "truncated size %d\n" (Unix.stat f).st_size;
  Unix.chmod f 0o600;
  Printf.printf "chmod perm %o\n" (Unix.stat f).st_perm;
  Printf.printf "Sys.file_exists: %b\n" (Sys.file_exists f);
  (* clean up *)
  Unix.unlink (in_dir "sub/c.txt");
  Unix.rmdir (in_dir "sub");
  Unix.unlink (in_dir "link");
  Unix.unlink f;
  Printf.printf "listing: %s\n" (String.concat " " (listing dir));
  Unix.rmdir dir;
  Printf.printf "removed: %b\n" (not (Sys.file_exists dir))
