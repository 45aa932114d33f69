// Storybook for the React bindings and the storefront's components (stories live beside the
// components as `*.stories.tsx`). Storybook itself is installed with the first React package
// (@vitrine/react); until then no package has stories and nothing here runs.
// Telemetry is off here and through STORYBOOK_DISABLE_TELEMETRY=1 in scripts/env.mjs.
const config = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', '../examples/storefront/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
