import '../styles/blocks.css';
import { BlocksProvider, type BlocksMode } from '../context/blocks-context';
import type {
  ContactSubmitHandler,
  NewsletterSubmitHandler,
  RegisterSubmitHandler,
} from '../context/form-handlers';
import type { BlocksLogger } from '../context/logger';
import { StoryblokBlocks } from '../registry/StoryblokBlocks';

export interface BlockPreviewProps {
  /** The block (or story content) as Storyblok sends it. */
  blok: unknown;
  mode: BlocksMode;
  /** The reference backend serves `/images/…`; run `npm start` to see the photographs. */
  assetBaseUrl?: string;
  logger?: BlocksLogger;
  onContactSubmit?: ContactSubmitHandler;
  onRegisterSubmit?: RegisterSubmitHandler;
  onNewsletterSubmit?: NewsletterSubmitHandler;
}

/** Storybook's view of a block: the real provider and registry around fixture content. */
export function BlockPreview({ blok, ...provider }: BlockPreviewProps) {
  return (
    <BlocksProvider {...provider}>
      <StoryblokBlocks blocks={blok} />
    </BlocksProvider>
  );
}

/** The reference backend's default origin (apps/backend, PORT 4000). */
export const BACKEND_ORIGIN = 'http://localhost:4000';
