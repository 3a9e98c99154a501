// Makes tests/examples/counter.expected from js_of_ocaml's build of the counter example:
//   ocamlfind ocamlc -package js_of_ocaml -linkpkg examples/counter/counter.ml -o /tmp/counter.byte
//   js_of_ocaml /tmp/counter.byte -o /tmp/counter.js
//   node tests/examples/regen.mjs /tmp/counter.js > tests/examples/counter.expected
// (Debian: apt-get install -y ocaml-nox js-of-ocaml libjs-of-ocaml-dev chromium.)
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { counterPage, counterSession } from "./counter_session.mjs";

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true });
try {
  const context = await browser.newContext();
  process.stdout.write(await counterSession(context, counterPage(), { "/counter.js": readFileSync(process.argv[2], "utf8") }));
} finally {
  await browser.close();
}
