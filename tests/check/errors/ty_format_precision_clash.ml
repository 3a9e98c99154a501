let f : (float -> unit, out_channel, unit) format = "%5.2d"
