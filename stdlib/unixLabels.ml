(* UnixLabels: Unix with labelled arguments. Everything is Unix's (its types, its exception
   Unix_error, the values whose types have no label), and the functions with labels call Unix's
   (map_file is left out, as in Unix). link, dup2, symlink, socket and socketpair keep OCaml's
   types, where no positional argument follows the optional one, hence their [@@warning "-16"]. *)

include Unix

let execv ~prog ~args = Unix.execv prog args
let execve ~prog ~args ~env = Unix.execve prog args env
let execvp ~prog ~args = Unix.execvp prog args
let execvpe ~prog ~args ~env = Unix.execvpe prog args env
let waitpid ~mode x1 = Unix.waitpid mode x1
let openfile x0 ~mode ~perm = Unix.openfile x0 mode perm
let read x0 ~buf ~pos ~len = Unix.read x0 buf pos len
let write x0 ~buf ~pos ~len = Unix.write x0 buf pos len
let single_write x0 ~buf ~pos ~len = Unix.single_write x0 buf pos len
let write_substring x0 ~buf ~pos ~len = Unix.write_substring x0 buf pos len
let single_write_substring x0 ~buf ~pos ~len = Unix.single_write_substring x0 buf pos len
let lseek x0 x1 ~mode = Unix.lseek x0 x1 mode
let truncate x0 ~len = Unix.truncate x0 len
let ftruncate x0 ~len = Unix.ftruncate x0 len
let rename ~src ~dst = Unix.rename src dst
let link ?follow ~src ~dst = Unix.link ?follow src dst [@@warning "-16"]
let chmod x0 ~perm = Unix.chmod x0 perm
let fchmod x0 ~perm = Unix.fchmod x0 perm
let chown x0 ~uid ~gid = Unix.chown x0 uid gid
let fchown x0 ~uid ~gid = Unix.fchown x0 uid gid
let access x0 ~perm = Unix.access x0 perm
let dup ?cloexec x1 = Unix.dup ?cloexec x1
let dup2 ?cloexec ~src ~dst = Unix.dup2 ?cloexec src dst [@@warning "-16"]
let mkdir x0 ~perm = Unix.mkdir x0 perm
let pipe ?cloexec x1 = Unix.pipe ?cloexec x1
let mkfifo x0 ~perm = Unix.mkfifo x0 perm
let create_process ~prog ~args ~stdin ~stdout ~stderr =
  Unix.create_process prog args stdin stdout stderr
let create_process_env ~prog ~args ~env ~stdin ~stdout ~stderr =
  Unix.create_process_env prog args env stdin stdout stderr
let open_process_full x0 ~env = Unix.open_process_full x0 env
let symlink ?to_dir ~src ~dst = Unix.symlink ?to_dir src dst [@@warning "-16"]
let select ~read ~write ~except ~timeout = Unix.select read write except timeout
let lockf x0 ~mode ~len = Unix.lockf x0 mode len
let kill ~pid ~signal = Unix.kill pid signal
let sigprocmask ~mode x1 = Unix.sigprocmask mode x1
let utimes x0 ~access ~modif = Unix.utimes x0 access modif
let socket ?cloexec ~domain ~kind ~protocol =
  Unix.socket ?cloexec domain kind protocol [@@warning "-16"]
let socketpair ?cloexec ~domain ~kind ~protocol =
  Unix.socketpair ?cloexec domain kind protocol [@@warning "-16"]
let accept ?cloexec x1 = Unix.accept ?cloexec x1
let bind x0 ~addr = Unix.bind x0 addr
let connect x0 ~addr = Unix.connect x0 addr
let listen x0 ~max = Unix.listen x0 max
let shutdown x0 ~mode = Unix.shutdown x0 mode
let recv x0 ~buf ~pos ~len ~mode = Unix.recv x0 buf pos len mode
let recvfrom x0 ~buf ~pos ~len ~mode = Unix.recvfrom x0 buf pos len mode
let send x0 ~buf ~pos ~len ~mode = Unix.send x0 buf pos len mode
let send_substring x0 ~buf ~pos ~len ~mode = Unix.send_substring x0 buf pos len mode
let sendto x0 ~buf ~pos ~len ~mode ~addr = Unix.sendto x0 buf pos len mode addr
let sendto_substring x0 ~buf ~pos ~len ~mode x5 = Unix.sendto_substring x0 buf pos len mode x5
let establish_server x0 ~addr = Unix.establish_server x0 addr
let getservbyname x0 ~protocol = Unix.getservbyname x0 protocol
let getservbyport x0 ~protocol = Unix.getservbyport x0 protocol
let tcsetattr x0 ~mode x2 = Unix.tcsetattr x0 mode x2
let tcsendbreak x0 ~duration = Unix.tcsendbreak x0 duration
let tcflush x0 ~mode = Unix.tcflush x0 mode
let tcflow x0 ~mode = Unix.tcflow x0 mode

module LargeFile = struct
  include Unix.LargeFile

  let lseek x0 x1 ~mode = Unix.LargeFile.lseek x0 x1 mode
  let truncate x0 ~len = Unix.LargeFile.truncate x0 len
  let ftruncate x0 ~len = Unix.LargeFile.ftruncate x0 len
end
