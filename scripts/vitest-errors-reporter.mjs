// A Vitest reporter that writes what failed outside any test to a JSON file, so `npm test` can
// repeat it at the end of its log: errors and rejections the test files left unhandled, a worker
// that would not stop, and a rejection in Vitest's own process (which fails the run as well).
import fs from 'node:fs';
import path from 'node:path';

const describe = (error, type) => ({
  name: error?.name ?? 'Error',
  message: String(error?.message ?? error).slice(0, 1000),
  stack: String(error?.stack ?? '')
    .split('\n')
    .slice(0, 12)
    .join('\n'),
  type: error?.type ?? type,
  testPath: error?.VITEST_TEST_PATH,
  testName: error?.VITEST_TEST_NAME,
});

export default class ErrorsReporter {
  errors = [];

  onInit() {
    process.on('unhandledRejection', (reason) => {
      this.errors.push(describe(reason, 'Unhandled rejection in the Vitest process'));
      this.write();
    });
  }

  onTestRunEnd(testModules, unhandledErrors) {
    this.errors.push(...unhandledErrors.map((error) => describe(error, 'Unhandled error')));
    this.write();
  }

  write() {
    const file = process.env.VITEST_ERRORS_JSON;
    if (!file) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(this.errors, null, 2));
  }
}
