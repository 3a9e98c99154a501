(* UnixLabels' files, directories and descriptors with labelled calls (in any order, partially
   applied), in a fresh directory under the temporary one; only what does not depend on the
   machine is printed. *)
let dir =
  Filename.concat (Filename.get_temp_dir_name ())
    (Printf.sprintf "flambe_unixlabels_test_%d" (UnixLabels.getpid ()))

let in_dir name = Filename.concat dir name

let kind = function
  | UnixLabels.S_REG -> "S_REG" | S_DIR -> "S_DIR" | S_CHR -> "S_CHR" | S_BLK -> "S_BLK"
  | S_LNK -> "S_LNK" | S_FIFO -> "S_FIFO" | S_SOCK -> "S_SOCK"

let report name f =
  match f () with
  | () -> Printf.printf "%s: ok\n" name
  | exception UnixLabels.Unix_error (e, fn, _) ->
      Printf.printf "%s: Unix_error(%s, %s)\n" name (UnixLabels.error_message e) fn

let listing d =
  let h = UnixLabels.opendir d in
  let rec loop acc =
    match UnixLabels.readdir h with n -> loop (n :: acc) | exception End_of_file -> acc
  in
  let first = loop [] in
  UnixLabels.rewinddir h;
  let again = loop [] in
  UnixLabels.closedir h;
  assert (List.sort compare first = List.sort compare again);
  List.sort compare (List.filter (fun n -> n <> "." && n <> "..") first)

