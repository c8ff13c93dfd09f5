import type { Config } from '@react-router/dev/config';

// Public pages are rendered on the server so guests and crawlers get HTML with the
// SEO metadata (ARCHITECTURE decision 6); the client hydrates and takes over navigation.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
