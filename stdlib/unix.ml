(* OCaml's Unix library (unix.cma) for what the host offers: the clock, the environment, the
   process's identity, files, directories and file descriptors, through the runtime's [unix_*]
   primitives (runtime/unix.ts), which raise [Unix_error] as OCaml's do. The rest of OCaml
   4.13's interface is here so that programs type-check, and raises js_of_ocaml's
   [Failure "unix_NAME not implemented"] when called (processes, signals, sockets, terminals,
   users and groups). A file descriptor is the host's number; an Internet address is its 4 or
   16 bytes, as in OCaml. *)

type error =
    E2BIG
  | EACCES
  | EAGAIN
  | EBADF
  | EBUSY
  | ECHILD
  | EDEADLK
  | EDOM
  | EEXIST
  | EFAULT
  | EFBIG
  | EINTR
  | EINVAL
  | EIO
  | EISDIR
  | EMFILE
  | EMLINK
  | ENAMETOOLONG
  | ENFILE
  | ENODEV
  | ENOENT
  | ENOEXEC
  | ENOLCK
  | ENOMEM
  | ENOSPC
  | ENOSYS
  | ENOTDIR
  | ENOTEMPTY
  | ENOTTY
  | ENXIO
  | EPERM
  | EPIPE
  | ERANGE
  | EROFS
  | ESPIPE
  | ESRCH
  | EXDEV
  | EWOULDBLOCK
  | EINPROGRESS
  | EALREADY
  | ENOTSOCK
  | EDESTADDRREQ
  | EMSGSIZE
  | EPROTOTYPE
  | ENOPROTOOPT
  | EPROTONOSUPPORT
  | ESOCKTNOSUPPORT
  | EOPNOTSUPP
  | EPFNOSUPPORT
  | EAFNOSUPPORT
  | EADDRINUSE
  | EADDRNOTAVAIL
  | ENETDOWN
  | ENETUNREACH
  | ENETRESET
  | ECONNABORTED
  | ECONNRESET
  | ENOBUFS
  | EISCONN
  | ENOTCONN
  | ESHUTDOWN
  | ETOOMANYREFS
  | ETIMEDOUT
  | ECONNREFUSED
  | EHOSTDOWN
  | EHOSTUNREACH
  | ELOOP
  | EOVERFLOW

  | EUNKNOWNERR of int

exception Unix_error of error * string * string

external error_message : error -> string = "unix_error_message"

