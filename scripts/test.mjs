// `npm test`: builds the app, then runs the unit and integration suites (Vitest) and the
// end-to-end suite (Playwright in Debian's Chromium headless shell), times each stage, and prints a table of the
// times and one closing count.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Playwright empties test-results/ when it starts, so the counts live elsewhere.
const results = path.join(root, 'reports');
fs.mkdirSync(results, { recursive: true });

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

/**
 * The browser the end-to-end suite drives: Debian's chromium-headless-shell (Chromium's engine
 * without the browser around it, a third less CPU than the full browser), or CHROMIUM_PATH.
 */
function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
  if (fs.existsSync(chromium)) return chromium;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!process.env.CHROMIUM_PATH && isRoot && spawnSync('which', ['apt-get']).status === 0) {
    console.log("Chromium's headless shell is missing; installing Debian's package…");
    run('apt-get', ['update', '-qq']);
    if (
      run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell']) === 0 &&
      fs.existsSync(chromium)
    )
      return chromium;
  }
  console.error(
    `Chromium was not found at ${chromium}. Install it with:\n  sudo apt-get install -y chromium-headless-shell\n` +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}

const chromium = ensureChromium();

/** Each stage's name, duration and outcome, printed as a table at the end. */
const stages = [];
// The stages .ci/run timed before this one (install, lint, typecheck), as `name=seconds` pairs.
for (const pair of (process.env.CI_STAGE_TIMES ?? '').split(/[\s,]+/).filter(Boolean)) {
  const [name = '', seconds = ''] = pair.split('=');
  if (name && Number.isFinite(Number(seconds)))
    stages.push({ name, seconds: Number(seconds), status: 0 });
}

function timed(name, step) {
  const started = performance.now();
  const status = step();
  stages.push({ name, seconds: (performance.now() - started) / 1000, status });
  return status;
}

function printStages() {
  const clock = (seconds) => {
    const whole = Math.round(seconds);
    return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  };
  const width = Math.max(...stages.map((stage) => stage.name.length), 'stage'.length);
  console.log(`\n${'stage'.padEnd(width)}    time  result`);
  for (const { name, seconds, status } of stages)
    console.log(
      `${name.padEnd(width)}  ${clock(seconds).padStart(6)}  ${status === 0 ? 'passed' : 'FAILED'}`,
    );
  // From the start of .ci/run when it gives one (some of its stages run side by side), else the sum.
  const started = process.env.CI_STARTED ? Number(process.env.CI_STARTED) : Number.NaN;
  const total = Number.isFinite(started)
    ? Date.now() / 1000 - started
    : stages.reduce((sum, stage) => sum + stage.seconds, 0);
  console.log(`${'all stages'.padEnd(width)}  ${clock(total).padStart(6)}`);
}

if (timed('build', () => run('npm', ['run', '--silent', 'build'])) !== 0) {
  console.error('The build failed; no tests were run.');
  printStages();
  console.log('total: 0 passed, 1 failed');
  process.exit(1);
}

// One report per Vitest run: unit, the integration files run two at a time, those that need the
// machine to themselves (vitest.config.ts), and last the check of every server's log.
const vitestRuns = ['unit', 'integration', 'integration-serial', 'logs'].map((project) => ({
  project,
  json: path.join(results, `vitest-${project}.json`),
}));
const playwrightJson = path.join(results, 'playwright.json');
// What each Vitest run caught outside any test (scripts/vitest-errors-reporter.mjs).
const errorsJson = (json) => json.replace(/\.json$/, '-errors.json');
for (const file of [...vitestRuns.map((r) => r.json), playwrightJson].flatMap((f) => [
  f,
  errorsJson(f),
]))
  fs.rmSync(file, { force: true });
// Every server the suites start writes its log here; the last step checks them all for secrets.
fs.rmSync(path.join(results, 'server-logs'), { recursive: true, force: true });

const vitest = ({ project, json }, env) =>
  run(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/vitest-errors-reporter.mjs',
      `--outputFile.json=${json}`,
    ],
    { ...env, VITEST_ERRORS_JSON: errorsJson(json) },
  );

const [unitRun, integrationRun, serialRun, logsRun] = vitestRuns;
unitRun.status = timed('unit', () => vitest(unitRun));
integrationRun.status = timed('integration', () => vitest(integrationRun));
serialRun.status = timed('integration-serial', () => vitest(serialRun));
const playwrightStatus = timed('e2e', () =>
  run('npx', ['playwright', 'test'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON: playwrightJson,
  }),
);
logsRun.status = timed('logs check', () => vitest(logsRun, { LOG_SCAN: '1', LOG_SCAN_E2E: '1' }));

let passed = 0;
let failed = 0;
let skipped = 0;
// What failed outside any test (a hook, a file that would not load, an unhandled error): Vitest
// fails the run but counts no failed test, so it is named here, where the end of the log shows it.
const otherFailures = [];
for (const { json, status } of vitestRuns) {
  if (fs.existsSync(json)) {
    const report = JSON.parse(fs.readFileSync(json, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    const before = otherFailures.length;
    for (const file of report.testResults ?? []) {
      const testFailed = (file.assertionResults ?? []).some((t) => t.status === 'failed');
      if (file.status === 'failed' && !testFailed) {
        const message = String(file.message || 'failed outside its tests').trim();
        otherFailures.push(`${path.relative(root, file.name)}: ${message.slice(0, 600)}`);
      }
    }
    const caught = fs.existsSync(errorsJson(json))
      ? JSON.parse(fs.readFileSync(errorsJson(json), 'utf8'))
      : [];
    for (const error of caught) {
      const where = error.testPath ? ` (in ${path.relative(root, error.testPath)})` : '';
      otherFailures.push(
        `${error.type ?? 'Unhandled error'}${where}: ${error.name}: ${error.message}\n${error.stack}`,
      );
    }
    if (status !== 0 && report.numFailedTests === 0 && otherFailures.length === before)
      otherFailures.push(
        `${path.basename(json)}: Vitest exited ${status} with every test passed: an unhandled error or a failing hook (search the log above for "Unhandled" or "FAIL")`,
      );
  } else if (status !== 0) failed += 1;
}
failed += otherFailures.length;
const flaky = [];
if (fs.existsSync(playwrightJson)) {
  const report = JSON.parse(fs.readFileSync(playwrightJson, 'utf8'));
  const { stats } = report;
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'flaky')
          flaky.push(`[${t.projectName}] ${[...titles, spec.title].join(' › ')}`);
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
} else if (playwrightStatus !== 0) failed += 1;

const verdict = (status) => (status === 0 ? 'passed' : 'FAILED');
printStages();
console.log(
  `\n${vitestRuns
    .filter((r) => r.project !== 'logs')
    .map((r) => `${r.project}: ${verdict(r.status)}`)
    .join('; ')}; e2e: ${verdict(playwrightStatus)}; logs: ${verdict(logsRun.status)}`,
);
if (flaky.length) {
  console.log(`\n${flaky.length} e2e test(s) passed only on retry (flaky; fix them):`);
  for (const title of flaky) console.log(`  - ${title}`);
}
if (otherFailures.length) {
  console.log(`\n${otherFailures.length} failure(s) outside any test:`);
  for (const failure of otherFailures) console.log(`  - ${failure}`);
}
console.log(`total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(
  vitestRuns.every((r) => r.status === 0) && playwrightStatus === 0 && failed === 0 ? 0 : 1,
);
