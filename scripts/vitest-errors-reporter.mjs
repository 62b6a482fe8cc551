// A Vitest reporter that writes what failed outside any test (unhandled errors and rejections,
// a worker that would not stop) to a JSON file, so `npm test` can repeat it at the end of its log.
import fs from 'node:fs';
import path from 'node:path';

export default class ErrorsReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const file = process.env.VITEST_ERRORS_JSON;
    if (!file) return;
    const errors = unhandledErrors.map((error) => ({
      name: error.name ?? 'Error',
      message: String(error.message ?? error).slice(0, 1000),
      stack: String(error.stack ?? '').split('\n').slice(0, 12).join('\n'),
      type: error.type,
      testPath: error.VITEST_TEST_PATH,
      testName: error.VITEST_TEST_NAME,
    }));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(errors, null, 2));
  }
}
