import type { Reporter, SerializedError, TestCase } from 'vitest/node';

// vitest's worker gives the runner a fixed 60 s to acknowledge each report of a test's progress, and
// counts every late acknowledgement as an unhandled error of the run, though the report arrived and
// the test's result is counted (decision 230). CI's two cores, shared by the journeys and three suites,
// once held those acknowledgements past 60 s. This reporter fails the run on every other unhandled error
// (the config sets `dangerouslyIgnoreUnhandledErrors`, which would otherwise pass them), and names the
// late ones and the longest silences between progress reports, for whoever looks into the load.

const LATE_REPLY = '[vitest-worker]: Timeout calling "onTaskUpdate"';
const SILENCE_WORTH_NAMING_MS = 20_000;

export default class LateRepliesReporter implements Reporter {
  private lastHeard = Date.now();
  private lastTest = 'the start of the run';
  private silences: Array<{ seconds: number; after: string }> = [];

  onTestCaseResult(testCase: TestCase): void {
    const now = Date.now();
    if (now - this.lastHeard >= SILENCE_WORTH_NAMING_MS) this.silences.push({ seconds: (now - this.lastHeard) / 1000, after: this.lastTest });
    this.lastHeard = now;
    this.lastTest = `${testCase.module.moduleId} > ${testCase.fullName}`;
  }

  onTestRunEnd(_modules: unknown, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const late = unhandledErrors.filter((error) => error.message === LATE_REPLY).length;
    const others = unhandledErrors.length - late;
    if (late > 0) {
      const silences = this.silences.sort((a, b) => b.seconds - a.seconds).slice(0, 5);
      console.warn(`\n${late} reports of test progress were acknowledged after vitest's 60 s (not failures: every result above was counted).`);
      for (const silence of silences) console.warn(`  no test finished for ${silence.seconds.toFixed(1)} s after ${silence.after}`);
    }
    if (others > 0) {
      console.error(`\n${others} unhandled error(s) above fail the run.`);
      process.exitCode = 1;
    }
  }
}
