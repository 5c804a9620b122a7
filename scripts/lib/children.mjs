// Throw-away server processes for the benchmarks: each is started in its own process group, so a
// pnpm/tsx wrapper and the processes it forks (the gateway's cluster workers) stop together, and
// every one left is stopped when the script exits.
import { spawn } from 'node:child_process';

const running = new Set();

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false; // the group is gone
  }
}

process.on('exit', () => {
  for (const child of running) signalGroup(child, 'SIGTERM');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/**
 * Starts `command` detached with `env` over the current environment. `outputTail()` gives the last
 * lines it wrote (JSON logs go to stdout), to explain a failure; `who` prefixes the exit notice.
 */
export function startChild(who, name, command, args, { cwd, env }) {
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code) => {
    if (running.has(child) && code !== null && code !== 0)
      console.error(`${who}: ${name} exited with ${code}\n${output}`);
  });
  running.add(child);
  return { child, outputTail: () => output };
}

/**
 * SIGTERM to the process group, then waits until no process of it is left (SIGKILL after
 * `timeoutMs`), so a stopping server does not take CPU from the next measurement.
 */
export async function stopChild({ child }, timeoutMs = 15_000) {
  running.delete(child);
  if (!signalGroup(child, 'SIGTERM')) return;
  const deadline = Date.now() + timeoutMs;
  while (signalGroup(child, 0)) {
    if (Date.now() > deadline) {
      signalGroup(child, 'SIGKILL');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
