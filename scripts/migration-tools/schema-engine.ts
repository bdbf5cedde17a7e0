// Dev-only: Prisma's schema engine compiled to WebAssembly, used to diff two Prisma schemas into
// PostgreSQL DDL without a database and without the native engine (which `prisma migrate` would
// download from outside, impossible here: see shared/STACK.md, "Prisma 7 CLI offline").
//
// These are NON-PUBLIC Prisma APIs (the schema-engine-wasm README: "internal to Prisma. Its API will
// break without prior warning"), so everything is pinned and checked:
// - the engine binary is the `schema_engine_bg.wasm` that ships inside the installed `prisma` CLI,
//   i.e. exactly the engine of prisma 7.10.1 (hash in @prisma/engines-version); we check its version();
// - its wasm-bindgen JS glue comes from `@prisma/schema-engine-wasm`, pinned exactly in package.json.
//   The build for that exact hash is not published on the registry, so we use the 7.10.0 build (the one
//   @prisma/internals 7.10.0 pins), whose wasm imports/exports are identical; any mismatch fails at
//   instantiation (LinkError) rather than silently.
// Upgrading prisma: bump @prisma/schema-engine-wasm alongside and run the create-migration test.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

type Glue = typeof import('@prisma/schema-engine-wasm/schema_engine_bg');
type Engine = Awaited<ReturnType<Glue['SchemaEngine']['new']>>;

const require = createRequire(import.meta.url);

let gluePromise: Promise<Glue> | undefined;

/** Instantiates the wasm engine once per process (the glue module keeps it in a module variable). */
function loadGlue(): Promise<Glue> {
  gluePromise ??= (async () => {
    const prismaDir = path.dirname(require.resolve('prisma/package.json'));
    const wasmPath = path.join(prismaDir, 'build', 'schema_engine_bg.wasm');
    const expected: string = JSON.parse(
      fs.readFileSync(require.resolve('@prisma/engines-version/package.json', { paths: [prismaDir] }), 'utf8'),
    ).prisma.enginesVersion;
    const glue: Glue = await import('@prisma/schema-engine-wasm/schema_engine_bg');
    const module = new WebAssembly.Module(fs.readFileSync(wasmPath));
    const instance = new WebAssembly.Instance(module, {
      './schema_engine_bg.js': glue as unknown as WebAssembly.ModuleImports,
    });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    const actual = glue.version();
    if (actual !== expected) {
      throw new Error(`schema engine ${actual} does not match @prisma/engines-version ${expected}`);
    }
    return glue;
  })();
  return gluePromise;
}

// The wasm engine talks to the database only through a Prisma driver adapter, and its PostgreSQL
// connector probes the server version when the engine is created, even for a pure schema-to-schema
// diff. This stand-in answers that one probe and refuses everything else, so a diff that would
// really need a database fails loudly instead of producing wrong SQL.
function offlineAdapterFactory() {
  const errors: { error: unknown }[] = [];
  const fail = (what: string) => {
    errors.push({ error: new Error(`offline schema engine: unexpected ${what}`) });
    return { ok: false as const, error: { kind: 'GenericJs', id: errors.length - 1 } };
  };
  const errorRegistry = { consumeError: (id: number) => errors[id] };
  const adapter = {
    provider: 'postgres',
    adapterName: 'oshi-offline',
    errorRegistry,
    async queryRaw(query: { sql: string }) {
      if (!query.sql.includes("current_setting('server_version_num')")) return fail(`query: ${query.sql}`);
      return {
        ok: true as const,
        value: {
          columnNames: ['exists', 'version', 'numeric_version'],
          columnTypes: [5 /* Boolean */, 7 /* Text */, 0 /* Int32 */],
          rows: [[true, 'PostgreSQL 15.0 (offline)', 150000]],
        },
      };
    },
    executeRaw: async (query: { sql: string }) => fail(`statement: ${query.sql}`),
    executeScript: async () => fail('script'),
    startTransaction: async () => fail('transaction'),
    dispose: async () => ({ ok: true as const, value: undefined }),
  };
  return {
    provider: 'postgres',
    adapterName: 'oshi-offline',
    errorRegistry,
    connect: async () => ({ ok: true as const, value: adapter }),
    connectToShadowDb: async () => ({ ok: true as const, value: adapter }),
  };
}

/**
 * SQL that takes a database from schema `from` (Prisma schema text, or null for an empty database)
 * to schema `to`. Returns null when there is nothing to do.
 */
export async function diffSchemas(from: string | null, to: string): Promise<string | null> {
  const glue = await loadGlue();
  const toFiles = [{ path: 'schema.prisma', content: to }];
  const logs: string[] = [];
  const engine: Engine = await glue.SchemaEngine.new(
    { datamodels: [['schema.prisma', to]] },
    (line: string) => logs.push(line),
    offlineAdapterFactory(),
  );
  try {
    const result = await engine.diff({
      from: from === null ? { tag: 'empty' } : { tag: 'schemaDatamodel', files: [{ path: 'snapshot.prisma', content: from }] },
      to: { tag: 'schemaDatamodel', files: toFiles },
      script: true,
      exitCode: true, // 2 when the diff is non-empty, 0 when it is empty
      filters: { externalTables: [], externalEnums: [] },
    });
    return result.exitCode === 2 ? (result.stdout ?? '') : null;
  } catch (error) {
    const e = error as { message?: string };
    throw new Error(`schema engine: ${e.message ?? String(error)}`, { cause: error });
  } finally {
    engine.free();
  }
}
