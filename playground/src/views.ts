// The page's CodeMirror editors: the OCaml source (editable, with the compiler's diagnostics
// underlined) and read-only views of text (the IR, the JavaScript), a view optionally showing
// its text as a diff against another.
import { basicSetup } from "codemirror";
import { EditorSelection, EditorState, type Extension } from "@codemirror/state";
import { EditorView, keymap, lineNumbers } from "@codemirror/view";
import { StreamLanguage, syntaxHighlighting, defaultHighlightStyle, foldGutter } from "@codemirror/language";
import { oCaml } from "@codemirror/legacy-modes/mode/mllike";
import { javascript } from "@codemirror/legacy-modes/mode/javascript";
import { setDiagnostics, type Diagnostic as LintDiagnostic } from "@codemirror/lint";
import { unifiedMergeView } from "@codemirror/merge";
import { spanRange } from "./positions.js";
import type { PlainDiagnostic, Span } from "./protocol.js";

export function sourceEditor(parent: HTMLElement, doc: string, onChange: () => void, onRun: () => void): EditorView {
  return new EditorView({
    parent,
    state: EditorState.create({
      doc,
      extensions: [
        keymap.of([{ key: "Mod-Enter", run: () => (onRun(), true) }]),
        basicSetup,
        StreamLanguage.define(oCaml),
        EditorState.tabSize.of(2),
        EditorView.lineWrapping,
        EditorView.updateListener.of((u) => {
          if (u.docChanged) onChange();
        }),
      ],
    }),
  });
}

export function setSource(view: EditorView, text: string): void {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}

/** Underlines the diagnostics that have a place in the source. */
export function showDiagnostics(view: EditorView, diagnostics: readonly PlainDiagnostic[]): void {
  const doc = view.state.doc;
  const marks: LintDiagnostic[] = [];
  for (const d of diagnostics) {
    if (d.span === undefined) continue;
    const { from, to } = spanRange(doc, d.span);
    marks.push({ from, to, severity: d.severity, message: d.text });
  }
  view.dispatch(setDiagnostics(view.state, marks));
}

/** Selects a span of the source and brings it into view. */
export function revealSpan(view: EditorView, span: Span): void {
  const { from, to } = spanRange(view.state.doc, span);
  view.dispatch({ selection: EditorSelection.range(from, to), effects: EditorView.scrollIntoView(from, { y: "center" }) });
  view.focus();
}

const readOnly: Extension = [
  lineNumbers(),
  foldGutter(),
  EditorState.readOnly.of(true),
  EditorView.editable.of(false),
  syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
];

/** A read-only view of text in a language (`ocaml` for Lambda, `javascript`, or none). */
export class TextView {
  readonly view: EditorView;
  private language: Extension;

  constructor(parent: HTMLElement, language: "ocaml" | "javascript" | "none") {
    this.language = language === "ocaml" ? StreamLanguage.define(oCaml) : language === "javascript" ? StreamLanguage.define(javascript) : [];
    this.view = new EditorView({ parent, state: EditorState.create({ doc: "", extensions: [readOnly, this.language] }) });
  }

  /** Shows `text`, as a diff against `original` when given (removed lines shown as deleted). */
  show(text: string, original?: string): void {
    const extensions = [readOnly, this.language];
    if (original !== undefined) extensions.push(unifiedMergeView({ original, mergeControls: false, highlightChanges: true, syntaxHighlightDeletions: false }));
    const scroll = this.view.scrollDOM.scrollTop;
    this.view.setState(EditorState.create({ doc: text, extensions }));
    this.view.scrollDOM.scrollTop = scroll;
  }

  private pendingLine: string | undefined;

  /**
   * Scrolls to the first line that is `line`, if any, placing it at the top; in a hidden view, when
   * it is shown (`shown`).
   */
  scrollToLine(line: string): void {
    this.pendingLine = line;
    if (this.view.dom.offsetParent !== null) this.shown();
  }

  /** To be called when the view becomes visible. */
  shown(): void {
    this.view.requestMeasure();
    const line = this.pendingLine;
    this.pendingLine = undefined;
    if (line === undefined) return;
    const doc = this.view.state.doc;
    for (let i = 1; i <= doc.lines; i++)
      if (doc.line(i).text === line) {
        this.view.dispatch({ effects: EditorView.scrollIntoView(doc.line(i).from, { y: "start" }) });
        return;
      }
  }

  get text(): string {
    return this.view.state.doc.toString();
  }
}
