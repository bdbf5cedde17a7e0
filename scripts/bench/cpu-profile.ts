// Summarises a V8 .cpuprofile (node --cpu-prof): self time grouped by package, and the top functions.
import fs from 'node:fs';
import path from 'node:path';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Which part of the stack a function belongs to, named the way issue 11 reports the profile. */
export function groupOf(frame: ProfileNode['callFrame']): string {
  const { functionName, url } = frame;
  if (functionName === '(garbage collector)') return 'gc';
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(program)') return 'program (native, unattributed)';
  if (!url) return 'node native calls (socket writes and reads, timers)';
  if (url.startsWith('node:internal/modules')) return 'node module loading (start-up)';
  if (url.startsWith('node:')) return 'node internals';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [first, second] = url.slice(modules + '/node_modules/'.length).split('/');
    const name = first.startsWith('@') ? `${first}/${second}` : first;
    if (name === '@prisma/client' || name.startsWith('@prisma/client-')) return 'prisma client runtime';
    if (name.startsWith('@prisma/')) return `prisma (${name})`;
    if (name === 'graphql' || name.startsWith('@graphql-tools/')) return 'graphql (execution, validation)';
    if (name.startsWith('@pothos/')) return 'pothos';
    if (name === 'graphql-yoga' || name.startsWith('@graphql-yoga/') || name.startsWith('@whatwg-node/') || name.startsWith('@envelop/')) {
      return 'yoga, envelop and whatwg-node';
    }
    if (name === 'pg' || name.startsWith('pg-')) return 'pg driver';
    return name;
  }
  if (url.includes('/server/src/generated/')) return 'prisma client (generated)';
  if (url.includes('/server/src/')) return 'app (server/src)';
  return 'other';
}

export type ProfileSummary = { totalMs: number; idleMs: number; groups: [string, number][]; functions: [string, number][] };

export function summariseProfile(file: string): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const groups = new Map<string, number>();
  const functions = new Map<string, number>();
  let totalMs = 0;
  let idleMs = 0;
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)!.callFrame;
    const group = groupOf(frame);
    const ms = us / 1000;
    totalMs += ms;
    if (group === 'idle') {
      idleMs += ms;
      continue;
    }
    groups.set(group, (groups.get(group) ?? 0) + ms);
    const where = frame.url ? `${path.basename(frame.url)}:${frame.lineNumber + 1}` : '';
    const name = `${frame.functionName || '(anonymous)'} ${where} [${group}]`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
  }
  const sorted = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]);
  return { totalMs, idleMs, groups: sorted(groups), functions: sorted(functions) };
}

/**
 * The main thread's profile in a directory, or null. Files are named CPU.<date>.<time>.<pid>.<thread>.<n>:
 * thread 0 is the main thread (tsx's module loader runs in a worker of its own and writes another file).
 */
export function mainThreadProfile(dir: string): string | null {
  if (!fs.existsSync(dir)) return null;
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(f))
    .map((f) => path.join(dir, f))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  return files[0] ?? null;
}
