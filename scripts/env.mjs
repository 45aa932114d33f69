// Telemetry of every tool off, for every script that runs tools (see shared/TOOLCHAIN.md).
export const quietEnv = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  TURBO_NO_UPDATE_NOTIFIER: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  DO_NOT_TRACK: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  ASTRO_TELEMETRY_DISABLED: '1',
  NO_UPDATE_NOTIFIER: '1',
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
};
