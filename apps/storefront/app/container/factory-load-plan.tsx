// A factory's container planned with its real cartons (behaviour.md#load-plans): the summary,
// the refusal when it does not fit, the advice, the 3D view beside the flat views, one legend —
// the container builder's and a container list's.
import { MAX_PLAN_CARTONS, loadPlanAdvice } from '@shop/domain/load-plan';
import { LoadPlanLegend, LoadPlanRefusal, LoadPlanView2D } from '@shop/ui/load-plan';
import { useId } from 'react';
import { LoadPlanStage } from './load-plan-stage';
import type { FactoryLoad } from './load-plans.server';

const KG = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const MM = new Intl.NumberFormat('en-US');
const COUNT = new Intl.NumberFormat('en-US');

/** The factory's container planned with its real cartons (behaviour.md#load-plans). */
export function FactoryLoadPlan({
  brandName,
  load,
  pdfHref,
}: {
  brandName: string;
  /** `undefined`: it could not be made; `null`: too many cartons to plan. */
  load: Pick<FactoryLoad, 'plan' | 'box' | 'refusal'> | null | undefined;
  /** The printable plan, when the page has one. */
  pdfHref?: string;
}) {
  const headingId = useId();
  if (load === undefined)
    return <p className="container-plan__note">The load plan could not be made just now.</p>;
  if (load === null)
    return (
      <p className="container-plan__note">
        {`These products make more than ${COUNT.format(MAX_PLAN_CARTONS)} cartons, the most one container is planned with: no load plan is drawn.`}
      </p>
    );
  const { plan, box } = load;
  const title = `${brandName} · ${box.label}`;
  const advice = loadPlanAdvice(plan);
  const { length, width, height } = plan.container.inner;
  return (
    <section className="container-plan" aria-labelledby={headingId} data-box={box.id}>
      <h3 id={headingId}>{`Load plan: ${box.label}`}</h3>
      <p className="container-plan__summary">
        {`${String(plan.placed.length)} of ${String(plan.placed.length + plan.unplaced.length)} cartons placed in a ${box.label} container (inside ${MM.format(length)} × ${MM.format(width)} × ${MM.format(height)} mm, up to ${KG.format(plan.weight.maxPayloadKg)} kg).`}
      </p>
      {load.refusal === null ? null : <LoadPlanRefusal reason={load.refusal} plan={plan} />}
      {advice.length > 0 ? (
        <ul className="container-plan__advice" aria-label="Advice for loading">
          {advice.map((item) => (
            <li key={item.text}>{item.text}</li>
          ))}
        </ul>
      ) : null}
      {/* The 3D view and the flat views side by side where the page is wide; one legend. */}
      <div className="container-plan__views">
        <LoadPlanStage plan={plan} title={title} />
        <LoadPlanView2D
          plan={plan}
          title="From above, from the side, from the door"
          legend={false}
        />
      </div>
      <LoadPlanLegend plan={plan} />
      {pdfHref === undefined ? null : (
        <p>
          <a href={pdfHref} download className="container-plan__pdf">
            Download the load plan (PDF)
          </a>
        </p>
      )}
    </section>
  );
}
