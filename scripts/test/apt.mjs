// Debian's packages for the tests, installed by `npm test` when missing and this machine can (root
// with apt-get): the extra browser engines (scripts/test/engines.mjs) and WordPress
// (scripts/test/wordpress.mjs), each in a process of its own in the background, so that the type
// check, lint and build go on meanwhile. Two installs at once take turns on dpkg's lock.
//   aptInstall(packages, log)          apt-get install, now
//   installInBackground(name, script)  `node <script> --install` detached; its log in .cache/<name>-install/log
//   installState(name, missing)        'running', 'failed' (the log says why) or 'none'
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function aptInstall(packages, log = 'inherit') {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // The package lists are there when Chromium was installed the same way a moment before.
  const lists = existsSync('/var/lib/apt/lists') && execFileSync('sh', ['-c', 'ls /var/lib/apt/lists | grep -c _Packages || true'], { encoding: 'utf8' }).trim() !== '0';
  if (!lists) execFileSync('apt-get', ['update', '-qq', '-o', 'DPkg::Lock::Timeout=900'], { stdio: log, env });
  // No recommends. unsafe-io: no fsync per file, on a machine whose packages are thrown away with it;
  // it halves dpkg's time. The lock's time-out: the other background install may hold it.
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', '-o', 'Dpkg::Options::=--force-unsafe-io', '-o', 'DPkg::Lock::Timeout=900', ...packages], { stdio: log, env });
}

const folder = (name) => join(ROOT, `.cache/${name}-install`);
export const installLog = (name) => join(folder(name), 'log');

export function installInBackground(name, script) {
  rmSync(folder(name), { recursive: true, force: true });
  mkdirSync(folder(name), { recursive: true });
  const out = openSync(installLog(name), 'a');
  const child = spawn(process.execPath, [join(ROOT, script), '--install'], { detached: true, stdio: ['ignore', out, out] });
  writeFileSync(join(folder(name), 'pid'), String(child.pid));
  child.unref();
}

/** `missing()`: whether something is still missing once the process has ended. */
export function installState(name, missing) {
  const pid = join(folder(name), 'pid');
  if (!existsSync(pid)) return 'none';
  try {
    process.kill(Number(readFileSync(pid, 'utf8')), 0);
    return 'running';
  } catch {
    return missing() ? 'failed' : 'none';
  }
}
