// Documentation comments, `(** ... *)`, and what each documents, by OCaml 4.13's rules (its
// lexer's token wrapper and parsing/docstrings.ml), for warning 50: a doc comment that nothing
// takes is "unattached", one that two items take is "ambiguous".
//
// The lexer registers each doc comment of the gap between two tokens, with whether a blank line
// came before it, and at the next token files the gap's comments under the two token boundaries
// (`attach`): "post" the end of the token before, "pre" the start of the token after, "floating"
// those a blank line sets apart, and the "extra" tables that a structure's or signature's first
// and last items consult. The parser then asks, as OCaml's grammar does, at the boundaries of
// each item (`symbolDocs`: takes one comment before and one after, and counts the item as
// wanting each comment there), of each constructor, field or arrow's domain (`info`: one comment
// after it, counting nothing), at the start of each item for floating text (`text`), and at the
// ends of a structure (`preExtraText`, `postExtraText`, `postText`). A doc comment's state is
// OCaml's: attached or not (as an item's, or as a constructor's or field's "info", which is never
// reported), and the number of items that wanted it.
//
// Doc comments are numbered in source order; a comment stands for its number in the tables.

/** What the parser has done with a doc comment. */
const enum Attached {
  None = 0,
  /** Taken by a constructor, field, tag or arrow domain: never reported. */
  Info = 1,
  /** Taken by an item, or as floating text. */
  Docs = 2,
}

/** How many items wanted a doc comment at their boundaries (OCaml's Zero, One, Many). */
const enum Associated {
  Zero = 0,
  One = 1,
  Many = 2,
}

/** A doc comment warning 50 reports: its offsets, and whether it is ambiguous (else unattached). */
export interface BadDocstring {
  readonly start: number;
  readonly end: number;
  readonly ambiguous: boolean;
}

export class Docstrings {
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  private readonly attached: Attached[] = [];
  private readonly associated: Associated[] = [];

  private readonly pre = new Map<number, readonly number[]>();
  private readonly post = new Map<number, readonly number[]>();
  private readonly floating = new Map<number, readonly number[]>();
  private readonly preExtra = new Map<number, readonly number[]>();
  private readonly postExtra = new Map<number, readonly number[]>();

  // The current gap's comments, as OCaml's lexer groups them, each list latest first: `after`,
  // those right after the token before (no blank line before them); then, once a blank line or
  // a stop comment `(**/**)` has come, `floating` and `before` (the run since the last blank line).
  private after: number[] = [];
  private floatingRun: number[] | undefined;
  private before: number[] = [];

  /** Does the source hold any doc comment? (The parser's questions are free when not.) */
  get any(): boolean {
    return this.starts.length > 0;
  }

  // -------------------------------------------------------------------------------------------
  // The lexer's side

  /**
   * A doc comment from `start` to `end` in the current gap; `blankBefore`: a blank line since the
   * last token or doc comment; `stop`: the comment is the stop comment (`(**`, a slash, `**)`).
   */
  add(start: number, end: number, blankBefore: boolean, stop: boolean): void {
    const d = this.starts.length;
    this.starts.push(start);
    this.ends.push(end);
    this.attached.push(Attached.None);
    this.associated.push(Associated.Zero);
    if (stop) {
      // Floating text whatever its surroundings: what was "before" floats with it.
      this.floatingRun = [d, ...this.before, ...(this.floatingRun ?? [])];
      this.before = [];
    } else if (this.floatingRun === undefined && !blankBefore) {
      this.after.unshift(d);
    } else if (this.floatingRun === undefined) {
      this.floatingRun = [];
      this.before = [d];
    } else if (!blankBefore) {
      this.before.unshift(d);
    } else {
      this.floatingRun = [...this.before, ...this.floatingRun];
      this.before = [d];
    }
  }

