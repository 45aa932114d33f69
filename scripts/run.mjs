// Small helpers for the repo scripts: run a command, capture its output, never hide its failures.
import { spawn } from 'node:child_process';
import { quietEnv } from './env.mjs';

/**
 * Runs a command, streaming its output, and resolves to { code, output }. With `stream: false`
 * the output is only captured (commands run side by side print it afterwards, each in one piece).
 */
export function run(command, args, { stream = true, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: quietEnv, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    const tee = (to) => (chunk) => {
      output += chunk;
      if (stream) to.write(chunk);
    };
    child.stdout.on('data', tee(process.stdout));
    child.stderr.on('data', tee(process.stderr));
    // A command that cannot start (not installed) fails like one that ran and failed.
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
