(* Qualified field and constructor access: r.M.f and M.{ ... }. *)
module Geo = struct
  type pos = { lat : float; lon : float }
  type dir = North | South
end
let paris = { Geo.lat = 48.85; lon = 2.35 }
let lat = paris.Geo.lat
let lon = paris.Geo.lon
let local = Geo.{ lat = 0.; lon = 0. }
let north = Geo.North
let flip d = match d with Geo.North -> Geo.South | Geo.South -> Geo.North
let shift p = { p with Geo.lat = p.Geo.lat +. 1. }
