import type { ReactNode } from 'react';
import { Modal } from './Modal';

export interface ProductInfoEntry {
  /** Stable key, e.g. the metafield key. */
  id: string;
  label: string;
  value: ReactNode;
}

export interface ProductInfoModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Default `Product information`. */
  title?: string;
  /** The rows to list; an empty list says `No information available`. */
  entries: readonly ProductInfoEntry[];
}

/** The list-based product detail info modal (behaviour.md#modals). */
export function ProductInfoModal({
  open,
  onOpenChange,
  title = 'Product information',
  entries,
}: ProductInfoModalProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} variant="list">
      {entries.length === 0 ? (
        <p className="ui-modal__empty">No information available</p>
      ) : (
        <dl className="ui-info-list">
          {entries.map((entry) => (
            <div key={entry.id} className="ui-info-list__row">
              <dt>{entry.label}</dt>
              <dd>{entry.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Modal>
  );
}
