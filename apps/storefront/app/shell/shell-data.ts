// The shell's data: what the root loader reads for the page frame — the site chrome (settings
// and category tree) and the browser's configuration (content mode, picture host, newsletter,
// search). Read it anywhere below the root with `useShell()`. The buyer's own data (customer,
// cart, wishlist) is the buyer layout's, read with `useBuyer()` (buyer.ts).
import type { NewsletterConfig } from '@shop/api';
import type { SearchConfig } from '@shop/api/search';
import type { BlocksMode } from '@shop/cms-blocks';
import { useRouteLoaderData } from 'react-router';
import type { SiteChrome } from './chrome';

export interface ShellConfig {
  mode: BlocksMode;
  /** Where content images (`/images/…`) are served from: the backend as the browser sees it. */
  assetBaseUrl: string;
  newsletter: NewsletterConfig;
  /** The search index as the browser queries it (public key only). */
  search: SearchConfig;
  /** Draft mode only: the content editor's bridge script; null when published. */
  editorBridge: string | null;
}

/** What the root loader answers (root.tsx). */
export interface ShellData {
  chrome: SiteChrome;
  config: ShellConfig;
}

/** React Router's id of the root route (root.tsx). */
const ROOT_ROUTE_ID = 'root';

/** The shell's data of the current page. */
export function useShell(): ShellData {
  const shell = useRouteLoaderData<ShellData>(ROOT_ROUTE_ID);
  if (!shell) throw new Error('useShell() is used below the root route, once its loader answered');
  return shell;
}
