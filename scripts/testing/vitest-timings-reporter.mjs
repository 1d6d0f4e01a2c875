// A vitest reporter that writes where each test file's time went (VITEST_TIMINGS_FILE): its
// environment (jsdom), its imports, its setup files, its hooks and tests, and its slowest test;
// and the run's errors outside any test.
// vitest's own JSON report has only the tests' durations; scripts/testing/timings.mjs reads this.
import { writeFileSync } from 'node:fs';

export default class TimingsReporter {
  /** @type {object[]} */
  files = [];
  started = Date.now();

  onTestModuleEnd(testModule) {
    const d = testModule.diagnostic();
    const tests = [...testModule.children.allTests()];
    const durations = tests.map((t) => [t.name, t.diagnostic()?.duration ?? 0]);
    const inTests = durations.reduce((sum, [, ms]) => sum + ms, 0);
    const [slowest, slowestMs] = durations.reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0]);
    this.files.push({
      file: testModule.relativeModuleId,
      project: testModule.project.name,
      environment: d.environmentSetupDuration,
      setupFiles: d.setupDuration,
      imports: d.collectDuration,
      prepare: d.prepareDuration,
      // The file's run: its tests plus its beforeAll/afterAll hooks.
      run: d.duration,
      inTests,
      tests: tests.length,
      slowest,
      slowestMs,
    });
  }

  /** Errors outside any test fail the run with no failed test: scripts/test.mjs names them. */
  onTestRunEnd(_modules, unhandledErrors = []) {
    const file = process.env.VITEST_TIMINGS_FILE;
    if (!file) return;
    const errors = unhandledErrors.map((error) => ({
      message: String(error?.message ?? error).split('\n')[0],
      // vitest's own mark of the file that was running when the error came.
      file: error?.VITEST_TEST_PATH ?? null,
    }));
    writeFileSync(
      file,
      JSON.stringify({ wallMs: Date.now() - this.started, files: this.files, errors }),
    );
  }
}
