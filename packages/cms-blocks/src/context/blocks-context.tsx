import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type {
  ContactSubmitHandler,
  NewsletterSubmitHandler,
  RegisterSubmitHandler,
} from './form-handlers';
import { consoleLogger, type BlocksLogger } from './logger';

/** `draft` shows editor outlines and placeholders; `published` is what shoppers see. */
export type BlocksMode = 'draft' | 'published';

/** The props a router link component receives for an internal content link. */
export interface BlocksLinkProps {
  to: string;
  className?: string;
  children?: ReactNode;
}

export interface BlocksContextValue {
  mode: BlocksMode;
  logger: BlocksLogger;
  /** Renders internal links (`/about-us`); external, mail and phone links stay plain `<a>`. */
  linkComponent: ComponentType<BlocksLinkProps> | null;
  /** Prefix for root-relative asset URLs (`/images/…`), e.g. the backend's origin. `''` keeps them as they are. */
  assetBaseUrl: string;
  onContactSubmit: ContactSubmitHandler | null;
  onRegisterSubmit: RegisterSubmitHandler | null;
  onNewsletterSubmit: NewsletterSubmitHandler | null;
}

const defaults: BlocksContextValue = {
  mode: 'published',
  logger: consoleLogger,
  linkComponent: null,
  assetBaseUrl: '',
  onContactSubmit: null,
  onRegisterSubmit: null,
  onNewsletterSubmit: null,
};

const BlocksContext = createContext<BlocksContextValue>(defaults);

export interface BlocksProviderProps {
  /** Default `'published'`. Use domain's `contentVersion(staging)` to pick it. */
  mode?: BlocksMode;
  /** Default: the console. */
  logger?: BlocksLogger;
  /** E.g. React Router's `Link`. Default: a plain `<a href>`. */
  linkComponent?: ComponentType<BlocksLinkProps>;
  /**
   * Where root-relative content images (`/images/…`) are served from, e.g.
   * `http://localhost:4000` for the reference backend. Default `''` (same origin).
   */
  assetBaseUrl?: string;
  /** Called with validated contact form values. Without it the form says it is unavailable. */
  onContactSubmit?: ContactSubmitHandler;
  /** Called with a validated registration (domain `registrationSchema` output). */
  onRegisterSubmit?: RegisterSubmitHandler;
  /** Called with a validated newsletter email. */
  onNewsletterSubmit?: NewsletterSubmitHandler;
  children?: ReactNode;
}

/** Gives every block its mode, logger, link component and the app's form handlers. */
export function BlocksProvider({
  mode = 'published',
  logger = consoleLogger,
  linkComponent,
  assetBaseUrl = '',
  onContactSubmit,
  onRegisterSubmit,
  onNewsletterSubmit,
  children,
}: BlocksProviderProps) {
  const value = useMemo<BlocksContextValue>(
    () => ({
      mode,
      logger,
      linkComponent: linkComponent ?? null,
      assetBaseUrl: assetBaseUrl.replace(/\/+$/, ''),
      onContactSubmit: onContactSubmit ?? null,
      onRegisterSubmit: onRegisterSubmit ?? null,
      onNewsletterSubmit: onNewsletterSubmit ?? null,
    }),
    [
      mode,
      logger,
      linkComponent,
      assetBaseUrl,
      onContactSubmit,
      onRegisterSubmit,
      onNewsletterSubmit,
    ],
  );
  return <BlocksContext value={value}>{children}</BlocksContext>;
}

/** The blocks' context; outside a provider: published mode, console logger, plain links. */
export function useBlocks(): BlocksContextValue {
  return useContext(BlocksContext);
}
