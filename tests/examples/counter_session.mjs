// The session the counter example is tested with, shared by the test (flambe's builds) and by
// regen.mjs (js_of_ocaml's build, which makes the expectation): the page is loaded with the
// program's file, buttons are clicked, and after each click the count and the history list are
// written down, with what the program printed to the console and any error thrown to the page.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const example = join(import.meta.dirname, "..", "..", "examples", "counter");

/** The example's page, its script tag replaced by `script` when given (for an ES module). */
export function counterPage(script) {
  const html = readFileSync(join(example, "index.html"), "utf8");
  return script === undefined ? html : html.replace('<script src="counter.js"></script>', script);
}

/**
 * Runs the session in a new page of `context` (playwright), the page's files served from memory:
 * `files` maps a path (`/counter.js`) to its JavaScript. Returns the transcript.
 */
export async function counterSession(context, html, files) {
  const page = await context.newPage();
  const lines = [];
  page.on("console", (m) => lines.push(`console: ${m.text()}`));
  page.on("pageerror", (e) => lines.push(`error: ${e.message}`));
  try {
    await page.route("http://example.test/**", (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === "/" || path === "/index.html") return route.fulfill({ contentType: "text/html; charset=utf-8", body: html });
      const js = files[path];
      if (js !== undefined) return route.fulfill({ contentType: "text/javascript; charset=utf-8", body: js });
      return route.fulfill({ status: 404, body: "" });
    });
    await page.goto("http://example.test/");
    await page.waitForFunction(() => document.getElementById("count")?.textContent !== "?", undefined, { timeout: 10_000 });
    const state = async (what) => {
      const count = await page.textContent("#count");
      const history = await page.$$eval("#history li", (items) => items.map((i) => i.textContent).join(" | "));
      lines.push(`${what}: count ${count}; history ${history}`);
    };
    await state("loaded");
    for (const button of ["increment", "increment", "increment", "double", "decrement", "reset", "decrement"]) {
      await page.click(`#${button}`);
      await state(button);
    }
    return lines.join("\n") + "\n";
  } finally {
    await page.close();
  }
}
