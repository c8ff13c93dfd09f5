import { cx } from 'class-variance-authority';
import { DisplayDate } from './DisplayDate';

/** One milestone of a container's life; every date is already formatted by the app. */
export interface Milestone {
  /** Stable key, e.g. the DCSA event (`DEPA`) or the app's own (`deposit-paid`). */
  key: string;
  /** What happens, e.g. `Departs Ningbo` or `Deposit paid`. */
  label: string;
  /** The date first planned (DCSA `PLN`). */
  planned?: string;
  /** The latest estimate (DCSA `EST`). */
  estimated?: string;
  /** When it happened (DCSA `ACT`): the milestone is done. */
  actual?: string;
  /** Days the estimate (or the actual date) lies after the plan: positive later, negative earlier. */
  movedDays?: number;
  /** Where, e.g. `Ningbo, CN`. */
  location?: string;
  /** The shown date (the actual, else the estimate, else the plan) machine-readable, e.g. `2027-01-18`. */
  dateTime?: string;
}

/** `done` has happened, `next` is the first still to come, `later` follows it. */
export type MilestoneState = 'done' | 'next' | 'later';

export interface MilestoneTimelineProps {
  /** The milestones in the order they happen. */
  milestones: readonly Milestone[];
  /** The list's accessible name. Default `Container milestones`. */
  label?: string;
  className?: string;
}

/**
 * Each milestone's state. Everything up to the last one with an actual date is done (an
 * event can go unreported while a later one is: a container that departed was loaded),
 * the first after it is next, the rest are later.
 */
export function milestoneStates(milestones: readonly Milestone[]): MilestoneState[] {
  const lastDone = milestones.findLastIndex((milestone) => milestone.actual !== undefined);
  return milestones.map((_, index) =>
    index <= lastDone ? 'done' : index === lastDone + 1 ? 'next' : 'later',
  );
}

/** `3 days later than planned`, `1 day earlier than planned`; nothing when it did not move. */
export function movedText(movedDays: number | undefined): string | undefined {
  if (movedDays === undefined || !Number.isFinite(movedDays)) return undefined;
  const days = Math.round(movedDays);
  if (days === 0) return undefined;
  const count = Math.abs(days);
  return `${String(count)} ${count === 1 ? 'day' : 'days'} ${days > 0 ? 'later' : 'earlier'} than planned`;
}

function MilestoneDate({ milestone, state }: { milestone: Milestone; state: MilestoneState }) {
  const { planned, estimated, actual, dateTime } = milestone;
  // A done milestone without its own date was passed silently (see milestoneStates).
  const [term, shown] =
    state === 'done'
      ? ['Done', actual]
      : estimated !== undefined
        ? ['Estimated', estimated]
        : ['Planned', planned];
  if (shown === undefined) {
    return (
      <p className="ui-milestone__date ui-milestone__date--unknown">
        {state === 'done' ? 'Done, date not reported' : 'Date to be confirmed'}
      </p>
    );
  }
  const movedFromPlan = planned !== undefined && term !== 'Planned' && planned !== shown;
  return (
    <p className="ui-milestone__date">
      <span className="ui-milestone__term">{`${term} `}</span>
      <DisplayDate text={shown} dateTime={dateTime} />
      {movedFromPlan ? (
        <span className="ui-milestone__planned">{` (planned ${planned})`}</span>
      ) : null}
    </p>
  );
}

/**
 * A container's milestones as an ordered list, from the production slot to the buyer's door:
 * done ones with their actual date, the next one marked as the current step, estimates beside
 * the plan when they moved, and by how many days in words (not by colour alone). Pure markup
 * and CSS: it reads the same before and without JavaScript.
 */
export function MilestoneTimeline({
  milestones,
  label = 'Container milestones',
  className,
}: MilestoneTimelineProps) {
  const states = milestoneStates(milestones);
  return (
    <ol
      data-slot="milestone-timeline"
      aria-label={label}
      className={cx('ui-milestone-timeline', className)}
    >
      {milestones.map((milestone, index) => {
        const state = states[index] ?? 'later';
        const moved = movedText(milestone.movedDays);
        return (
          <li
            key={milestone.key}
            data-key={milestone.key}
            data-state={state}
            aria-current={state === 'next' ? 'step' : undefined}
            className="ui-milestone"
          >
            <span className="ui-milestone__marker" aria-hidden="true" />
            <div className="ui-milestone__body">
              <div className="ui-milestone__what">
                <p className="ui-milestone__label">
                  {milestone.label}
                  {/* Seen, not heard: aria-current already announces the current step. */}
                  {state === 'next' ? (
                    <span className="ui-milestone__next" aria-hidden="true">
                      {' Next'}
                    </span>
                  ) : null}
                </p>
                {milestone.location ? (
                  <p className="ui-milestone__location">{milestone.location}</p>
                ) : null}
              </div>
              <div className="ui-milestone__when">
                <MilestoneDate milestone={milestone} state={state} />
                {moved ? (
                  <p
                    className="ui-milestone__moved"
                    data-direction={(milestone.movedDays ?? 0) > 0 ? 'later' : 'earlier'}
                  >
                    {moved}
                  </p>
                ) : null}
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
