// Small helpers for the repo scripts: run a command, capture its output, never hide its failures.
import { spawn } from 'node:child_process';
import { quietEnv } from './env.mjs';

/** Runs a command, streaming its output, and resolves to { code, output }. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: quietEnv, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    const tee = (stream) => (chunk) => {
      output += chunk;
      stream.write(chunk);
    };
    child.stdout.on('data', tee(process.stdout));
    child.stderr.on('data', tee(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
