// The playground page: the OCaml source, compiled on a worker as it is edited (after a short
// pause) and run on a worker of its own; the output, the IR at each stage (with a diff between
// two), the JavaScript and the inlining report shown beside it. The program and its options are
// kept in the address (`#code=...`), which a link shares.
import { CompilerClient } from "./compiler_client.js";
import { examples } from "./examples.js";
import type { CompileResponse, Level, Stage } from "./protocol.js";
import { renderReport } from "./report_view.js";
import { Runner, type RunEvent } from "./runner.js";
import { stateFromHash, stateToHash, type PageState } from "./url_state.js";
import { revealSpan, setSource, showDiagnostics, sourceEditor, TextView } from "./views.js";

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

const levelSelect = $<HTMLSelectElement>("level");
const flagsInput = $<HTMLInputElement>("flags");
const examplesSelect = $<HTMLSelectElement>("examples");
const runButton = $<HTMLButtonElement>("run");
const stopButton = $<HTMLButtonElement>("stop");
const shareLink = $<HTMLAnchorElement>("share");
const output = $<HTMLPreElement>("output");
const status = $<HTMLSpanElement>("status");
const stageSelect = $<HTMLSelectElement>("stage");
const diffBox = $<HTMLInputElement>("diff");
const diffFrom = $<HTMLSelectElement>("diff-from");
const reportPane = $<HTMLDivElement>("report");

const compiler = new CompilerClient();
const runner = new Runner();
let stages: readonly Stage[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
/** The program's output shown so far; a run writing more than `outputLimit` is stopped. */
let written = 0;
const outputLimit = 1 << 20;

for (const e of examples) examplesSelect.add(new Option(e.label, e.name));

const initial = stateFromHash(location.hash);
const source = sourceEditor($("source"), initial.source ?? examples[0]?.source ?? "", () => schedule(300), () => schedule(0));
levelSelect.value = initial.level ?? "O1";
flagsInput.value = initial.flags ?? "";
// The menu names the example shown, if the program is one.
examplesSelect.value = examples.find((e) => e.source === source.state.doc.toString())?.name ?? "";
const irView = new TextView($("ir"), "none");
const jsView = new TextView($("js"), "javascript");

function pageState(): PageState {
  return { source: source.state.doc.toString(), level: levelSelect.value as Level, flags: flagsInput.value };
}

/** Compiles and runs after `delay` ms without another change. */
function schedule(delay: number): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = undefined;
    void compileAndRun();
  }, delay);
}

/** Output not yet in the page: written in one go a little later, however many pieces come. */
let pending: { text: string; className: string }[] = [];
let pendingTimer: ReturnType<typeof setTimeout> | undefined;

function append(text: string, className: string): void {
  const last = pending.at(-1);
  if (last?.className === className) last.text += text;
  else pending.push({ text, className });
  pendingTimer ??= setTimeout(flushOutput, 20);
}

function flushOutput(): void {
  if (pendingTimer !== undefined) clearTimeout(pendingTimer);
  pendingTimer = undefined;
  for (const { text, className } of pending) {
    const last = output.lastElementChild;
    if (last instanceof HTMLSpanElement && last.className === className && last.firstChild instanceof Text) last.firstChild.appendData(text);
    else {
      const span = document.createElement("span");
      span.className = className;
      span.textContent = text;
      output.append(span);
    }
  }
  pending = [];
  output.scrollTop = output.scrollHeight;
}

function clearOutput(): void {
  pending = [];
  output.replaceChildren();
}

function setStatus(text: string, busy: boolean): void {
  status.textContent = text;
  stopButton.disabled = !busy;
}

async function compileAndRun(): Promise<void> {
  const state = pageState();
  const hash = stateToHash(state);
  history.replaceState(null, "", hash);
  shareLink.href = hash;
  runner.stop();
  setStatus("compiling…", true);
  const response = await compiler.compile(state.source, state.level, state.flags);
  if (response === undefined) return; // superseded, or stopped
  clearOutput();
  if (response.kind === "usage") {
    append(response.message, "stderr");
    setStatus("", false);
    return;
  }
  show(response, state.level);
  if (!response.ok) {
    append("(not run: the program did not compile)\n", "note");
    setStatus(`compiled in ${Math.round(response.ms)} ms`, false);
    return;
  }
  const compiled = `compiled in ${Math.round(response.ms)} ms`;
  written = 0;
  setStatus(`${compiled}, running…`, true);
  runner.run(response.js, (e: RunEvent) => {
    switch (e.kind) {
      case "output":
        written += e.text.length;
        if (written > outputLimit) {
          runner.stop();
          append(`\n[program stopped: it wrote more than ${outputLimit >> 20} MB]\n`, "note");
          setStatus(compiled, false);
          return;
        }
        append(e.text, e.fd === 1 ? "stdout" : "stderr");
        return;
      case "exit":
        append(`\n[exit code ${e.code}]\n`, "note");
        setStatus(`${compiled}, ran in ${Math.round(e.ms)} ms`, false);
        return;
      case "failed":
        append(`\n[the program failed: ${e.message}]\n`, "stderr");
        setStatus(compiled, false);
        return;
    }
  });
}

