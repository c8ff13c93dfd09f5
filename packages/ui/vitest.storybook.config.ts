import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { sourceConditions } from '@shop/vitest-config';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Every story of the repo's Storybook runs as a test in headless Chromium: its play
// function and the axe accessibility checks (violations fail, see .storybook/preview.ts).
// The browser is Debian's chromium (apt-get install chromium); nothing is downloaded.
const configDir = fileURLToPath(new URL('../../.storybook', import.meta.url));

export default defineConfig({
  plugins: [storybookTest({ configDir })],
  resolve: { conditions: sourceConditions('browser') },
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page and
  // the story under test time out on a cold cache (a fresh CI clone).
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@radix-ui/react-accordion',
      '@radix-ui/react-alert-dialog',
      '@radix-ui/react-dialog',
      '@radix-ui/react-slot',
      'class-variance-authority',
      '@shop/domain > zod',
      'three',
      'three/addons/controls/OrbitControls.js',
      '@react-three/fiber',
      'storybook/test',
    ],
  },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--headless',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
