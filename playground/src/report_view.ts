// The inlining report: for each round, each call site whose callee Simplify knew, with its
// decision and the reason; a call site's location is a link that selects it in the source.
import type { RoundReport, Span } from "./protocol.js";

export function renderReport(parent: HTMLElement, rounds: readonly RoundReport[], level: string, reveal: (span: Span) => void): void {
  parent.replaceChildren();
  if (rounds.length === 0) {
    const p = document.createElement("p");
    p.className = "empty";
    p.textContent = level === "O0" ? "-O0 runs no round of Simplify: nothing was inlined." : "No report.";
    parent.append(p);
    return;
  }
  for (const r of rounds) {
    const h = document.createElement("h3");
    h.textContent = `Round ${r.round}`;
    parent.append(h);
    if (r.entries.length === 0) {
      const p = document.createElement("p");
      p.className = "empty";
      p.textContent = "No call to a known function.";
      parent.append(p);
      continue;
    }
    const list = document.createElement("ol");
    for (const e of r.entries) {
      const item = document.createElement("li");
      const where = document.createElement(e.span === undefined ? "span" : "a");
      where.textContent = e.where.replace(/^File "[^"]*", /, "");
      where.title = e.where;
      if (e.span !== undefined) {
        const span = e.span;
        where.setAttribute("href", "#");
        where.addEventListener("click", (ev) => {
          ev.preventDefault();
          reveal(span);
        });
      }
      const callee = document.createElement("span");
      callee.className = "callee";
      callee.textContent = e.callee;
      item.append(where, ": call to ", callee, `: ${e.decision}`);
      list.append(item);
    }
    parent.append(list);
  }
}
