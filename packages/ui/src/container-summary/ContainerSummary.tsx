import { cx } from 'class-variance-authority';
import { useId } from 'react';
import { ContainerGauge, type ContainerGaugeEntry } from '../cart/ContainerGauge';
import { defaultRenderLink, type RenderLink } from '../lib/link';

export interface ContainerSummaryProps {
  /** One entry per factory with container products in the cart (the fill of behaviour.md#validation). */
  containers: readonly ContainerGaugeEntry[];
  /** The minimized flag (behaviour.md#container-summary): only a one-line summary shows. */
  minimized: boolean;
  /** Called with the new flag when the buyer minimises or expands the summary. */
  onMinimizedChange: (minimized: boolean) => void;
  /** The container builder, where the containers are changed. */
  builderHref: string;
  renderLink?: RenderLink;
  /**
   * `floating` (default): fixed in the bottom-left corner, over the page. `inline`: a block in
   * the page flow (a bar minimised, the gauges below it expanded) that pushes what follows
   * down and so never covers the page's content; minimised it is exactly
   * `--ui-container-summary-bar` (3rem) tall, the room a page reserves for it.
   */
  placement?: 'floating' | 'inline';
  className?: string;
}

function ChevronIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 12 12"
      width="12"
      height="12"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d="m2 4 4 4 4-4" />
    </svg>
  );
}

/** The fullest container: what the minimised line reports. */
function fullest(containers: readonly ContainerGaugeEntry[]): ContainerGaugeEntry | undefined {
  return containers.reduce<ContainerGaugeEntry | undefined>(
    (best, entry) => (best === undefined || entry.percent > best.percent ? entry : best),
    undefined,
  );
}

/**
 * The second modal (behaviour.md#container-summary): a summary of the cart's containers (one gauge per factory) that
 * follows the buyer from page to page, without blocking the page (a landmark, not a
 * dialog): floating in a corner, or `inline` in the page flow, where it covers nothing. Minimised, it is one line: how many containers and how full the fullest is;
 * the toggle expands it again. The state lives with the caller.
 */
export function ContainerSummary({
  containers,
  minimized,
  onMinimizedChange,
  builderHref,
  renderLink = defaultRenderLink,
  placement = 'floating',
  className,
}: ContainerSummaryProps) {
  const bodyId = useId();
  const top = fullest(containers);
  const over = containers.some((entry) => entry.used > entry.capacity);
  const count = containers.length;
  const heading = `${String(count)} ${count === 1 ? 'container' : 'containers'}`;
  // One container: how full it is; several: the fullest, the one to watch.
  const status =
    top === undefined
      ? ''
      : over
        ? 'over capacity'
        : `${count > 1 ? 'fullest ' : ''}${String(top.percent)}% full`;
  return (
    <aside
      aria-label="Container summary"
      data-slot="container-summary"
      data-state={minimized ? 'minimized' : 'expanded'}
      data-placement={placement}
      data-over={over || undefined}
      className={cx('ui-container-summary', className)}
    >
      <button
        type="button"
        className="ui-container-summary__toggle"
        aria-expanded={!minimized}
        aria-controls={bodyId}
        onClick={() => {
          onMinimizedChange(!minimized);
        }}
      >
        <span className="ui-container-summary__title">{heading}</span>
        {status ? <span className="ui-container-summary__status">{status}</span> : null}
        {minimized && top ? (
          <span className="ui-container-summary__mini-track" aria-hidden="true">
            <span
              className="ui-container-summary__mini-fill"
              style={{ inlineSize: `${String(Math.min(Math.max(top.percent, 0), 100))}%` }}
            />
          </span>
        ) : null}
        <span className="ui-visually-hidden">
          {minimized ? ', show the container summary' : ', minimise the container summary'}
        </span>
        <span className="ui-container-summary__chevron">
          <ChevronIcon />
        </span>
      </button>
      <div id={bodyId} className="ui-container-summary__body" hidden={minimized}>
        <ContainerGauge containers={containers} className="ui-container-summary__gauge" />
        {renderLink({
          href: builderHref,
          className: 'ui-container-summary__link',
          children: 'Open the container builder',
        })}
      </div>
    </aside>
  );
}
