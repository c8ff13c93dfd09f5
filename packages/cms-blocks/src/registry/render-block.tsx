import { useMemo, type ComponentType, type ReactNode } from 'react';
import { isKnownBlock, type BlockComponentName } from '../block-names';
import { BLOCK_SCHEMAS } from '../blocks/schemas';
import type { BlocksMode } from '../context/blocks-context';
import { consoleLogger, type BlocksLogger } from '../context/logger';
import { reportOnce } from '../context/report-once';
import { BlockPlaceholder } from './BlockPlaceholder';
import { BLOCK_COMPONENTS } from './registry';

export interface RenderBlockOptions {
  /** Default `'published'`. */
  mode?: BlocksMode;
  /** Default: the console. */
  logger?: BlocksLogger;
  key?: string | number;
}

function field(blok: unknown, name: string): unknown {
  return typeof blok === 'object' && blok !== null
    ? (blok as Record<string, unknown>)[name]
    : undefined;
}

interface KnownBlockProps {
  name: BlockComponentName;
  blok: unknown;
  mode: BlocksMode;
  logger: BlocksLogger;
}

type BlockParse = ReturnType<(typeof BLOCK_SCHEMAS)[BlockComponentName]['safeParse']>;

// Parses remembered per content object and block name, weakly: a server renders the same
// shared story for many requests, and a browser re-renders the same content often. Content
// objects are never changed in place (a live preview's change is a new object).
const parses = new WeakMap<object, Map<BlockComponentName, BlockParse>>();

function parseBlock(name: BlockComponentName, blok: unknown): BlockParse {
  if (typeof blok !== 'object' || blok === null) return BLOCK_SCHEMAS[name].safeParse(blok);
  let byName = parses.get(blok);
  if (!byName) {
    byName = new Map();
    parses.set(blok, byName);
  }
  let parsed = byName.get(name);
  if (!parsed) {
    parsed = BLOCK_SCHEMAS[name].safeParse(blok);
    byName.set(name, parsed);
  }
  return parsed;
}

/** Parses a known block once per content object (so links and lists keep their identity), then renders it. */
function KnownBlock({ name, blok, mode, logger }: KnownBlockProps) {
  const parsed = useMemo(() => parseBlock(name, blok), [name, blok]);
  if (!parsed.success) {
    reportOnce(logger, 'error', blok, `Content block "${name}" could not be read`, {
      component: name,
      uid: field(blok, '_uid'),
      issues: parsed.error.issues,
    });
    const editable = field(blok, '_editable');
    return mode === 'draft' ? (
      <BlockPlaceholder
        component={name}
        reason="invalid"
        editable={typeof editable === 'string' ? editable : null}
      />
    ) : null;
  }
  // The registry's mapped type pairs each name with its own props; TypeScript cannot follow
  // that through a union index, so the pairing is asserted here, once.
  const Component = BLOCK_COMPONENTS[name] as ComponentType<{ blok: unknown }>;
  return <Component blok={parsed.data} />;
}

/**
 * One Storyblok block as React: its fields parsed by the block's schema, then its
 * component. A block the storefront does not know, or one that is not a block at all,
 * is logged (once per content object) and renders nothing on the published site and a
 * placeholder in draft mode.
 */
export function renderBlock(
  blok: unknown,
  { mode = 'published', logger = consoleLogger, key }: RenderBlockOptions = {},
): ReactNode {
  const component = field(blok, 'component');
  const name = typeof component === 'string' ? component : '';
  if (!isKnownBlock(name)) {
    reportOnce(logger, 'warn', blok, `Unknown content block "${name}"`, {
      component: name,
      uid: field(blok, '_uid'),
    });
    const editable = field(blok, '_editable');
    return mode === 'draft' ? (
      <BlockPlaceholder
        key={key}
        component={name}
        reason="unknown"
        editable={typeof editable === 'string' ? editable : null}
      />
    ) : null;
  }
  return <KnownBlock key={key} name={name} blok={blok} mode={mode} logger={logger} />;
}
