import type { KnipConfig } from 'knip';

// Lint runs knip so that no file, export or dependency outlives its last user.
const config: KnipConfig = {
  // The server, the backup tool and the secrets tool start from dist/ through scripts/start.mjs, which knip cannot
  // follow, worker threads start from their file names (`askWorker`), and .ci/run calls the start check and the
  // image's contract test by their paths.
  entry: [
    'src/server/main.ts',
    'src/server/**/*-worker.ts',
    'src/server/backup/cli.ts',
    'src/server/secrets/cli.ts',
    'scripts/start-check.mjs',
    'scripts/image/contract-test.mjs',
  ],
  ignoreDependencies: [
    // Types for the in-test SMTP server: TypeScript reads them without an import knip can see.
    '@types/smtp-server',
  ],
};

export default config;
