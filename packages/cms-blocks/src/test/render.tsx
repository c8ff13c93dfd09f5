import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { BlocksProvider, type BlocksProviderProps } from '../context/blocks-context';
import type { BlocksLogger } from '../context/logger';

/** A logger that records what the blocks report (the logger is an injection point, not a mock of anything external). */
export function recordingLogger() {
  return { warn: vi.fn<BlocksLogger['warn']>(), error: vi.fn<BlocksLogger['error']>() };
}

/** Renders `ui` inside a BlocksProvider with a recording logger. */
export function renderWithBlocks(
  ui: ReactElement,
  props: Omit<BlocksProviderProps, 'children'> = {},
): RenderResult & { logger: ReturnType<typeof recordingLogger> } {
  const logger = recordingLogger();
  const result = render(
    <BlocksProvider logger={logger} {...props}>
      {ui}
    </BlocksProvider>,
  );
  return { ...result, logger };
}
