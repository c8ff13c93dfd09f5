import { editableAttributes } from '../fields/editable';

export interface BlockPlaceholderProps {
  component: string;
  reason: 'unknown' | 'invalid';
  editable?: string | null;
}

/** Draft mode only: shows editors which block the storefront could not render, and why. */
export function BlockPlaceholder({ component, reason, editable }: BlockPlaceholderProps) {
  const attributes = editableAttributes(editable, 'draft');
  return (
    <div
      role="note"
      {...attributes}
      data-block-placeholder={reason}
      className={['cms-block-placeholder', attributes.className].filter(Boolean).join(' ')}
    >
      <strong>{reason === 'unknown' ? 'Unknown block' : 'Unreadable block'}</strong>{' '}
      <code>{component || '(no component name)'}</code>
      <span>
        {reason === 'unknown'
          ? ' — the storefront has no component for it; it is hidden on the published site.'
          : ' — its content could not be read; it is hidden on the published site.'}
      </span>
    </div>
  );
}
