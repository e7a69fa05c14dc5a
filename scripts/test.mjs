// `npm test`: every check of the project, in order, stopping at the first failure with a non-zero exit code.
// Type check, lint, unit tests, API tests on SQLite then on PostgreSQL (a throwaway cluster unless
// TEST_DATABASE_URL is set), end-to-end tests in Chromium. Ends with the wall time of each step and the line
// "N passed, N failed" summing every test runner's counts.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster } from './pg-cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(tmpdir(), 'qrdv-reports-'));
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const bold = (s) => (color ? `\x1b[1m${s}\x1b[22m` : s);
const red = (s) => (color ? `\x1b[31m${s}\x1b[39m` : s);
const green = (s) => (color ? `\x1b[32m${s}\x1b[39m` : s);

/** Vitest with its normal console output plus a JSON report to count the tests. */
const vitest = (project, file) => ({
  command: 'npx',
  args: [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ],
  count: () => countVitest(file),
});

const steps = [
  // Two single-threaded tools: run side by side on the two cores, the lint's output held until it ends.
  {
    name: 'Type check, and lint and formatting',
    command: 'npm',
    args: ['run', 'typecheck'],
    alongside: { command: 'npm', args: ['run', 'lint'] },
  },
  { name: 'Unit tests (core)', ...vitest('core', path.join(reports, 'core.json')) },
  {
    name: 'API tests on SQLite',
    ...vitest('server', path.join(reports, 'server-sqlite.json')),
    env: { TEST_DB: 'sqlite' },
  },
  {
    name: 'API tests on PostgreSQL',
    ...vitest('server', path.join(reports, 'server-postgres.json')),
    env: { TEST_DB: 'postgres' },
    withPostgres: true,
  },
  {
    name: 'End-to-end tests (build, then Playwright in Chromium)',
    command: 'npm',
    args: ['run', 'test:e2e', '--', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
    count: () => countPlaywright(path.join(reports, 'e2e.json')),
  },
];

let child = null;
let cluster = null;
const results = [];

function cleanUp() {
  cluster?.stop();
  cluster = null;
  rmSync(reports, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(red(`\nInterrupted (${signal}): stopping.`));
    child?.kill(signal);
    cleanUp();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

/** Runs a command with its output captured, to print once it ends (beside a step that prints live). */
function runQuiet(command, args, env) {
  return new Promise((resolve) => {
    const quiet = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
    let output = '';
    quiet.stdout.on('data', (d) => (output += d));
    quiet.stderr.on('data', (d) => (output += d));
    process.on('exit', () => quiet.kill());
    quiet.on('error', (error) =>
      resolve({ code: 1, output: `Could not start ${command}: ${error.message}` }),
    );
    quiet.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

function run(command, args, env) {
  return new Promise((resolve) => {
    child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(red(`Could not start ${command}: ${error.message}`));
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  }).finally(() => {
    child = null;
  });
}

async function runStep(step, index) {
  const also = step.alongside ? ` & ${step.alongside.command} ${step.alongside.args.join(' ')}` : '';
  const line = `[${index + 1}/${steps.length}] ${step.name}: ${step.command} ${step.args.join(' ')}${also}`;
  console.log(
    `\n${bold('='.repeat(Math.min(line.length, 110)))}\n${bold(line)}\n${bold('='.repeat(Math.min(line.length, 110)))}`,
  );
  const started = Date.now();
  const env = { ...step.env };
  let code;
  try {
    if (step.withPostgres) env.TEST_DATABASE_URL = await postgresUrl();
    const beside = step.alongside && runQuiet(step.alongside.command, step.alongside.args, env);
    code = await run(step.command, step.args, env);
    if (beside) {
      const other = await beside;
      console.log(
        `\n${bold(`${step.alongside.command} ${step.alongside.args.join(' ')}:`)}\n${other.output}`,
      );
      if (other.code !== 0) code = code || other.code;
    }
  } catch (error) {
    console.error(red(error.message));
    code = 1;
  } finally {
    if (step.withPostgres) {
      cluster?.stop();
      cluster = null;
    }
  }
  const counts = step.count?.() ?? null;
  return { name: step.name, ok: code === 0, seconds: (Date.now() - started) / 1000, counts };
}

async function postgresUrl() {
  if (process.env.TEST_DATABASE_URL) {
    console.log(
      `Using TEST_DATABASE_URL (${process.env.TEST_DATABASE_URL.replace(/\/\/[^@/]*@/, '//***@')})`,
    );
    return process.env.TEST_DATABASE_URL;
  }
  cluster = await startCluster();
  console.log(`Started a throwaway PostgreSQL cluster (${cluster.bin}) at ${cluster.url}`);
  return cluster.url;
}

function countVitest(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function countPlaywright(file) {
  if (!existsSync(file)) return null;
  const { stats = {} } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}

function printSummary() {
  console.log(`\n${bold('Summary')}`);
  let passed = 0;
  let failed = 0;
  for (const [i, step] of steps.entries()) {
    const r = results[i];
    const status = !r ? 'not run' : r.ok ? green('ok     ') : red('FAILED ');
    const time = r ? `${r.seconds.toFixed(1).padStart(7)} s` : '';
    const c = r?.counts;
    const tests = c
      ? `  ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`
      : '';
    console.log(`  ${step.name.padEnd(56)} ${status} ${time}${tests}`);
    passed += c?.passed ?? 0;
    failed += c?.failed ?? 0;
  }
  const total = results.reduce((s, r) => s + r.seconds, 0);
  console.log(`  ${'Total'.padEnd(56)}         ${total.toFixed(1).padStart(7)} s\n`);
  // A failed step that produced no count (a crash, a type error) still counts as one failure.
  failed += results.filter((r) => !r.ok && !r.counts?.failed).length;
  console.log(`${passed} passed, ${failed} failed`);
}

let exitCode = 0;
for (const [index, step] of steps.entries()) {
  const result = await runStep(step, index);
  results.push(result);
  if (!result.ok) {
    console.error(red(`\n${step.name} failed: stopping here.`));
    exitCode = 1;
    break;
  }
}
cleanUp();
printSummary();
process.exit(exitCode);
