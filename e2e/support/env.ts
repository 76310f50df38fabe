/** Names of the variables through which the global setup tells the tests where the app and its mail are. */
export const E2E_ENV = {
  baseUrl: 'OPENHIRE_E2E_BASE_URL',
  mailDir: 'OPENHIRE_E2E_MAIL_DIR',
} as const;

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run the browser tests with \`npx playwright test\`, whose global setup sets it`,
    );
  return value;
}
