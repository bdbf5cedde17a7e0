// relay-compiler configuration. Kept CommonJS: the compiler cannot load an ESM config (STACK.md).
module.exports = {
  src: './client/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './client/src/__generated__',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  customScalarTypes: { DateTime: 'string', Won: 'number' },
  // The server accepts the web client's operations by these ids (see server/src/http/persisted-operations.ts).
  persistConfig: { file: './client/src/relay/persisted-queries.json', algorithm: 'MD5' },
};
