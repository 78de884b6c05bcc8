// A program run for a server command, as spawnSync would, but without stopping the test server: a
// synchronous child blocks the runner's one Node thread, so every request of the other test files
// running at once (their modules, the fakes) waits for it, and a busy machine turns a 2 s check into
// a stalled suite. → {status, stdout, stderr}; status null when it was stopped after `timeout` ms.
import { spawn } from 'node:child_process';

export function runCommand(command, args, { cwd, input = '', env, timeout = 60_000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeout);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
    child.stdin.on('error', () => {}); // a program that exits without reading its input
    child.stdin.end(input);
  });
}

/**
 * The runner gives a server command 20 s to answer (in the browser, @web/test-runner-commands), which
 * a long job on a busy machine can pass: the job runs once per `key`, and each call answers with its
 * result, or with {pending: true} after `ms`, to be asked again (pollServerCommand in
 * test/helpers.ts). A finished job's result is handed out once and forgotten.
 */
const jobs = new Map();
export async function answerWithin(key, start, ms = 15_000) {
  if (!jobs.has(key)) jobs.set(key, start());
  const job = jobs.get(key);
  let timer;
  const pending = new Promise((resolve) => (timer = setTimeout(() => resolve({ pending: true }), ms)));
  try {
    const answer = await Promise.race([job, pending]);
    if (!answer?.pending) jobs.delete(key);
    return answer;
  } catch (error) {
    jobs.delete(key);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