let () =
  ignore (UnixLabels.umask 0o022);
  UnixLabels.mkdir dir ~perm:0o755;
  let st = UnixLabels.stat dir in
  Printf.printf "dir: %s perm %o\n" (kind st.st_kind) st.st_perm;
  report "mkdir again" (fun () -> UnixLabels.mkdir ~perm:0o700 dir);
  (* writing through a descriptor, the labels given in another order than the type's *)
  let f = in_dir "a.txt" in
  let fd = UnixLabels.openfile ~perm:0o644 ~mode:[ O_WRONLY; O_CREAT; O_TRUNC ] f in
  let n = UnixLabels.write_substring fd ~buf:"hello, labels\n" ~pos:0 ~len:14 in
  let m = UnixLabels.single_write ~len:5 ~pos:1 fd ~buf:(Bytes.of_string "[more]\n") in
  let k = UnixLabels.write fd ~buf:(Bytes.of_string "\nthird line\n") ~pos:0 ~len:12 in
  let s = UnixLabels.single_write_substring fd ~buf:"last\n" ~pos:0 ~len:5 in
  Printf.printf "wrote %d + %d + %d + %d\n" n m k s;
  UnixLabels.close fd;
  let st = UnixLabels.stat f in
  Printf.printf "a.txt: %s size %d perm %o nlink %d\n" (kind st.st_kind) st.st_size st.st_perm
    st.st_nlink;
  (* reading, seeking *)
  let fd = UnixLabels.openfile f ~mode:[ UnixLabels.O_RDONLY ] ~perm:0 in
  Printf.printf "fstat size %d\n" (UnixLabels.fstat fd).st_size;
  let buf = Bytes.create 8 in
  let read_some = UnixLabels.read fd ~buf ~pos:0 in
  let r = read_some ~len:5 in
  Printf.printf "read %d: %S\n" r (Bytes.sub_string buf 0 r);
  Printf.printf "lseek cur %d\n" (UnixLabels.lseek fd 0 ~mode:SEEK_CUR);
  Printf.printf "lseek 7 -> %d\n" (UnixLabels.lseek ~mode:UnixLabels.SEEK_SET fd 7);
  let r = read_some ~len:6 in
  Printf.printf "read %d: %S\n" r (Bytes.sub_string buf 0 r);
  Printf.printf "lseek end-5 -> %d\n" (UnixLabels.lseek fd (-5) ~mode:SEEK_END);
  let r = UnixLabels.read fd ~buf ~pos:2 ~len:6 in
  Printf.printf "read %d: %S\n" r (Bytes.sub_string buf 2 r);
  Printf.printf "read at end %d\n" (read_some ~len:3);
  (match UnixLabels.read fd ~buf ~pos:6 ~len:5 with
   | _ -> ()
   | exception Invalid_argument s -> Printf.printf "Invalid_argument %S\n" s);
  UnixLabels.close fd;
  report "close again" (fun () -> UnixLabels.close fd);
  (* channels over descriptors *)
  let fd = UnixLabels.openfile f ~mode:[ O_RDONLY ] ~perm:0 in
  let ic = UnixLabels.in_channel_of_descr fd in
  Printf.printf "descr_of_in_channel same: %b\n" (UnixLabels.descr_of_in_channel ic = fd);
  Printf.printf "line 1: %S\n" (input_line ic);
  Printf.printf "line 2: %S\n" (input_line ic);
  close_in ic;
  let g = in_dir "b.txt" in
  let oc =
    UnixLabels.out_channel_of_descr
      (UnixLabels.openfile g ~mode:[ O_WRONLY; O_CREAT; O_EXCL ] ~perm:0o600)
  in
  output_string oc "through a channel\n";
  close_out oc;
  Printf.printf "b.txt size %d perm %o\n" (UnixLabels.stat g).st_size (UnixLabels.stat g).st_perm;
  report "openfile O_EXCL" (fun () ->
      ignore (UnixLabels.openfile g ~mode:[ O_WRONLY; O_CREAT; O_EXCL ] ~perm:0o600));
  let fd = UnixLabels.openfile g ~mode:[ O_WRONLY; O_APPEND ] ~perm:0 in
  ignore (UnixLabels.write_substring fd ~buf:"appended\n" ~pos:0 ~len:9);
  UnixLabels.close fd;
  (* LargeFile: int64 sizes and offsets *)
  Printf.printf "LargeFile size %Ld\n" (UnixLabels.LargeFile.stat g).st_size;
  let fd = UnixLabels.openfile g ~mode:[ O_RDWR ] ~perm:0 in
  Printf.printf "LargeFile lseek %Ld\n" (UnixLabels.LargeFile.lseek fd 9L ~mode:SEEK_SET);
  UnixLabels.LargeFile.ftruncate fd ~len:20L;
  Printf.printf "LargeFile fstat size %Ld\n" (UnixLabels.LargeFile.fstat fd).st_size;
  UnixLabels.ftruncate fd ~len:17;
  Printf.printf "ftruncate size %d\n" (UnixLabels.fstat fd).st_size;
  UnixLabels.close fd;
  UnixLabels.LargeFile.truncate g ~len:10L;
  let lst = UnixLabels.LargeFile.lstat g in
  Printf.printf "LargeFile lstat %s size %Ld\n" (kind lst.st_kind) lst.st_size;
  (* access, permissions, times *)
  report "access a.txt R_OK W_OK" (fun () -> UnixLabels.access f ~perm:[ R_OK; W_OK ]);
  report "access missing" (fun () -> UnixLabels.access (in_dir "missing") ~perm:[ F_OK ]);
  UnixLabels.chmod f ~perm:0o640;
  Printf.printf "chmod perm %o\n" (UnixLabels.stat f).st_perm;
  let fd = UnixLabels.openfile f ~mode:[ O_RDONLY ] ~perm:0 in
  UnixLabels.fchmod fd ~perm:0o604;
  UnixLabels.close fd;
  Printf.printf "fchmod perm %o\n" (UnixLabels.stat f).st_perm;
  UnixLabels.utimes f ~modif:1234567890. ~access:1000000000.;
  let st = UnixLabels.stat f in
  Printf.printf "utimes: atime %.0f mtime %.0f\n" st.st_atime st.st_mtime;
  (* subdirectories, links, renames *)
  List.iter (UnixLabels.mkdir ~perm:0o700) [ in_dir "sub"; in_dir "sub2" ];
  Printf.printf "sub perm %o\n" (UnixLabels.stat (in_dir "sub")).st_perm;
  (* no positional argument follows ?to_dir: applied to ~src and ~dst only, symlink waits for it *)
  let make_link = UnixLabels.symlink ~src:"a.txt" ~dst:(in_dir "slink") in
  Printf.printf "slink before: %b\n" (Sys.file_exists (in_dir "slink"));
  make_link ~to_dir:false;
  Printf.printf "lstat slink: %s, stat slink: %s, readlink: %s\n"
    (kind (UnixLabels.lstat (in_dir "slink")).st_kind)
    (kind (UnixLabels.stat (in_dir "slink")).st_kind)
    (UnixLabels.readlink (in_dir "slink"));
  UnixLabels.link ?follow:None ~src:f ~dst:(in_dir "hard");
  Printf.printf "hard link nlink %d\n" (UnixLabels.stat f).st_nlink;
  UnixLabels.rename ~dst:(in_dir "sub/c.txt") ~src:g;
  Printf.printf "listing: %s\n" (String.concat " " (listing dir));
  Printf.printf "sub listing: %s\n" (String.concat " " (listing (in_dir "sub")));
  report "rmdir non-empty" (fun () -> UnixLabels.rmdir (in_dir "sub"));
  report "unlink directory" (fun () -> UnixLabels.unlink (in_dir "sub"));
  report "rename to non-empty dir" (fun () -> UnixLabels.rename ~src:(in_dir "sub2") ~dst:(in_dir "sub"));
  UnixLabels.truncate f ~len:5;
  Printf.printf "truncated size %d, through the hard link %d\n" (UnixLabels.stat f).st_size
    (UnixLabels.stat (in_dir "hard")).st_size;
  (* clean up *)
  List.iter UnixLabels.unlink [ in_dir "sub/c.txt"; in_dir "slink"; in_dir "hard"; f ];
  List.iter UnixLabels.rmdir [ in_dir "sub"; in_dir "sub2" ];
  Printf.printf "listing: [%s]\n" (String.concat " " (listing dir));
  UnixLabels.rmdir dir;
  Printf.printf "removed: %b\n" (not (Sys.file_exists dir))
