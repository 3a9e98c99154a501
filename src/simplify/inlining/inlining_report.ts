// The inlining report (`-inlining-report`): for each round, every call site whose callee was
// known, by source location, with the decision and its reason. Printed as org-mode text.
import { formatLocation } from "../../common/location.js";
import type { Debuginfo } from "../../flambda/index.js";
import { describeDecision, type InliningDecision } from "./inlining_decision.js";

export interface InliningReportEntry {
  readonly dbg: Debuginfo;
  readonly callee: string;
  readonly decision: InliningDecision;
}

export interface InliningReport {
  readonly round: number;
  readonly entries: readonly InliningReportEntry[];
}

export function printInliningReport(report: readonly InliningReport[]): string {
  let out = "";
  for (const r of report) {
    out += `* Round ${r.round}\n`;
    for (const e of r.entries) {
      const where = e.dbg.length > 0 ? formatLocation(e.dbg[0]!).replace(/:$/, "") : "(unknown location)";
      out += `** ${where}\n   call to ${e.callee}: ${describeDecision(e.decision)}\n`;
    }
  }
  return out;
}
