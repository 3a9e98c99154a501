//Provides: digest_stub_md5
//Requires: caml_md5_string
function digest_stub_md5(s, ofs, len) { return caml_md5_string(s, ofs, len); }
