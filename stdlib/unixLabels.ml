(* UnixLabels: Unix with labelled arguments. The types are Unix's, the exception is Unix's
   Unix_error, and each function calls Unix's (map_file is left out, as in Unix). link, dup2,
   symlink, socket and socketpair keep OCaml's types, where no positional argument follows the
   optional one, hence their [@@warning "-16"]. *)

type error = Unix.error =
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

exception Unix_error = Unix.Unix_error

let error_message = Unix.error_message
let handle_unix_error = Unix.handle_unix_error
let environment = Unix.environment
let unsafe_environment = Unix.unsafe_environment
let getenv = Unix.getenv
let unsafe_getenv = Unix.unsafe_getenv
let putenv = Unix.putenv

type process_status = Unix.process_status =
    WEXITED of int
  | WSIGNALED of int
  | WSTOPPED of int

type wait_flag = Unix.wait_flag =
    WNOHANG
  | WUNTRACED

let execv ~prog ~args = Unix.execv prog args
let execve ~prog ~args ~env = Unix.execve prog args env
let execvp ~prog ~args = Unix.execvp prog args
let execvpe ~prog ~args ~env = Unix.execvpe prog args env
let fork = Unix.fork
let wait = Unix.wait
let waitpid ~mode x1 = Unix.waitpid mode x1
let system = Unix.system
let _exit = Unix._exit
let getpid = Unix.getpid
let getppid = Unix.getppid
let nice = Unix.nice

type file_descr = Unix.file_descr

let stdin = Unix.stdin
let stdout = Unix.stdout
let stderr = Unix.stderr

type open_flag = Unix.open_flag =
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

let openfile x0 ~mode ~perm = Unix.openfile x0 mode perm
let close = Unix.close
let fsync = Unix.fsync
let read x0 ~buf ~pos ~len = Unix.read x0 buf pos len
let write x0 ~buf ~pos ~len = Unix.write x0 buf pos len
let single_write x0 ~buf ~pos ~len = Unix.single_write x0 buf pos len
let write_substring x0 ~buf ~pos ~len = Unix.write_substring x0 buf pos len
let single_write_substring x0 ~buf ~pos ~len = Unix.single_write_substring x0 buf pos len
let in_channel_of_descr = Unix.in_channel_of_descr
let out_channel_of_descr = Unix.out_channel_of_descr
let descr_of_in_channel = Unix.descr_of_in_channel
let descr_of_out_channel = Unix.descr_of_out_channel

type seek_command = Unix.seek_command =
    SEEK_SET
  | SEEK_CUR
  | SEEK_END

let lseek x0 x1 ~mode = Unix.lseek x0 x1 mode
let truncate x0 ~len = Unix.truncate x0 len
let ftruncate x0 ~len = Unix.ftruncate x0 len

type file_kind = Unix.file_kind =
    S_REG
  | S_DIR
  | S_CHR
  | S_BLK
  | S_LNK
  | S_FIFO
  | S_SOCK

type stats = Unix.stats =
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

let stat = Unix.stat
let lstat = Unix.lstat
let fstat = Unix.fstat
let isatty = Unix.isatty

