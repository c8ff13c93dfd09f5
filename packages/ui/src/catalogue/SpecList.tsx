import { cx } from 'class-variance-authority';
import type { ReactNode } from 'react';

export interface SpecEntry {
  /** Stable key, e.g. the metafield key. */
  id: string;
  label: string;
  value: ReactNode;
}

export interface SpecListProps {
  entries: readonly SpecEntry[];
  className?: string;
}

/** Label and value pairs (dimensions, product info, stock by location) as a definition list. */
export function SpecList({ entries, className }: SpecListProps) {
  if (entries.length === 0) return null;
  return (
    <dl data-slot="spec-list" className={cx('ui-info-list', 'ui-spec-list', className)}>
      {entries.map((entry) => (
        <div key={entry.id} className="ui-info-list__row">
          <dt>{entry.label}</dt>
          <dd>{entry.value}</dd>
        </div>
      ))}
    </dl>
  );
}
