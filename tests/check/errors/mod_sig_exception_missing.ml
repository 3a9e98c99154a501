module M : sig exception Empty end = struct
  exception Vacant
end
