// One container of an order after checkout: its stage, dates, payments and milestones, and
// its documents. Markup only (works without JavaScript); the data is container-journey.ts's.
import {
  ContainerStageBadge,
  MilestoneTimeline,
  PaymentSchedule,
  movedText,
} from '@shop/ui/container-timeline';
import type { ContainerJourney } from './container-journey';

function Moved({ days }: { days: number }) {
  const text = movedText(days);
  return text ? <span className="container-journey__moved"> ({text})</span> : null;
}

export function ContainerJourneyView({ journey }: { journey: ContainerJourney }) {
  const title = `${journey.factory} container`;
  const id = `container-${String(journey.brandId)}`;
  return (
    <section className="container-journey" aria-labelledby={id}>
      <header className="container-journey__header">
        <h3 id={id}>{title}</h3>
        <ContainerStageBadge stage={journey.stage.key} />
      </header>
      <dl className="container-journey__facts">
        {journey.equipmentReference ? (
          <div>
            <dt>Container</dt>
            <dd>{journey.equipmentReference}</dd>
          </div>
        ) : null}
        <div>
          <dt>Pro-forma</dt>
          <dd>{journey.proformaNumber}</dd>
        </div>
        <div>
          <dt>Departs (ETD)</dt>
          <dd>
            {journey.etd}
            <Moved days={journey.etdMovedDays} />
          </dd>
        </div>
        <div>
          <dt>Arrives (ETA)</dt>
          <dd>
            {journey.eta}
            <Moved days={journey.etaMovedDays} />
          </dd>
        </div>
      </dl>
      <PaymentSchedule payments={journey.payments} label={`Payments for the ${title}`} />
      <MilestoneTimeline milestones={journey.milestones} label={`Milestones of the ${title}`} />
      {journey.documents.length > 0 ? (
        <section className="container-journey__documents" aria-labelledby={`${id}-documents`}>
          <h4 id={`${id}-documents`}>Documents</h4>
          <ul>
            {journey.documents.map((document) => (
              <li key={document.href}>
                <a href={document.href}>{document.label} (PDF)</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
