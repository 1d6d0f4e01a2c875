// Commands that share no files and need no database, run side by side (issue 33): tsc and ESLint
// each use one core, so one after another they left the other core of a 2-core machine idle for
// two minutes of every `npm test`.
import { spawn } from 'node:child_process';

/**
 * Runs the commands at most `slots` at a time. Each one's output is held and printed whole, under
 * its heading, when it ends, so the log reads as if they had run one after another.
 * @param {{ name: string, command: string, args: string[] }[]} commands
 * @returns {Promise<{ name: string, ok: boolean, seconds: string }[]>} in the order given
 */
export async function runSideBySide(commands, slots = 2) {
  const results = new Array(commands.length);
  let next = 0;
  const lane = async () => {
    while (next < commands.length) {
      const index = next++;
      results[index] = await runHeld(commands[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(slots, commands.length) }, lane));
  return results;
}

function runHeld({ name, command, args }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    let ended = false;
    // A command that cannot start emits 'error' and then 'close': report it once.
    const end = (ok) => {
      if (ended) return;
      ended = true;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n=== ${name} === ${ok ? 'ok' : 'FAILED'} in ${seconds} s`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name, ok, seconds });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      end(false);
    });
    child.on('close', (code) => end(code === 0));
  });
}