let () =
  Callback.register_exception "Unix.Unix_error" (Unix_error (E2BIG, "", ""));
  Printexc.register_printer (function
    | Unix_error (e, s, s') ->
        let msg =
          match e with
          | E2BIG -> "E2BIG" | EACCES -> "EACCES" | EAGAIN -> "EAGAIN" | EBADF -> "EBADF"
          | EBUSY -> "EBUSY" | ECHILD -> "ECHILD" | EDEADLK -> "EDEADLK" | EDOM -> "EDOM"
          | EEXIST -> "EEXIST" | EFAULT -> "EFAULT" | EFBIG -> "EFBIG" | EINTR -> "EINTR"
          | EINVAL -> "EINVAL" | EIO -> "EIO" | EISDIR -> "EISDIR" | EMFILE -> "EMFILE"
          | EMLINK -> "EMLINK" | ENAMETOOLONG -> "ENAMETOOLONG" | ENFILE -> "ENFILE"
          | ENODEV -> "ENODEV" | ENOENT -> "ENOENT" | ENOEXEC -> "ENOEXEC" | ENOLCK -> "ENOLCK"
          | ENOMEM -> "ENOMEM" | ENOSPC -> "ENOSPC" | ENOSYS -> "ENOSYS" | ENOTDIR -> "ENOTDIR"
          | ENOTEMPTY -> "ENOTEMPTY" | ENOTTY -> "ENOTTY" | ENXIO -> "ENXIO" | EPERM -> "EPERM"
          | EPIPE -> "EPIPE" | ERANGE -> "ERANGE" | EROFS -> "EROFS" | ESPIPE -> "ESPIPE"
          | ESRCH -> "ESRCH" | EXDEV -> "EXDEV" | EWOULDBLOCK -> "EWOULDBLOCK"
          | EINPROGRESS -> "EINPROGRESS" | EALREADY -> "EALREADY" | ENOTSOCK -> "ENOTSOCK"
          | EDESTADDRREQ -> "EDESTADDRREQ" | EMSGSIZE -> "EMSGSIZE" | EPROTOTYPE -> "EPROTOTYPE"
          | ENOPROTOOPT -> "ENOPROTOOPT" | EPROTONOSUPPORT -> "EPROTONOSUPPORT"
          | ESOCKTNOSUPPORT -> "ESOCKTNOSUPPORT" | EOPNOTSUPP -> "EOPNOTSUPP"
          | EPFNOSUPPORT -> "EPFNOSUPPORT" | EAFNOSUPPORT -> "EAFNOSUPPORT"
          | EADDRINUSE -> "EADDRINUSE" | EADDRNOTAVAIL -> "EADDRNOTAVAIL" | ENETDOWN -> "ENETDOWN"
          | ENETUNREACH -> "ENETUNREACH" | ENETRESET -> "ENETRESET"
          | ECONNABORTED -> "ECONNABORTED" | ECONNRESET -> "ECONNRESET" | ENOBUFS -> "ENOBUFS"
          | EISCONN -> "EISCONN" | ENOTCONN -> "ENOTCONN" | ESHUTDOWN -> "ESHUTDOWN"
          | ETOOMANYREFS -> "ETOOMANYREFS" | ETIMEDOUT -> "ETIMEDOUT"
          | ECONNREFUSED -> "ECONNREFUSED" | EHOSTDOWN -> "EHOSTDOWN"
          | EHOSTUNREACH -> "EHOSTUNREACH" | ELOOP -> "ELOOP" | EOVERFLOW -> "EOVERFLOW"
          | EUNKNOWNERR x -> "EUNKNOWNERR " ^ string_of_int x
        in
        let quote s = "\"" ^ String.escaped s ^ "\"" in
        Some ("Unix.Unix_error(Unix." ^ msg ^ ", " ^ quote s ^ ", " ^ quote s' ^ ")")
    | _ -> None)

let handle_unix_error f arg =
  try f arg
  with Unix_error (err, fun_name, arg) ->
    prerr_string Sys.argv.(0);
    prerr_string ": \"";
    prerr_string fun_name;
    prerr_string "\" failed";
    if String.length arg > 0 then begin
      prerr_string " on \"";
      prerr_string arg;
      prerr_string "\""
    end;
    prerr_string ": ";
    prerr_endline (error_message err);
    exit 2

external environment : unit -> string array = "unix_environment"

external unsafe_environment : unit -> string array = "unix_environment"

external getenv : string -> string = "caml_sys_getenv"

external unsafe_getenv : string -> string = "caml_sys_getenv"

external putenv : string -> string -> unit = "unix_putenv"

type process_status =
    WEXITED of int

  | WSIGNALED of int

  | WSTOPPED of int

type wait_flag =
    WNOHANG
  | WUNTRACED

let execv _ _ = failwith "unix_execv not implemented"

let execve _ _ _ = failwith "unix_execve not implemented"

let execvp _ _ = failwith "unix_execvp not implemented"

let execvpe _ _ _ = failwith "unix_execvpe not implemented"

let fork _ = failwith "unix_fork not implemented"

let wait _ = failwith "unix_wait not implemented"

let waitpid _ _ = failwith "unix_waitpid not implemented"

let system _ = failwith "unix_system not implemented"

external _exit : int -> 'a = "caml_sys_exit"

external getpid : unit -> int = "unix_getpid"

external getppid : unit -> int = "unix_getppid"

let nice _ = failwith "unix_nice not implemented"

type file_descr = int

let stdin = 0

let stdout = 1

let stderr = 2

type open_flag =
    O_RDONLY
  | O_WRONLY
  | O_RDWR
  | O_NONBLOCK
  | O_APPEND
  | O_CREAT
  | O_TRUNC
  | O_EXCL
  | O_NOCTTY
  | O_DSYNC
  | O_SYNC
  | O_RSYNC
  | O_SHARE_DELETE
  | O_CLOEXEC
  | O_KEEPEXEC

type file_perm = int

external openfile : string -> open_flag list -> file_perm -> file_descr = "unix_open"

external close : file_descr -> unit = "unix_close"

external fsync : file_descr -> unit = "unix_fsync"

external unsafe_read : file_descr -> bytes -> int -> int -> int = "unix_read"
let read fd buf ofs len =
  if ofs < 0 || len < 0 || ofs > Bytes.length buf - len then invalid_arg "Unix.read"
  else unsafe_read fd buf ofs len

external unsafe_write : file_descr -> bytes -> int -> int -> int = "unix_write"
let write fd buf ofs len =
  if ofs < 0 || len < 0 || ofs > Bytes.length buf - len then invalid_arg "Unix.write"
  else unsafe_write fd buf ofs len

external unsafe_single_write : file_descr -> bytes -> int -> int -> int = "unix_single_write"
let single_write fd buf ofs len =
  if ofs < 0 || len < 0 || ofs > Bytes.length buf - len then invalid_arg "Unix.single_write"
  else unsafe_single_write fd buf ofs len

let write_substring fd buf ofs len = write fd (Bytes.unsafe_of_string buf) ofs len

let single_write_substring fd buf ofs len = single_write fd (Bytes.unsafe_of_string buf) ofs len

external in_channel_of_descr : file_descr -> in_channel = "caml_ml_open_descriptor_in"

external out_channel_of_descr : file_descr -> out_channel = "caml_ml_open_descriptor_out"

external descr_of_in_channel : in_channel -> file_descr = "caml_channel_descriptor"

external descr_of_out_channel : out_channel -> file_descr = "caml_channel_descriptor"

type seek_command =
    SEEK_SET
  | SEEK_CUR
  | SEEK_END

external lseek : file_descr -> int -> seek_command -> int = "unix_lseek"

external truncate : string -> int -> unit = "unix_truncate"

external ftruncate : file_descr -> int -> unit = "unix_ftruncate"

type file_kind =
    S_REG
  | S_DIR
  | S_CHR
  | S_BLK
  | S_LNK
  | S_FIFO
  | S_SOCK

type stats =
  { st_dev : int;
    st_ino : int;
    st_kind : file_kind;
    st_perm : file_perm;
    st_nlink : int;
    st_uid : int;
    st_gid : int;
    st_rdev : int;
    st_size : int;
    st_atime : float;
    st_mtime : float;
    st_ctime : float;
  }

external stat : string -> stats = "unix_stat"

external lstat : string -> stats = "unix_lstat"

external fstat : file_descr -> stats = "unix_fstat"

external isatty : file_descr -> bool = "unix_isatty"

module LargeFile = struct
  external lseek : file_descr -> int64 -> seek_command -> int64 = "unix_lseek_64"
  external truncate : string -> int64 -> unit = "unix_truncate_64"
  external ftruncate : file_descr -> int64 -> unit = "unix_ftruncate_64"

  type stats = {
    st_dev : int;
    st_ino : int;
    st_kind : file_kind;
    st_perm : file_perm;
    st_nlink : int;
    st_uid : int;
    st_gid : int;
    st_rdev : int;
    st_size : int64;
    st_atime : float;
    st_mtime : float;
    st_ctime : float;
  }

  external stat : string -> stats = "unix_stat_64"
  external lstat : string -> stats = "unix_lstat_64"
  external fstat : file_descr -> stats = "unix_fstat_64"
end

external unlink : string -> unit = "unix_unlink"

external rename : string -> string -> unit = "unix_rename"

external unix_link : bool option -> string -> string -> unit = "unix_link"
let link ?follow src dst = unix_link follow src dst

external realpath : string -> string = "unix_realpath"

type access_permission =
    R_OK
  | W_OK
  | X_OK
  | F_OK

external chmod : string -> file_perm -> unit = "unix_chmod"

external fchmod : file_descr -> file_perm -> unit = "unix_fchmod"

let chown _ _ _ = failwith "unix_chown not implemented"

let fchown _ _ _ = failwith "unix_fchown not implemented"

external umask : int -> int = "unix_umask"

external access : string -> access_permission list -> unit = "unix_access"

let dup ?cloexec:_ _ = failwith "unix_dup not implemented"

let dup2 ?cloexec:_ _ _ = failwith "unix_dup2 not implemented"

let set_nonblock _ = failwith "unix_set_nonblock not implemented"

let clear_nonblock _ = failwith "unix_clear_nonblock not implemented"

let set_close_on_exec _ = failwith "unix_set_close_on_exec not implemented"

let clear_close_on_exec _ = failwith "unix_clear_close_on_exec not implemented"

external mkdir : string -> file_perm -> unit = "unix_mkdir"

external rmdir : string -> unit = "unix_rmdir"

external chdir : string -> unit = "unix_chdir"

external getcwd : unit -> string = "unix_getcwd"

let chroot _ = failwith "unix_chroot not implemented"

type dir_handle

external opendir : string -> dir_handle = "unix_opendir"

external readdir : dir_handle -> string = "unix_readdir"

external rewinddir : dir_handle -> unit = "unix_rewinddir"

external closedir : dir_handle -> unit = "unix_closedir"

let pipe ?cloexec:_ _ = failwith "unix_pipe not implemented"

let mkfifo _ _ = failwith "unix_mkfifo not implemented"

let create_process _ _ _ _ _ = failwith "unix_create_process not implemented"

let create_process_env _ _ _ _ _ _ = failwith "unix_create_process_env not implemented"

let open_process_in _ = failwith "unix_open_process_in not implemented"

let open_process_out _ = failwith "unix_open_process_out not implemented"

let open_process _ = failwith "unix_open_process not implemented"

let open_process_full _ _ = failwith "unix_open_process_full not implemented"

let open_process_args_in _ _ = failwith "unix_open_process_args_in not implemented"

let open_process_args_out _ _ = failwith "unix_open_process_args_out not implemented"

let open_process_args _ _ = failwith "unix_open_process_args not implemented"

let open_process_args_full _ _ _ = failwith "unix_open_process_args_full not implemented"

let process_in_pid _ = failwith "unix_process_in_pid not implemented"

let process_out_pid _ = failwith "unix_process_out_pid not implemented"

let process_pid _ = failwith "unix_process_pid not implemented"

let process_full_pid _ = failwith "unix_process_full_pid not implemented"

let close_process_in _ = failwith "unix_close_process_in not implemented"

let close_process_out _ = failwith "unix_close_process_out not implemented"

let close_process _ = failwith "unix_close_process not implemented"

let close_process_full _ = failwith "unix_close_process_full not implemented"

external unix_symlink : bool option -> string -> string -> unit = "unix_symlink"
let symlink ?to_dir src dst = unix_symlink to_dir src dst

let has_symlink () = true

external readlink : string -> string = "unix_readlink"

let select _ _ _ _ = failwith "unix_select not implemented"

type lock_command =
    F_ULOCK
  | F_LOCK
  | F_TLOCK
  | F_TEST
  | F_RLOCK
  | F_TRLOCK

let lockf _ _ _ = failwith "unix_lockf not implemented"

let kill _ _ = failwith "unix_kill not implemented"

type sigprocmask_command =
    SIG_SETMASK
  | SIG_BLOCK
  | SIG_UNBLOCK

let sigprocmask _ _ = failwith "unix_sigprocmask not implemented"

let sigpending _ = failwith "unix_sigpending not implemented"

let sigsuspend _ = failwith "unix_sigsuspend not implemented"

let pause _ = failwith "unix_pause not implemented"

type process_times =
  { tms_utime : float;
    tms_stime : float;
    tms_cutime : float;
    tms_cstime : float;
  }

type tm =
  { tm_sec : int;
    tm_min : int;
    tm_hour : int;
    tm_mday : int;
    tm_mon : int;
    tm_year : int;
    tm_wday : int;
    tm_yday : int;
    tm_isdst : bool;
  }

external time : unit -> float = "unix_time"

external gettimeofday : unit -> float = "unix_gettimeofday"

external gmtime : float -> tm = "unix_gmtime"

external localtime : float -> tm = "unix_localtime"

external mktime : tm -> float * tm = "unix_mktime"

let alarm _ = failwith "unix_alarm not implemented"

external sleepf : float -> unit = "unix_sleep"
let sleep n = sleepf (float_of_int n)

external times : unit -> process_times = "unix_times"

external utimes : string -> float -> float -> unit = "unix_utimes"

type interval_timer =
    ITIMER_REAL

  | ITIMER_VIRTUAL

  | ITIMER_PROF

type interval_timer_status =
  { it_interval : float;
    it_value : float;
  }

let getitimer _ = failwith "unix_getitimer not implemented"

let setitimer _ _ = failwith "unix_setitimer not implemented"

external getuid : unit -> int = "unix_getuid"

external geteuid : unit -> int = "unix_geteuid"

let setuid _ = failwith "unix_setuid not implemented"

external getgid : unit -> int = "unix_getgid"

external getegid : unit -> int = "unix_getegid"

let setgid _ = failwith "unix_setgid not implemented"

external getgroups : unit -> int array = "unix_getgroups"

let setgroups _ = failwith "unix_setgroups not implemented"

let initgroups _ _ = failwith "unix_initgroups not implemented"

type passwd_entry =
  { pw_name : string;
    pw_passwd : string;
    pw_uid : int;
    pw_gid : int;
    pw_gecos : string;
    pw_dir : string;
    pw_shell : string
  }

type group_entry =
  { gr_name : string;
    gr_passwd : string;
    gr_gid : int;
    gr_mem : string array
  }

let getlogin _ = failwith "unix_getlogin not implemented"

let getpwnam _ = failwith "unix_getpwnam not implemented"

let getgrnam _ = failwith "unix_getgrnam not implemented"

let getpwuid _ = failwith "unix_getpwuid not implemented"

let getgrgid _ = failwith "unix_getgrgid not implemented"

type inet_addr = string

(* inet_pton's syntax: IPv4 dotted quads (four decimal numbers up to 255, without leading zeros),
   else IPv6 (groups of up to four hexadecimal digits, one "::", a dotted quad at the end). *)
let parse_ipv4 s =
  let parts = String.split_on_char '.' s in
  let byte p =
    let n = String.length p in
    if n = 0 || n > 3 || (n > 1 && p.[0] = '0') then None
    else if String.exists (fun c -> c < '0' || c > '9') p then None
    else
      let v = int_of_string p in
      if v > 255 then None else Some (Char.chr v)
  in
  match List.map byte parts with
  | [ Some a; Some b; Some c; Some d ] -> Some (String.init 4 (fun i -> List.nth [ a; b; c; d ] i))
  | _ -> None

let parse_ipv6 s =
  let hex_group g =
    let n = String.length g in
    if n = 0 || n > 4 then None
    else if String.exists (fun c -> not (('0' <= c && c <= '9') || ('a' <= c && c <= 'f') || ('A' <= c && c <= 'F'))) g then None
    else Some (int_of_string ("0x" ^ g))
  in
  (* the groups of one side of "::", a dotted quad allowed last *)
  let groups side ~last =
    if side = "" then Some []
    else
      let parts = String.split_on_char ':' side in
      let rec go = function
        | [] -> Some []
        | [ p ] when last && String.contains p '.' -> (
            match parse_ipv4 p with
            | Some q -> Some [ (Char.code q.[0] lsl 8) lor Char.code q.[1]; (Char.code q.[2] lsl 8) lor Char.code q.[3] ]
            | None -> None)
        | p :: rest -> (
            match hex_group p, go rest with Some v, Some r -> Some (v :: r) | _ -> None)
      in
      go parts
  in
  let find_double s =
    let n = String.length s in
    let rec look i = if i + 1 >= n then None else if s.[i] = ':' && s.[i + 1] = ':' then Some i else look (i + 1) in
    look 0
  in
  let words =
    match find_double s with
    | None -> (match groups s ~last:true with Some g when List.length g = 8 -> Some g | _ -> None)
    | Some i -> (
        let left = String.sub s 0 i and right = String.sub s (i + 2) (String.length s - i - 2) in
        if find_double right <> None then None
        else
          match groups left ~last:false, groups right ~last:true with
          | Some l, Some r when List.length l + List.length r <= 7 ->
              Some (l @ List.init (8 - List.length l - List.length r) (fun _ -> 0) @ r)
          | _ -> None)
  in
  match words with
  | None -> None
  | Some w ->
      let a = Array.of_list w in
      Some (String.init 16 (fun i -> Char.chr (if i land 1 = 0 then a.(i / 2) lsr 8 else a.(i / 2) land 0xff)))

let inet_addr_of_string s =
  match parse_ipv4 s with
  | Some a -> a
  | None -> (match parse_ipv6 s with Some a -> a | None -> failwith "inet_addr_of_string")

(* inet_ntop's text: the longest run of two or more zero groups (the first of equal ones)
   written "::", and an IPv4-compatible or -mapped address's last 32 bits as a dotted quad. *)
let string_of_inet_addr a =
  let quad i =
    String.concat "." (List.map (fun k -> string_of_int (Char.code a.[i + k])) [ 0; 1; 2; 3 ])
  in
  if String.length a = 4 then quad 0
  else begin
    let w = Array.init 8 (fun i -> (Char.code a.[2 * i] lsl 8) lor Char.code a.[2 * i + 1]) in
    let best = ref (-1) and best_len = ref 0 and cur = ref (-1) and cur_len = ref 0 in
    for i = 0 to 7 do
      if w.(i) = 0 then begin
        if !cur < 0 then (cur := i; cur_len := 1) else incr cur_len;
        if !cur_len > !best_len then (best := !cur; best_len := !cur_len)
      end
      else cur := -1
    done;
    if !best_len < 2 then best := -1;
    let b = Buffer.create 40 in
    let i = ref 0 in
    let stop = ref false in
    while not !stop && !i < 8 do
      if !i = !best then begin
        Buffer.add_char b ':';
        i := !i + !best_len;
        if !i = 8 then Buffer.add_char b ':'
      end
      else begin
        if !i > 0 then Buffer.add_char b ':';
        if !i = 6 && !best = 0 && (!best_len = 6 || (!best_len = 5 && w.(5) = 0xffff)) then begin
          Buffer.add_string b (quad 12);
          stop := true
        end
        else begin
          let rec hex n = if n >= 16 then hex (n lsr 4); Buffer.add_char b "0123456789abcdef".[n land 15] in
          hex w.(!i);
          incr i
        end
      end
    done;
    Buffer.contents b
  end

let inet_addr_any = "\000\000\000\000"

let inet_addr_loopback = "\127\000\000\001"

let inet6_addr_any = String.make 16 '\000'

let inet6_addr_loopback = String.make 15 '\000' ^ "\001"

let is_inet6_addr s = String.length s = 16

type socket_domain =
    PF_UNIX
  | PF_INET
  | PF_INET6

type socket_type =
    SOCK_STREAM
  | SOCK_DGRAM
  | SOCK_RAW
  | SOCK_SEQPACKET

type sockaddr =
    ADDR_UNIX of string
  | ADDR_INET of inet_addr * int

let socket ?cloexec:_ _ _ _ = failwith "unix_socket not implemented"

let domain_of_sockaddr = function
  | ADDR_UNIX _ -> PF_UNIX
  | ADDR_INET (a, _) -> if is_inet6_addr a then PF_INET6 else PF_INET

let socketpair ?cloexec:_ _ _ _ = failwith "unix_socketpair not implemented"

let accept ?cloexec:_ _ = failwith "unix_accept not implemented"

let bind _ _ = failwith "unix_bind not implemented"

let connect _ _ = failwith "unix_connect not implemented"

let listen _ _ = failwith "unix_listen not implemented"

type shutdown_command =
    SHUTDOWN_RECEIVE
  | SHUTDOWN_SEND
  | SHUTDOWN_ALL

let shutdown _ _ = failwith "unix_shutdown not implemented"

let getsockname _ = failwith "unix_getsockname not implemented"

let getpeername _ = failwith "unix_getpeername not implemented"

type msg_flag =
    MSG_OOB
  | MSG_DONTROUTE
  | MSG_PEEK

let recv _ _ _ _ _ = failwith "unix_recv not implemented"

let recvfrom _ _ _ _ _ = failwith "unix_recvfrom not implemented"

let send _ _ _ _ _ = failwith "unix_send not implemented"

let send_substring _ _ _ _ _ = failwith "unix_send_substring not implemented"

let sendto _ _ _ _ _ _ = failwith "unix_sendto not implemented"

let sendto_substring _ _ _ _ _ _ = failwith "unix_sendto_substring not implemented"

type socket_bool_option =
    SO_DEBUG
  | SO_BROADCAST
  | SO_REUSEADDR
  | SO_KEEPALIVE
  | SO_DONTROUTE
  | SO_OOBINLINE
  | SO_ACCEPTCONN
  | TCP_NODELAY
  | IPV6_ONLY
  | SO_REUSEPORT

type socket_int_option =
    SO_SNDBUF
  | SO_RCVBUF
  | SO_ERROR
  | SO_TYPE
  | SO_RCVLOWAT
  | SO_SNDLOWAT

type socket_optint_option =
  SO_LINGER

type socket_float_option =
    SO_RCVTIMEO
  | SO_SNDTIMEO

let getsockopt _ _ = failwith "unix_getsockopt not implemented"

let setsockopt _ _ _ = failwith "unix_setsockopt not implemented"

let getsockopt_int _ _ = failwith "unix_getsockopt_int not implemented"

let setsockopt_int _ _ _ = failwith "unix_setsockopt_int not implemented"

let getsockopt_optint _ _ = failwith "unix_getsockopt_optint not implemented"

let setsockopt_optint _ _ _ = failwith "unix_setsockopt_optint not implemented"

let getsockopt_float _ _ = failwith "unix_getsockopt_float not implemented"

let setsockopt_float _ _ _ = failwith "unix_setsockopt_float not implemented"

let getsockopt_error _ = failwith "unix_getsockopt_error not implemented"

let open_connection _ = failwith "unix_open_connection not implemented"

let shutdown_connection _ = failwith "unix_shutdown_connection not implemented"

let establish_server _ _ = failwith "unix_establish_server not implemented"

type host_entry =
  { h_name : string;
    h_aliases : string array;
    h_addrtype : socket_domain;
    h_addr_list : inet_addr array
  }

type protocol_entry =
  { p_name : string;
    p_aliases : string array;
    p_proto : int
  }

type service_entry =
  { s_name : string;
    s_aliases : string array;
    s_port : int;
    s_proto : string
  }

external gethostname : unit -> string = "unix_gethostname"

let gethostbyname _ = failwith "unix_gethostbyname not implemented"

let gethostbyaddr _ = failwith "unix_gethostbyaddr not implemented"

let getprotobyname _ = failwith "unix_getprotobyname not implemented"

let getprotobynumber _ = failwith "unix_getprotobynumber not implemented"

let getservbyname _ _ = failwith "unix_getservbyname not implemented"

let getservbyport _ _ = failwith "unix_getservbyport not implemented"

type addr_info =
  { ai_family : socket_domain;
    ai_socktype : socket_type;
    ai_protocol : int;
    ai_addr : sockaddr;
    ai_canonname : string
  }

type getaddrinfo_option =
    AI_FAMILY of socket_domain
  | AI_SOCKTYPE of socket_type
  | AI_PROTOCOL of int
  | AI_NUMERICHOST
  | AI_CANONNAME
  | AI_PASSIVE

let getaddrinfo _ _ _ = failwith "unix_getaddrinfo not implemented"

type name_info =
  { ni_hostname : string;
    ni_service : string;
  }

type getnameinfo_option =
    NI_NOFQDN
  | NI_NUMERICHOST
  | NI_NAMEREQD
  | NI_NUMERICSERV
  | NI_DGRAM

let getnameinfo _ _ = failwith "unix_getnameinfo not implemented"

type terminal_io =
  {

    mutable c_ignbrk : bool;
    mutable c_brkint : bool;
    mutable c_ignpar : bool;
    mutable c_parmrk : bool;
    mutable c_inpck : bool;
    mutable c_istrip : bool;
    mutable c_inlcr : bool;
    mutable c_igncr : bool;
    mutable c_icrnl : bool;
    mutable c_ixon : bool;
    mutable c_ixoff : bool;

    mutable c_opost : bool;

    mutable c_obaud : int;
    mutable c_ibaud : int;
    mutable c_csize : int;
    mutable c_cstopb : int;
    mutable c_cread : bool;
    mutable c_parenb : bool;
    mutable c_parodd : bool;
    mutable c_hupcl : bool;
    mutable c_clocal : bool;

    mutable c_isig : bool;
    mutable c_icanon : bool;
    mutable c_noflsh : bool;
    mutable c_echo : bool;
    mutable c_echoe : bool;
    mutable c_echok : bool;
    mutable c_echonl : bool;

    mutable c_vintr : char;
    mutable c_vquit : char;
    mutable c_verase : char;
    mutable c_vkill : char;
    mutable c_veof : char;
    mutable c_veol : char;
    mutable c_vmin : int;
    mutable c_vtime : int;
    mutable c_vstart : char;
    mutable c_vstop : char;
  }

let tcgetattr _ = failwith "unix_tcgetattr not implemented"

type setattr_when =
    TCSANOW
  | TCSADRAIN
  | TCSAFLUSH

let tcsetattr _ _ _ = failwith "unix_tcsetattr not implemented"

let tcsendbreak _ _ = failwith "unix_tcsendbreak not implemented"

let tcdrain _ = failwith "unix_tcdrain not implemented"

type flush_queue =
    TCIFLUSH
  | TCOFLUSH
  | TCIOFLUSH

let tcflush _ _ = failwith "unix_tcflush not implemented"

type flow_action =
    TCOOFF
  | TCOON
  | TCIOFF
  | TCION

let tcflow _ _ = failwith "unix_tcflow not implemented"

let setsid _ = failwith "unix_setsid not implemented"
