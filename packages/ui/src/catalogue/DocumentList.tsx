import { cx } from 'class-variance-authority';

export interface DocumentLink {
  /** Stable key, e.g. the metafield key. */
  id: string;
  /** What the document is: `Client drawing`, `Technical sheet`. */
  label: string;
  href: string;
  /** Picks the icon: a drawing (a set square) or a document (a page). Default `document`. */
  kind?: 'drawing' | 'document';
}

export interface DocumentListProps {
  documents: readonly DocumentLink[];
  /** The list's accessible name. Default `Documents`. */
  label?: string;
  className?: string;
}

/** `PDF`, `SVG`, `DWG`… from the link's file name; null when it has no extension. */
export function documentType(href: string): string | null {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  const match = /\.([a-z0-9]{2,5})$/i.exec(path);
  return match?.[1] ? match[1].toUpperCase() : null;
}

function DrawingIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d="M4 20V4l16 16H4Z" />
      <path d="M8 16v-4l4 4H8Z" />
    </svg>
  );
}

function DocumentIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d="M6 3h8l4 4v14H6V3Z" />
      <path d="M14 3v4h4M9 12h6M9 16h6" />
    </svg>
  );
}

/**
 * Drawings, catalogues and technical sheets as a list of downloads: an icon, the name, the
 * file type. Each opens in a new tab (the buyer keeps the product page), which the link
 * says to screen readers too.
 */
export function DocumentList({ documents, label = 'Documents', className }: DocumentListProps) {
  if (documents.length === 0) return null;
  return (
    <ul aria-label={label} data-slot="document-list" className={cx('ui-document-list', className)}>
      {documents.map((document) => {
        const type = documentType(document.href);
        return (
          <li key={document.id}>
            <a
              className="ui-document-list__link"
              href={document.href}
              target="_blank"
              rel="noreferrer"
              data-kind={document.kind ?? 'document'}
            >
              <span className="ui-document-list__icon">
                {document.kind === 'drawing' ? <DrawingIcon /> : <DocumentIcon />}
              </span>
              <span className="ui-document-list__label">{document.label}</span>{' '}
              {type ? <span className="ui-document-list__type">{type}</span> : null}{' '}
              {/* What a sighted buyer sees happen, said to screen readers too. */}
              <span className="ui-visually-hidden">(opens in a new tab)</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
