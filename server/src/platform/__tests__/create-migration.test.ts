// scripts/create-migration.ts: the committed migrations always match prisma/schema.prisma, and a
// schema change becomes the expected SQL (which the migration runner then applies cleanly).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../migrations.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SCRIPT = path.join(ROOT, 'scripts/create-migration.ts');
const ADMIN_URL = process.env.MIGRATION_TEST_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
      cwd: ROOT,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const listTree = (dir: string): string[] =>
  fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();

describe('create-migration', () => {
  let tmp: string;
  let schemaPath: string;
  let migrationsDir: string;

  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oshi-create-migration-'));
    migrationsDir = path.join(tmp, 'migrations');
    fs.cpSync(path.join(ROOT, 'prisma/migrations'), migrationsDir, { recursive: true });
    schemaPath = path.join(tmp, 'schema.prisma');
    const schema = fs
      .readFileSync(path.join(ROOT, 'prisma/schema.prisma'), 'utf8')
      .replace(/^model User \{$/m, 'model User {\n  testBio String?');
    expect(schema).toContain('testBio');
    fs.writeFileSync(
      schemaPath,
      `${schema}\nmodel TestWidget {\n  id    Int    @id @default(autoincrement())\n  label String @unique\n}\n`,
    );
  });

  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('finds no difference between the committed migrations and prisma/schema.prisma', async () => {
    const result = await run('--check');
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('No schema changes');
    expect(result.code).toBe(0);
  }, 60_000);

  it('prints the SQL for a changed schema without writing anything in --dry-run', async () => {
    const before = listTree(migrationsDir);
    const result = await run('--schema', schemaPath, '--migrations', migrationsDir, '--dry-run');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('CREATE TABLE "TestWidget"');
    expect(result.stdout).toContain('ALTER TABLE "User" ADD COLUMN     "testBio" TEXT;');
    expect(result.stdout).toContain('CREATE UNIQUE INDEX "TestWidget_label_key"');
    expect(result.stdout).not.toContain('CREATE TABLE "User"');
    expect(listTree(migrationsDir)).toEqual(before);

    const check = await run('--schema', schemaPath, '--migrations', migrationsDir, '--check');
    expect(check.code).toBe(1);
    expect(check.stderr).toContain('CREATE TABLE "TestWidget"');
  }, 60_000);

  it('writes the migration and the snapshot, after which the schema is up to date', async () => {
    const result = await run('--schema', schemaPath, '--migrations', migrationsDir, 'add test widget');
    expect(result.code).toBe(0);
    const created = fs
      .readdirSync(migrationsDir)
      .filter((name) => /^\d{14}_add_test_widget$/.test(name));
    expect(created).toHaveLength(1);
    const sql = fs.readFileSync(path.join(migrationsDir, created[0], 'migration.sql'), 'utf8');
    expect(sql).toContain('CREATE TABLE "TestWidget"');
    expect(fs.readFileSync(path.join(migrationsDir, 'schema.snapshot.prisma'), 'utf8')).toContain('model TestWidget');

    const again = await run('--schema', schemaPath, '--migrations', migrationsDir, 'again');
    expect(again.stdout.trim()).toBe('No schema changes');
    expect(fs.readdirSync(migrationsDir).filter((name) => name.endsWith('_again'))).toHaveLength(0);
  }, 60_000);

  it('produces migrations that the runner applies to a fresh PostgreSQL database', async (ctx) => {
    const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
    try {
      await admin.connect();
    } catch {
      ctx.skip(); // no PostgreSQL here: the SQL generation above still ran
      return;
    }
    const db = `oshi_mig_test_${process.pid}_${Date.now()}`;
    try {
      await admin.query(`CREATE DATABASE "${db}"`);
      const url = new URL(ADMIN_URL);
      url.pathname = `/${db}`;
      const applied = await migrate(url.toString(), migrationsDir);
      expect(applied.at(-1)).toMatch(/_add_test_widget$/);
      expect(applied.length).toBeGreaterThanOrEqual(2);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);
});
