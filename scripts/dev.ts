// `npm run dev`: the API server restarting on change (tsx watch) and Vite with hot reload,
// which proxies /graphql (and websockets) to it. Open the Vite URL it prints.
// After editing a graphql`` tag or the schema, run `npm run relay` (no watchman here).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const bin = (name: string) => path.resolve('node_modules/.bin', name);
const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/src/main.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
  spawn(bin('vite'), ['--host', '127.0.0.1'], { stdio: 'inherit', env: process.env }),
];

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGINT');
  setTimeout(() => process.exit(code), 3000).unref();
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
