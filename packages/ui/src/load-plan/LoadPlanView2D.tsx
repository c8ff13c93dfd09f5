import type { LoadPlan, PlacedCarton } from '@shop/domain/load-plan';
import { cx } from 'class-variance-authority';
import { useId } from 'react';
import { legendOf, lineColours } from './palette';

export interface LoadPlanView2DProps {
  plan: LoadPlan;
  /**
   * Show the cartons of loading steps 1 to `step` only (the loading-step slider). Default:
   * every placed carton.
   */
  step?: number;
  /** What the figure is called, e.g. the factory and container type. Default `Load plan`. */
  title?: string;
  className?: string;
}

const STROKE = 'var(--ui-color-neutral-0, #fff)';

function stepText(p: PlacedCarton) {
  return `Step ${String(p.step)}: ${p.carton.label} (${p.carton.id})`;
}

/**
 * A load plan drawn flat: the container from above and from the side, back wall on the
 * left, door on the right, each carton in its product's colour. Plain SVG with no script,
 * so it renders on the server and shows without JavaScript or WebGL — the 3D view's
 * fallback, and the picture a printed plan uses.
 */
export function LoadPlanView2D({
  plan,
  step,
  title = 'Load plan',
  className,
}: LoadPlanView2DProps) {
  const id = useId();
  const { length: L, width: W, height: H } = plan.container.inner;
  const limit = step ?? plan.placed.length;
  const shown = plan.placed.filter((p) => p.step <= limit);
  const colours = lineColours(plan);
  // From above, the highest carton hides the ones below; from the side (looking from the
  // left wall), the nearest hides the ones behind.
  const fromAbove = [...shown].sort((a, b) => a.z + a.height - (b.z + b.height) || a.step - b.step);
  const fromSide = [...shown].sort((a, b) => b.y - a.y || a.step - b.step);
  const summary = `${String(shown.length)} of ${String(plan.placed.length)} cartons loaded`;
  const legend = legendOf(plan, limit);
  const pad = Math.round(L / 60);

  const view = (
    kind: 'top' | 'side',
    depth: number,
    cartons: PlacedCarton[],
    rect: (p: PlacedCarton) => { x: number; y: number; w: number; h: number },
  ) => (
    <svg
      role="img"
      aria-labelledby={`${id}-${kind}`}
      viewBox={`${String(-pad)} ${String(-pad)} ${String(L + 2 * pad)} ${String(depth + 2 * pad)}`}
      className={`ui-load-plan-2d__view ui-load-plan-2d__view--${kind}`}
      data-view={kind}
    >
      <title id={`${id}-${kind}`}>
        {kind === 'top'
          ? `Seen from above: ${summary}, back wall on the left, door on the right`
          : `Seen from the side: ${summary}, floor at the bottom, door on the right`}
      </title>
      <rect
        className="ui-load-plan-2d__box"
        x={0}
        y={0}
        width={L}
        height={depth}
        fill="none"
        strokeWidth={pad / 2}
      />
      <line
        className="ui-load-plan-2d__door"
        x1={L}
        y1={0}
        x2={L}
        y2={depth}
        strokeWidth={pad}
        strokeDasharray={`${String(pad)} ${String(pad)}`}
      />
      {cartons.map((p) => {
        const r = rect(p);
        return (
          <rect
            key={p.carton.id}
            data-carton={p.carton.id}
            data-step={p.step}
            x={r.x}
            y={r.y}
            width={r.w}
            height={r.h}
            fill={colours.get(p.carton.lineKey)}
            stroke={STROKE}
            strokeWidth={Math.max(4, pad / 6)}
          >
            <title>{stepText(p)}</title>
          </rect>
        );
      })}
    </svg>
  );

  return (
    <figure data-slot="load-plan-2d" className={cx('ui-load-plan-2d', className)}>
      <figcaption className="ui-load-plan-2d__caption">
        <span className="ui-load-plan-2d__title">{title}</span>
        <span className="ui-load-plan-2d__summary">{summary}</span>
      </figcaption>
      <div className="ui-load-plan-2d__views">
        {view('top', W, fromAbove, (p) => ({ x: p.x, y: p.y, w: p.length, h: p.width }))}
        {view('side', H, fromSide, (p) => ({
          x: p.x,
          y: H - p.z - p.height,
          w: p.length,
          h: p.height,
        }))}
      </div>
      {legend.length > 0 ? (
        <ul className="ui-load-plan-2d__legend" aria-label="Products">
          {legend.map((row) => (
            <li key={row.lineKey}>
              <span
                aria-hidden="true"
                className="ui-load-plan-2d__swatch"
                style={{ background: row.colour }}
              />
              {`${row.label}: ${String(row.placed)} of ${String(row.total)} cartons`}
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  );
}
