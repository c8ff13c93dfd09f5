import { cx } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { DisplayDate } from './DisplayDate';

export interface ProductionSlotNoticeProps {
  /** The factory whose production slot it is, e.g. `Nordic Oak Works`. */
  factory: string;
  /** The last day to order for the slot, formatted, e.g. `Fri 4 Dec` (not shown when `full`). */
  cutoff: string;
  cutoffDateTime?: string;
  /** When the slot's container departs, formatted, e.g. `18 Jan`. */
  departure: string;
  departureDateTime?: string;
  /** The slot is taken: the order goes into the factory's next slot. */
  full?: boolean;
  /** When `full`: when the next slot departs, formatted, if the app knows it. */
  nextDeparture?: string;
  nextDepartureDateTime?: string;
  /** Replaces the composed sentence (the factory still heads it). */
  children?: ReactNode;
  className?: string;
}

/**
 * The production slot an order would catch, on the container builder and at checkout:
 * `Order by Fri 4 Dec for the slot that departs around 18 Jan.`, or, when the slot is full,
 * that the order goes into the next one. A note (`role="note"`), not an alert: it informs
 * and does not interrupt.
 */
export function ProductionSlotNotice({
  factory,
  cutoff,
  cutoffDateTime,
  departure,
  departureDateTime,
  full = false,
  nextDeparture,
  nextDepartureDateTime,
  children,
  className,
}: ProductionSlotNoticeProps) {
  const composed = full ? (
    <>
      {'The slot that departs around '}
      <DisplayDate text={departure} dateTime={departureDateTime} />
      {' is full, so this order goes into the next slot'}
      {nextDeparture === undefined ? null : (
        <>
          {', which departs around '}
          <DisplayDate text={nextDeparture} dateTime={nextDepartureDateTime} />
        </>
      )}
      .
    </>
  ) : (
    <>
      {'Order by '}
      <DisplayDate text={cutoff} dateTime={cutoffDateTime} />
      {' for the slot that departs around '}
      <DisplayDate text={departure} dateTime={departureDateTime} />.
    </>
  );
  return (
    <div
      role="note"
      aria-label={`Production slot, ${factory}`}
      data-slot="production-slot-notice"
      data-full={full || undefined}
      className={cx('ui-slot-notice', className)}
    >
      <p className="ui-slot-notice__factory">{factory}</p>
      <p className="ui-slot-notice__text">{children ?? composed}</p>
    </div>
  );
}
