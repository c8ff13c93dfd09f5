import type { ReactNode } from 'react';

export interface HeadingProps {
  id?: string;
  /** Default 2: blocks sit below the page's own `h1` unless they are its hero. */
  level?: 1 | 2 | 3;
  className?: string;
  children: ReactNode;
}

/** A block heading; an empty title renders nothing rather than an empty landmark name. */
export function Heading({ id, level = 2, className, children }: HeadingProps) {
  if (children === '' || children === null || children === undefined) return null;
  const Tag = `h${String(level)}` as 'h1' | 'h2' | 'h3';
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}
