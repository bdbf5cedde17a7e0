// Prisma's native schema engine cannot be downloaded here; `generate` does not need it,
// but the CLI must be told not to look for one (see STACK.md). Never /bin/true.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
if (!fs.existsSync('prisma/schema.prisma')) process.exit(0);
execFileSync(process.execPath, [require.resolve('prisma/build/index.js'), 'generate'], {
  stdio: 'inherit',
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: '/bin/false', PRISMA_HIDE_UPDATE_MESSAGE: '1' },
});