module LargeFile = struct
  let lseek x0 x1 ~mode = Unix.LargeFile.lseek x0 x1 mode
  let truncate x0 ~len = Unix.LargeFile.truncate x0 len
  let ftruncate x0 ~len = Unix.LargeFile.ftruncate x0 len

  type stats = Unix.LargeFile.stats =
    { st_dev : int;
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

  let stat = Unix.LargeFile.stat
  let lstat = Unix.LargeFile.lstat
  let fstat = Unix.LargeFile.fstat
end

let unlink = Unix.unlink
let rename ~src ~dst = Unix.rename src dst
let link ?follow ~src ~dst = Unix.link ?follow src dst [@@warning "-16"]
let realpath = Unix.realpath

type access_permission = Unix.access_permission =
    R_OK
  | W_OK
  | X_OK
  | F_OK

let chmod x0 ~perm = Unix.chmod x0 perm
let fchmod x0 ~perm = Unix.fchmod x0 perm
let chown x0 ~uid ~gid = Unix.chown x0 uid gid
let fchown x0 ~uid ~gid = Unix.fchown x0 uid gid
let umask = Unix.umask
let access x0 ~perm = Unix.access x0 perm
let dup ?cloexec x1 = Unix.dup ?cloexec x1
let dup2 ?cloexec ~src ~dst = Unix.dup2 ?cloexec src dst [@@warning "-16"]
let set_nonblock = Unix.set_nonblock
let clear_nonblock = Unix.clear_nonblock
let set_close_on_exec = Unix.set_close_on_exec
let clear_close_on_exec = Unix.clear_close_on_exec
let mkdir x0 ~perm = Unix.mkdir x0 perm
let rmdir = Unix.rmdir
let chdir = Unix.chdir
let getcwd = Unix.getcwd
let chroot = Unix.chroot

type dir_handle = Unix.dir_handle

let opendir = Unix.opendir
let readdir = Unix.readdir
let rewinddir = Unix.rewinddir
let closedir = Unix.closedir
let pipe ?cloexec x1 = Unix.pipe ?cloexec x1
let mkfifo x0 ~perm = Unix.mkfifo x0 perm
let create_process ~prog ~args ~stdin ~stdout ~stderr =
  Unix.create_process prog args stdin stdout stderr
let create_process_env ~prog ~args ~env ~stdin ~stdout ~stderr =
  Unix.create_process_env prog args env stdin stdout stderr
let open_process_in = Unix.open_process_in
let open_process_out = Unix.open_process_out
let open_process = Unix.open_process
let open_process_full x0 ~env = Unix.open_process_full x0 env
let open_process_args_in = Unix.open_process_args_in
let open_process_args_out = Unix.open_process_args_out
let open_process_args = Unix.open_process_args
let open_process_args_full = Unix.open_process_args_full
let process_in_pid = Unix.process_in_pid
let process_out_pid = Unix.process_out_pid
let process_pid = Unix.process_pid
let process_full_pid = Unix.process_full_pid
let close_process_in = Unix.close_process_in
let close_process_out = Unix.close_process_out
let close_process = Unix.close_process
let close_process_full = Unix.close_process_full
let symlink ?to_dir ~src ~dst = Unix.symlink ?to_dir src dst [@@warning "-16"]
let has_symlink = Unix.has_symlink
let readlink = Unix.readlink
let select ~read ~write ~except ~timeout = Unix.select read write except timeout

type lock_command = Unix.lock_command =
    F_ULOCK
  | F_LOCK
  | F_TLOCK
  | F_TEST
  | F_RLOCK
  | F_TRLOCK

let lockf x0 ~mode ~len = Unix.lockf x0 mode len
let kill ~pid ~signal = Unix.kill pid signal

type sigprocmask_command = Unix.sigprocmask_command =
    SIG_SETMASK
  | SIG_BLOCK
  | SIG_UNBLOCK

let sigprocmask ~mode x1 = Unix.sigprocmask mode x1
let sigpending = Unix.sigpending
let sigsuspend = Unix.sigsuspend
let pause = Unix.pause

type process_times = Unix.process_times =
  { tms_utime : float;
    tms_stime : float;
    tms_cutime : float;
    tms_cstime : float;
  }

type tm = Unix.tm =
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

let time = Unix.time
let gettimeofday = Unix.gettimeofday
let gmtime = Unix.gmtime
let localtime = Unix.localtime
let mktime = Unix.mktime
let alarm = Unix.alarm
let sleep = Unix.sleep
let sleepf = Unix.sleepf
let times = Unix.times
let utimes x0 ~access ~modif = Unix.utimes x0 access modif

type interval_timer = Unix.interval_timer =
    ITIMER_REAL
  | ITIMER_VIRTUAL
  | ITIMER_PROF

type interval_timer_status = Unix.interval_timer_status =
  { it_interval : float;
    it_value : float;
  }

let getitimer = Unix.getitimer
let setitimer = Unix.setitimer
let getuid = Unix.getuid
let geteuid = Unix.geteuid
let setuid = Unix.setuid
let getgid = Unix.getgid
let getegid = Unix.getegid
let setgid = Unix.setgid
let getgroups = Unix.getgroups
let setgroups = Unix.setgroups
let initgroups = Unix.initgroups

type passwd_entry = Unix.passwd_entry =
  { pw_name : string;
    pw_passwd : string;
    pw_uid : int;
    pw_gid : int;
    pw_gecos : string;
    pw_dir : string;
    pw_shell : string
  }

type group_entry = Unix.group_entry =
  { gr_name : string;
    gr_passwd : string;
    gr_gid : int;
    gr_mem : string array
  }

let getlogin = Unix.getlogin
let getpwnam = Unix.getpwnam
let getgrnam = Unix.getgrnam
let getpwuid = Unix.getpwuid
let getgrgid = Unix.getgrgid

type inet_addr = Unix.inet_addr

let inet_addr_of_string = Unix.inet_addr_of_string
let string_of_inet_addr = Unix.string_of_inet_addr
let inet_addr_any = Unix.inet_addr_any
let inet_addr_loopback = Unix.inet_addr_loopback
let inet6_addr_any = Unix.inet6_addr_any
let inet6_addr_loopback = Unix.inet6_addr_loopback
let is_inet6_addr = Unix.is_inet6_addr

type socket_domain = Unix.socket_domain =
    PF_UNIX
  | PF_INET
  | PF_INET6

type socket_type = Unix.socket_type =
    SOCK_STREAM
  | SOCK_DGRAM
  | SOCK_RAW
  | SOCK_SEQPACKET

type sockaddr = Unix.sockaddr =
    ADDR_UNIX of string
  | ADDR_INET of inet_addr * int

let socket ?cloexec ~domain ~kind ~protocol =
  Unix.socket ?cloexec domain kind protocol [@@warning "-16"]
let domain_of_sockaddr = Unix.domain_of_sockaddr
let socketpair ?cloexec ~domain ~kind ~protocol =
  Unix.socketpair ?cloexec domain kind protocol [@@warning "-16"]
let accept ?cloexec x1 = Unix.accept ?cloexec x1
let bind x0 ~addr = Unix.bind x0 addr
let connect x0 ~addr = Unix.connect x0 addr
let listen x0 ~max = Unix.listen x0 max

type shutdown_command = Unix.shutdown_command =
    SHUTDOWN_RECEIVE
  | SHUTDOWN_SEND
  | SHUTDOWN_ALL

let shutdown x0 ~mode = Unix.shutdown x0 mode
let getsockname = Unix.getsockname
let getpeername = Unix.getpeername

type msg_flag = Unix.msg_flag =
    MSG_OOB
  | MSG_DONTROUTE
  | MSG_PEEK

let recv x0 ~buf ~pos ~len ~mode = Unix.recv x0 buf pos len mode
let recvfrom x0 ~buf ~pos ~len ~mode = Unix.recvfrom x0 buf pos len mode
let send x0 ~buf ~pos ~len ~mode = Unix.send x0 buf pos len mode
let send_substring x0 ~buf ~pos ~len ~mode = Unix.send_substring x0 buf pos len mode
let sendto x0 ~buf ~pos ~len ~mode ~addr = Unix.sendto x0 buf pos len mode addr
let sendto_substring x0 ~buf ~pos ~len ~mode x5 = Unix.sendto_substring x0 buf pos len mode x5

type socket_bool_option = Unix.socket_bool_option =
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

type socket_int_option = Unix.socket_int_option =
    SO_SNDBUF
  | SO_RCVBUF
  | SO_ERROR
  | SO_TYPE
  | SO_RCVLOWAT
  | SO_SNDLOWAT

type socket_optint_option = Unix.socket_optint_option =
  SO_LINGER

type socket_float_option = Unix.socket_float_option =
    SO_RCVTIMEO
  | SO_SNDTIMEO

let getsockopt = Unix.getsockopt
let setsockopt = Unix.setsockopt
let getsockopt_int = Unix.getsockopt_int
let setsockopt_int = Unix.setsockopt_int
let getsockopt_optint = Unix.getsockopt_optint
let setsockopt_optint = Unix.setsockopt_optint
let getsockopt_float = Unix.getsockopt_float
let setsockopt_float = Unix.setsockopt_float
let getsockopt_error = Unix.getsockopt_error
let open_connection = Unix.open_connection
let shutdown_connection = Unix.shutdown_connection
let establish_server x0 ~addr = Unix.establish_server x0 addr

type host_entry = Unix.host_entry =
  { h_name : string;
    h_aliases : string array;
    h_addrtype : socket_domain;
    h_addr_list : inet_addr array
  }

type protocol_entry = Unix.protocol_entry =
  { p_name : string;
    p_aliases : string array;
    p_proto : int
  }

type service_entry = Unix.service_entry =
  { s_name : string;
    s_aliases : string array;
    s_port : int;
    s_proto : string
  }

let gethostname = Unix.gethostname
let gethostbyname = Unix.gethostbyname
let gethostbyaddr = Unix.gethostbyaddr
let getprotobyname = Unix.getprotobyname
let getprotobynumber = Unix.getprotobynumber
let getservbyname x0 ~protocol = Unix.getservbyname x0 protocol
let getservbyport x0 ~protocol = Unix.getservbyport x0 protocol

type addr_info = Unix.addr_info =
  { ai_family : socket_domain;
    ai_socktype : socket_type;
    ai_protocol : int;
    ai_addr : sockaddr;
    ai_canonname : string
  }

type getaddrinfo_option = Unix.getaddrinfo_option =
    AI_FAMILY of socket_domain
  | AI_SOCKTYPE of socket_type
  | AI_PROTOCOL of int
  | AI_NUMERICHOST
  | AI_CANONNAME
  | AI_PASSIVE

let getaddrinfo = Unix.getaddrinfo

type name_info = Unix.name_info =
  { ni_hostname : string;
    ni_service : string;
  }

type getnameinfo_option = Unix.getnameinfo_option =
    NI_NOFQDN
  | NI_NUMERICHOST
  | NI_NAMEREQD
  | NI_NUMERICSERV
  | NI_DGRAM

let getnameinfo = Unix.getnameinfo

type terminal_io = Unix.terminal_io =
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

let tcgetattr = Unix.tcgetattr

type setattr_when = Unix.setattr_when =
    TCSANOW
  | TCSADRAIN
  | TCSAFLUSH

let tcsetattr x0 ~mode x2 = Unix.tcsetattr x0 mode x2
let tcsendbreak x0 ~duration = Unix.tcsendbreak x0 duration
let tcdrain = Unix.tcdrain

type flush_queue = Unix.flush_queue =
    TCIFLUSH
  | TCOFLUSH
  | TCIOFLUSH

let tcflush x0 ~mode = Unix.tcflush x0 mode

type flow_action = Unix.flow_action =
    TCOOFF
  | TCOON
  | TCIOFF
  | TCION

let tcflow x0 ~mode = Unix.tcflow x0 mode
let setsid = Unix.setsid