  /**
   * Files the gap's comments at the token boundaries: `postKey` the end of the token before,
   * `preKey` the start of the token after; `blankAfter`: a blank line after the last comment.
   */
  attach(postKey: number, preKey: number, blankAfter: boolean): void {
    const after = this.after.slice().reverse();
    if (after.length > 0) this.post.set(postKey, after);
    if (this.floatingRun === undefined) {
      if (after.length > 0) (blankAfter ? this.preExtra : this.pre).set(preKey, blankAfter ? after : this.after);
    } else {
      const floating = this.floatingRun.slice().reverse();
      const before = this.before.slice().reverse();
      const both = [...floating, ...before];
      if (both.length > 0) this.postExtra.set(postKey, both);
      if (after.length > 0) this.preExtra.set(preKey, after);
      if (blankAfter) {
        if (both.length > 0) this.floating.set(preKey, both);
      } else {
        if (floating.length > 0) this.floating.set(preKey, floating);
        if (this.before.length > 0) this.pre.set(preKey, this.before);
      }
    }
    this.after = [];
    this.floatingRun = undefined;
    this.before = [];
  }

  // -------------------------------------------------------------------------------------------
  // The parser's side

  /** An item from `start` to `end` (OCaml's `symbol_docs`): its comment before and after. */
  symbolDocs(start: number, end: number): void {
    this.take(this.pre.get(start), Attached.Docs, true);
    this.take(this.post.get(end), Attached.Docs, true);
  }

  /** Something that wants the comments at its boundaries but keeps none (`mark_symbol_docs`). */
  markSymbolDocs(start: number, end: number): void {
    this.associate(this.pre.get(start));
    this.associate(this.post.get(end));
  }

  /** A constructor, field, tag or arrow domain ending at `end` (`symbol_info`). */
  info(end: number): boolean {
    return this.take(this.post.get(end), Attached.Info, false);
  }

  /** Floating text before an item starting at `start`; the number of non-empty comments taken. */
  text(start: number): number {
    return this.takeAll(this.floating.get(start));
  }

  /** What follows an empty structure or signature ending at `end` (`rhs_post_text`). */
  postText(end: number): number {
    return this.takeAll(this.post.get(end));
  }

  preExtraText(start: number): number {
    return this.takeAll(this.preExtra.get(start));
  }

  postExtraText(end: number): number {
    return this.takeAll(this.postExtra.get(end));
  }

  /**
   * The text of a structure, signature or class body between `start` and `end` (OCaml's
   * `extra_text`); `nonEmpty`: it holds items or floating text.
   */
  extraText(start: number, end: number, nonEmpty: boolean): void {
    if (nonEmpty) {
      this.preExtraText(start);
      this.postExtraText(end);
    } else {
      this.postText(end);
      this.postExtraText(end);
    }
  }

  /** The doc comments that warning 50 reports, in source order. */
  bad(): BadDocstring[] {
    const out: BadDocstring[] = [];
    for (let d = 0; d < this.starts.length; d++) {
      const a = this.attached[d]!;
      if (a === Attached.None) out.push({ start: this.starts[d]!, end: this.ends[d]!, ambiguous: false });
      else if (a === Attached.Docs && this.associated[d] === Associated.Many) out.push({ start: this.starts[d]!, end: this.ends[d]!, ambiguous: true });
    }
    return out;
  }

  /** The first comment of `list` not taken as info becomes `as` (OCaml's `get_docstring`). */
  private take(list: readonly number[] | undefined, as: Attached, associate: boolean): boolean {
    if (list === undefined) return false;
    if (associate) this.associate(list);
    for (const d of list) {
      if (this.attached[d] === Attached.Info) continue;
      this.attached[d] = as;
      return true;
    }
    return false;
  }

  /** Every comment of `list` not taken as info becomes text (`get_docstrings`); counts the non-empty ones. */
  private takeAll(list: readonly number[] | undefined): number {
    if (list === undefined) return 0;
    let n = 0;
    for (const d of list) {
      if (this.attached[d] === Attached.Info) continue;
      this.attached[d] = Attached.Docs;
      // `(**)` is a doc comment with no text: OCaml makes no text item of it.
      if (this.ends[d]! - this.starts[d]! > 4) n++;
    }
    return n;
  }

  private associate(list: readonly number[] | undefined): void {
    if (list === undefined) return;
    for (const d of list) this.associated[d] = this.associated[d] === Associated.Zero ? Associated.One : Associated.Many;
  }
}
