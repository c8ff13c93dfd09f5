import type { ElementType, ReactNode } from 'react';
import { useBlocks } from '../context/blocks-context';
import { editableAttributes } from '../fields/editable';

export interface BlockRootProps {
  blok: { _uid: string; component: string; _editable?: string | null };
  className: string;
  /** Default `section`. */
  as?: ElementType;
  children: ReactNode;
  'aria-labelledby'?: string;
}

/**
 * The outer element of every block: names the block for styling and tests, and in draft
 * mode carries the Storyblok editor bridge attributes.
 */
export function BlockRoot({
  blok,
  className,
  as: Tag = 'section',
  children,
  ...rest
}: BlockRootProps) {
  const { mode } = useBlocks();
  const editable = editableAttributes(blok._editable, mode);
  return (
    <Tag
      {...rest}
      {...editable}
      data-block={blok.component}
      className={[className, editable.className].filter(Boolean).join(' ')}
    >
      {children}
    </Tag>
  );
}
