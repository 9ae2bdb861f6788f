/**
 * `npm test`'s first step: the static checks and the builds the tests read, in two lanes side by side
 * (lint, then typecheck; the site's build, then the static Storybook). Each lane is mostly one busy
 * thread, so on 2 cores the pair takes about the time of the longer lane (decision 0040). Each step's output is printed whole when it ends, so two steps never interleave.
 * A failed step stops its lane; the other lane finishes, and the command fails.
 */
import { spawn } from 'node:child_process';

const LANES = [
  ['lint', 'typecheck'],
  ['build', 'build-storybook'],
];

interface StepResult {
  step: string;
  ok: boolean;
}

function runStep(step: string): Promise<StepResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', step], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(Buffer.concat(output));
      process.stdout.write(`\nrun-checks-and-builds: ${step} ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n\n`);
      resolve({ step, ok: code === 0 });
    });
  });
}

async function runLane(steps: string[]): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const step of steps) {
    const result = await runStep(step);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

const results = (await Promise.all(LANES.map(runLane))).flat();
const failed = results.filter((result) => !result.ok).map((result) => result.step);
const skipped = LANES.flat().filter((step) => !results.some((result) => result.step === step));
if (failed.length > 0) {
  console.error(`run-checks-and-builds: failed: ${failed.join(', ')}${skipped.length > 0 ? `; not run: ${skipped.join(', ')}` : ''}`);
  process.exit(1);
}
