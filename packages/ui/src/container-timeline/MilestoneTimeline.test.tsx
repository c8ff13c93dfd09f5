import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  arrivedMilestones,
  inProductionMilestones,
  movedEarlierMilestones,
  movedLaterMilestones,
  plannedMilestones,
} from './container-timeline.fixtures';
import { MilestoneTimeline, milestoneStates, movedText } from './MilestoneTimeline';

function items() {
  return within(screen.getByRole('list', { name: 'Container milestones' })).getAllByRole(
    'listitem',
  );
}

describe('MilestoneTimeline', () => {
  it('is an ordered list with an item per milestone, in order', () => {
    const { container } = render(<MilestoneTimeline milestones={plannedMilestones} />);
    expect(container.firstElementChild?.tagName).toBe('OL');
    expect(items().map((item) => item.getAttribute('data-key'))).toEqual(
      plannedMilestones.map((milestone) => milestone.key),
    );
  });

  it('with nothing done, marks the first milestone as the current step and shows planned dates', () => {
    render(<MilestoneTimeline milestones={plannedMilestones} />);
    const [first, second] = items();
    expect(first).toHaveAttribute('aria-current', 'step');
    expect(first).toHaveAttribute('data-state', 'next');
    expect(first).toHaveTextContent('Planned Fri 4 Dec');
    expect(second).not.toHaveAttribute('aria-current');
    expect(second).toHaveAttribute('data-state', 'later');
    expect(screen.queryByText(/than planned/)).not.toBeInTheDocument();
  });

  it('shows done milestones with their actual date and the next one after the last done', () => {
    render(<MilestoneTimeline milestones={inProductionMilestones} />);
    const list = items();
    expect(list.map((item) => item.getAttribute('data-state'))).toEqual([
      'done',
      'done',
      'next',
      'later',
      'later',
      'later',
      'later',
      'later',
      'later',
    ]);
    expect(list.filter((item) => item.getAttribute('aria-current') === 'step')).toEqual([list[2]]);
    expect(list[0]).toHaveTextContent('Done Fri 4 Dec');
    // The deposit came a day early: the actual date beside the plan, and the move in words.
    expect(list[1]).toHaveTextContent('Done Thu 10 Dec (planned Fri 11 Dec)');
    expect(list[1]).toHaveTextContent('1 day earlier than planned');
    // Estimated on plan: no "planned" beside it.
    expect(list[2]).toHaveTextContent('Estimated Mon 4 Jan');
    expect(list[2]).not.toHaveTextContent('(planned');
    expect(list[2]).toHaveTextContent('Nordic Oak Works');
  });

  it('shows a moved estimate beside the plan, and how many days later in words', () => {
    render(<MilestoneTimeline milestones={movedLaterMilestones} />);
    const cargo = items()[2];
    expect(cargo).toHaveTextContent('Estimated Thu 7 Jan (planned Mon 4 Jan)');
    const moved = within(cargo ?? document.body).getByText('3 days later than planned');
    expect(moved).toHaveAttribute('data-direction', 'later');
    expect(screen.getAllByText('3 days later than planned')).toHaveLength(3);
  });

  it('says when an estimate moved earlier', () => {
    render(<MilestoneTimeline milestones={movedEarlierMilestones} />);
    const arrived = items()[6];
    expect(arrived).toHaveAttribute('aria-current', 'step');
    expect(arrived).toHaveTextContent('Estimated Sun 14 Feb (planned Tue 16 Feb)');
    expect(
      within(arrived ?? document.body).getByText('2 days earlier than planned'),
    ).toHaveAttribute('data-direction', 'earlier');
  });

  it('puts a date in <time> only when given its machine date', () => {
    render(<MilestoneTimeline milestones={arrivedMilestones} />);
    const list = items();
    const arrivedTime = list[6]?.querySelector('time');
    expect(arrivedTime).toHaveAttribute('dateTime', '2027-02-18');
    expect(arrivedTime).toHaveTextContent('Thu 18 Feb');
    expect(list[7]?.querySelector('time')).toBeNull();
    expect(list[7]).toHaveTextContent('Done Fri 19 Feb');
    expect(list[8]).toHaveAttribute('aria-current', 'step');
  });

  it('counts a silent milestone before a reported one as done, without inventing a date', () => {
    const milestones = plannedMilestones.slice(3, 6).map((milestone) => ({ ...milestone }));
    // Departed is reported, loaded never was: the container was loaded all the same.
    milestones[2] = { ...milestones[2], key: 'departed', label: 'Departed', actual: 'Tue 12 Jan' };
    render(<MilestoneTimeline milestones={milestones} />);
    const [gateIn, loaded, departed] = items();
    expect(loaded).toHaveAttribute('data-state', 'done');
    expect(loaded).toHaveTextContent('Done, date not reported');
    expect(loaded).not.toHaveTextContent('Mon 11 Jan');
    expect(gateIn).toHaveAttribute('data-state', 'done');
    expect(departed).toHaveTextContent('Done Tue 12 Jan');
    expect(screen.queryByRole('listitem', { current: 'step' })).not.toBeInTheDocument();
  });

  it('says a date is to be confirmed when none is known', () => {
    render(<MilestoneTimeline milestones={[{ key: 'gate-out', label: 'Gated out' }]} />);
    expect(items()[0]).toHaveTextContent('Gated out');
    expect(items()[0]).toHaveTextContent('Date to be confirmed');
  });

  it('renders on the server to the same markup, no script needed', () => {
    const html = renderToStaticMarkup(
      <MilestoneTimeline milestones={movedLaterMilestones} label="Container 1 milestones" />,
    );
    expect(html).toMatch(/^<ol [^>]*aria-label="Container 1 milestones"/);
    expect(html.match(/<li /g)).toHaveLength(movedLaterMilestones.length);
    expect(html.match(/aria-current="step"/g)).toHaveLength(1);
    expect(html).toContain('3 days later than planned');
  });
});

describe('milestoneStates', () => {
  it('is all later but the first when nothing happened, all done when everything did', () => {
    expect(
      milestoneStates([
        { key: 'a', label: 'A' },
        { key: 'b', label: 'B' },
      ]),
    ).toEqual(['next', 'later']);
    expect(
      milestoneStates([
        { key: 'a', label: 'A', actual: '1 Jan' },
        { key: 'b', label: 'B', actual: '2 Jan' },
      ]),
    ).toEqual(['done', 'done']);
    expect(milestoneStates([])).toEqual([]);
  });
});

describe('movedText', () => {
  it.each([
    [3, '3 days later than planned'],
    [1, '1 day later than planned'],
    [-1, '1 day earlier than planned'],
    [-2, '2 days earlier than planned'],
    [0, undefined],
    [0.4, undefined],
    [undefined, undefined],
    [Number.NaN, undefined],
  ])('moved %s days reads %s', (days, text) => {
    expect(movedText(days)).toBe(text);
  });
});
