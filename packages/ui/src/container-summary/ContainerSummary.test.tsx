import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContainerSummary } from './ContainerSummary';

const containers = [
  {
    brandId: 40,
    brandName: 'Nordic Oak Works',
    used: 17.4,
    capacity: 26,
    percent: 67,
    remaining: 8.6,
  },
  {
    brandId: 41,
    brandName: 'Harbour Living',
    used: 5.2,
    capacity: 26,
    percent: 20,
    remaining: 20.8,
  },
];

describe('ContainerSummary', () => {
  it('is a landmark with a gauge per factory and a link to the builder when expanded', () => {
    render(
      <ContainerSummary
        containers={containers}
        minimized={false}
        onMinimizedChange={vi.fn()}
        builderHref="/container/build"
      />,
    );
    const summary = screen.getByRole('complementary', { name: 'Container summary' });
    const meters = within(summary).getAllByRole('meter');
    expect(meters).toHaveLength(2);
    expect(meters[0]).toHaveAccessibleName('Nordic Oak Works');
    expect(
      within(summary).getByRole('link', { name: 'Open the container builder' }),
    ).toHaveAttribute('href', '/container/build');
    const toggle = within(summary).getByRole('button');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(/minimise the container summary/);
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeVisible();
  });

  it('minimised, shows one line and asks to expand', async () => {
    const onMinimizedChange = vi.fn();
    render(
      <ContainerSummary
        containers={containers}
        minimized
        onMinimizedChange={onMinimizedChange}
        builderHref="/container/build"
      />,
    );
    const toggle = screen.getByRole('button', { name: /show the container summary/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('2 containers');
    expect(toggle).toHaveTextContent('fullest 67% full');
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(onMinimizedChange).toHaveBeenCalledWith(false);
  });

  it('says when a container is over its capacity', () => {
    render(
      <ContainerSummary
        containers={[
          {
            brandId: 40,
            brandName: 'Nordic Oak Works',
            used: 27,
            capacity: 26,
            percent: 104,
            remaining: 0,
          },
        ]}
        minimized
        onMinimizedChange={vi.fn()}
        builderHref="/container/build"
      />,
    );
    const summary = screen.getByRole('complementary', { name: 'Container summary' });
    expect(summary).toHaveAttribute('data-over', 'true');
    expect(summary).toHaveTextContent('1 container');
    expect(summary).toHaveTextContent('over capacity');
  });

  it('says how full a single container is, without calling it the fullest', () => {
    render(
      <ContainerSummary
        containers={[
          {
            brandId: 40,
            brandName: 'Nordic Oak Works',
            used: 10.4,
            capacity: 26,
            percent: 40,
            remaining: 15.6,
          },
        ]}
        minimized
        onMinimizedChange={vi.fn()}
        builderHref="/container/build"
      />,
    );
    const toggle = screen.getByRole('button', { name: /show the container summary/ });
    expect(toggle).toHaveTextContent('1 container');
    expect(toggle).toHaveTextContent('40% full');
    expect(toggle).not.toHaveTextContent('fullest');
  });
});

describe('ContainerSummary placement', () => {
  it('floats by default, and is a block of the page flow when inline', () => {
    const { rerender } = render(
      <ContainerSummary
        containers={containers}
        minimized
        onMinimizedChange={vi.fn()}
        builderHref="/container/build"
      />,
    );
    const summary = screen.getByRole('complementary', { name: 'Container summary' });
    expect(summary).toHaveAttribute('data-placement', 'floating');
    rerender(
      <ContainerSummary
        containers={containers}
        minimized
        onMinimizedChange={vi.fn()}
        builderHref="/container/build"
        placement="inline"
      />,
    );
    expect(summary).toHaveAttribute('data-placement', 'inline');
  });
});
