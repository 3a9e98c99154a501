// What went wrong with a program, from what each stage did: the failure classes a campaign
// counts, each with a signature (what the reducer keeps while it shrinks a program).
import type { Observation, ProgramReport, Stage } from "./check_program.js";

export type FailureKind = "mismatch" | "internal-error" | "rejected" | "compile-timeout" | "run-error" | "run-timeout" | "slow" | "reference-rejected";

export interface Failure {
  readonly kind: FailureKind;
  /** Stable text naming the class: same kind, same stages, same message (numbers elided). */
  readonly signature: string;
  /** The stages involved. */
  readonly stages: readonly Stage[];
  /** A readable account (outputs, messages). */
  readonly detail: string;
}

/** A message with its numbers and names made generic, so that two programs hitting one bug share it. */
export function normalise(message: string): string {
  return message
    .split("\n")[0]!
    .replace(/\d+/g, "N")
    .replace(/'[^']*'|"[^"]*"|`[^`]*`/g, "_")
    .slice(0, 160);
}

function key(o: Observation & { kind: "ran" }): string {
  return JSON.stringify([o.stdout, o.stderr, o.exitCode]);
}

function show(o: Observation & { kind: "ran" }): string {
  const tail = (s: string): string => (s.length > 1500 ? "..." + s.slice(-1500) : s);
  return `exit ${o.exitCode}\n--- stdout\n${tail(o.stdout)}--- stderr\n${tail(o.stderr)}`;
}

/** Groups stages with the same message, per kind. */
function byMessage(obs: readonly Observation[], kind: FailureKind, message: (o: Observation) => string): Failure[] {
  const groups = new Map<string, { stages: Stage[]; message: string }>();
  for (const o of obs) {
    if (o.kind !== kind) continue;
    const m = message(o);
    const k = normalise(m);
    const g = groups.get(k) ?? { stages: [], message: m };
    g.stages.push(o.stage);
    groups.set(k, g);
  }
  return [...groups].map(([k, g]) => ({ kind, stages: g.stages, signature: `${kind} at ${g.stages.join(",")}: ${k}`, detail: g.message }));
}

export function classify(report: ProgramReport): Failure[] {
  const obs = report.observations;
  const failures: Failure[] = [];
  const ref = obs.find((o) => o.stage === "ref");
  if (ref !== undefined && ref.kind === "rejected") failures.push({ kind: "reference-rejected", stages: ["ref"], signature: "reference-rejected", detail: ref.message });
  failures.push(...byMessage(obs, "internal-error", (o) => (o.kind === "internal-error" ? o.message : "")));
  failures.push(...byMessage(obs.filter((o) => o.stage !== "ref"), "rejected", (o) => (o.kind === "rejected" ? o.message : "")));
  failures.push(...byMessage(obs, "compile-timeout", () => "compile took longer than the limit"));
  failures.push(...byMessage(obs, "run-error", (o) => (o.kind === "run-error" ? o.message : "")));
  failures.push(...byMessage(obs, "run-timeout", () => "run took longer than the limit"));
  const ran = obs.filter((o): o is Observation & { kind: "ran" } => o.kind === "ran");
  const baseline = ran.find((o) => o.stage === "ref") ?? ran.find((o) => o.stage === "O0") ?? ran[0];
  if (baseline !== undefined) {
    const differ = ran.filter((o) => key(o) !== key(baseline));
    if (differ.length > 0) {
      const stages = differ.map((o) => o.stage);
      const detail = [`=== ${baseline.stage} (baseline)`, show(baseline), ...differ.map((o) => `=== ${o.stage}\n${show(o)}`)].join("\n");
      failures.push({ kind: "mismatch", stages, signature: `mismatch: ${stages.join(",")} differ from ${baseline.stage}`, detail });
    }
  }
  for (const s of report.slow)
    failures.push({ kind: "slow", stages: [s.level], signature: `slow at ${s.level}`, detail: `${s.level} ran in ${s.ms.toFixed(0)} ms, -O0 in ${s.baseMs.toFixed(0)} ms` });
  return failures;
}
