import type { LoadPlan, PlanView } from '@shop/domain/load-plan';
import { planViews } from '@shop/domain/load-plan';
import { cx } from 'class-variance-authority';
import { useId } from 'react';
import { LoadPlanLegend } from './LoadPlanLegend';
import { lineColours } from './palette';

export interface LoadPlanView2DProps {
  plan: LoadPlan;
  /**
   * Show the cartons of loading steps 1 to `step` only (the loading-step slider). Default:
   * every placed carton.
   */
  step?: number;
  /** What the figure is called, e.g. the factory and container type. Default `Load plan`. */
  title?: string;
  /**
   * Show the products' colours under the views. Default `true`; `false` where one
   * `LoadPlanLegend` serves this view and the 3D one.
   */
  legend?: boolean;
  className?: string;
}

const STROKE = 'var(--ui-color-neutral-0, #fff)';

/**
 * A load plan drawn flat, as `planViews` of @shop/domain lays it out: from above and from the
 * side (back wall on the left, door on the right) and from the door, each labelled, at one
 * scale — the side and door views share a row, the view from above sits over the side view.
 * Each carton has its product's colour. Plain SVG with no script, so it renders on the server
 * and shows without JavaScript or WebGL.
 */
export function LoadPlanView2D({
  plan,
  step,
  title = 'Load plan',
  legend = true,
  className,
}: LoadPlanView2DProps) {
  const id = useId();
  const { length: L, width: W } = plan.container.inner;
  const limit = step ?? plan.placed.length;
  const views = planViews(plan, limit);
  const colours = lineColours(plan);
  const shown = views[0]?.rects.length ?? 0;
  const summary = `${String(shown)} of ${String(plan.placed.length)} cartons loaded`;
  const pad = Math.round(Math.max(L, W) / 80);

  const drawing = (view: PlanView) => (
    <div
      key={view.kind}
      className={`ui-load-plan-2d__view ui-load-plan-2d__view--${view.kind}`}
      data-view={view.kind}
    >
      <span className="ui-load-plan-2d__label" aria-hidden="true">
        {view.label}
      </span>
      <svg
        role="img"
        aria-labelledby={`${id}-${view.kind}`}
        viewBox={`${String(-pad)} ${String(-pad)} ${String(view.width + 2 * pad)} ${String(view.height + 2 * pad)}`}
        preserveAspectRatio="xMinYMin meet"
      >
        <title id={`${id}-${view.kind}`}>{`${view.label}: ${summary}, ${view.orientation}`}</title>
        <rect
          className="ui-load-plan-2d__box"
          x={0}
          y={0}
          width={view.width}
          height={view.height}
          fill="none"
          strokeWidth={pad / 2}
        />
        {view.kind === 'door' ? null : (
          <line
            className="ui-load-plan-2d__door"
            x1={view.width}
            y1={0}
            x2={view.width}
            y2={view.height}
            strokeWidth={pad}
            strokeDasharray={`${String(pad)} ${String(pad)}`}
          />
        )}
        {view.rects.map((r) => (
          <rect
            key={r.carton.carton.id}
            data-carton={r.carton.carton.id}
            data-step={r.carton.step}
            x={r.x}
            y={r.y}
            width={r.width}
            height={r.height}
            fill={colours.get(r.carton.carton.lineKey)}
            stroke={STROKE}
            strokeWidth={Math.max(4, pad / 6)}
          >
            <title>{`Step ${String(r.carton.step)}: ${r.carton.carton.label} (${r.carton.carton.id})`}</title>
          </rect>
        ))}
      </svg>
    </div>
  );

  return (
    <figure data-slot="load-plan-2d" className={cx('ui-load-plan-2d', className)}>
      <figcaption className="ui-load-plan-2d__caption">
        <span className="ui-load-plan-2d__title">{title}</span>
        <span className="ui-load-plan-2d__summary">{summary}</span>
      </figcaption>
      {/* One scale for all three: the columns are as wide as the container is long and wide. */}
      <div
        className="ui-load-plan-2d__views"
        style={{ gridTemplateColumns: `minmax(0, ${String(L)}fr) minmax(0, ${String(W)}fr)` }}
      >
        {views.map(drawing)}
      </div>
      {legend ? <LoadPlanLegend plan={plan} step={limit} /> : null}
    </figure>
  );
}