function show(r: Extract<CompileResponse, { kind: "compiled" }>, level: Level): void {
  if (r.messages !== "") append(r.messages, "diagnostics");
  showDiagnostics(source, r.diagnostics);
  jsView.show(r.js);
  // The runtime comes first; the program's own code from its unit's marker.
  jsView.scrollToLine("// Unit Main");
  renderReport(reportPane, r.report, level, (span) => revealSpan(source, span));
  // Keep the stages chosen when the new compilation has them; otherwise show the last.
  const chosen = stageSelect.value;
  const from = diffFrom.value;
  stages = r.stages;
  stageSelect.replaceChildren(...stages.map((s) => new Option(s.name, s.name)));
  diffFrom.replaceChildren(...stages.map((s) => new Option(s.name, s.name)));
  stageSelect.value = stages.some((s) => s.name === chosen) ? chosen : (stages.at(-1)?.name ?? "");
  const previous = stages[Math.max(0, stages.findIndex((s) => s.name === stageSelect.value) - 1)]?.name ?? "";
  diffFrom.value = stages.some((s) => s.name === from) ? from : previous;
  showStage();
}

function showStage(): void {
  const stage = stages.find((s) => s.name === stageSelect.value);
  const from = stages.find((s) => s.name === diffFrom.value);
  irView.show(stage?.text ?? "", diffBox.checked && from !== undefined ? from.text : undefined);
}

stageSelect.addEventListener("change", showStage);
diffFrom.addEventListener("change", () => {
  diffBox.checked = true;
  showStage();
});
diffBox.addEventListener("change", showStage);
levelSelect.addEventListener("change", () => schedule(0));
flagsInput.addEventListener("change", () => schedule(0));
flagsInput.addEventListener("keydown", (e) => {
  if (e.key === "Enter") schedule(0);
});
runButton.addEventListener("click", () => schedule(0));
stopButton.addEventListener("click", () => {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  const what = compiler.busy ? "compilation" : runner.running ? "program" : undefined;
  compiler.abandon();
  runner.stop();
  if (what !== undefined) append(`\n[${what} stopped]\n`, "note");
  setStatus("stopped", false);
});
shareLink.addEventListener("click", (e) => {
  // The address already holds the program; the link copies it too, where the page may.
  e.preventDefault();
  history.replaceState(null, "", stateToHash(pageState()));
  navigator.clipboard?.writeText(location.href).then(
    () => (status.textContent = "link copied"),
    () => undefined,
  );
});
examplesSelect.addEventListener("change", () => {
  const e = examples.find((x) => x.name === examplesSelect.value);
  if (e !== undefined) setSource(source, e.source);
  schedule(0);
});
window.addEventListener("hashchange", () => {
  const s = stateFromHash(location.hash);
  if (s.source !== undefined && s.source !== source.state.doc.toString()) setSource(source, s.source);
  if (s.level !== undefined) levelSelect.value = s.level;
  if (s.flags !== undefined) flagsInput.value = s.flags;
  schedule(0);
});

for (const tab of document.querySelectorAll<HTMLButtonElement>(".tabs button")) {
  tab.addEventListener("click", () => {
    for (const t of document.querySelectorAll<HTMLButtonElement>(".tabs button")) {
      const selected = t === tab;
      t.setAttribute("aria-selected", String(selected));
      $(`tab-${t.dataset.tab}`).hidden = !selected;
    }
    if (tab.dataset.tab !== "report") (tab.dataset.tab === "js" ? jsView : irView).shown();
  });
}

// For tests and the console: the full text of the panes (the editors show only what is in view).
(globalThis as { flambePlayground?: unknown }).flambePlayground = {
  text(pane: "source" | "ir" | "js"): string {
    return pane === "source" ? source.state.doc.toString() : pane === "ir" ? irView.text : jsView.text;
  },
  stages: (): string[] => stages.map((s) => s.name),
};

schedule(0);
