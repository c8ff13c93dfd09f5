import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion';

const items = [
  { id: 'categories', title: 'Categories', content: <a href="/shop/shop-all">Shop all</a> },
  { id: 'help', title: 'Help', content: <a href="/contact">Contact us</a> },
];

describe('Accordion', () => {
  it('renders each section as a heading with a collapsed button', () => {
    render(<Accordion items={items} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Categories' })).toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Categories' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Shop all' })).not.toBeInTheDocument();
  });

  it('toggles sections independently', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const categories = screen.getByRole('button', { name: 'Categories' });
    const help = screen.getByRole('button', { name: 'Help' });
    await user.click(categories);
    await user.click(help);
    expect(categories).toHaveAttribute('aria-expanded', 'true');
    expect(help).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Shop all' })).toBeVisible();
    await user.click(categories);
    expect(categories).toHaveAttribute('aria-expanded', 'false');
    expect(help).toHaveAttribute('aria-expanded', 'true');
  });
});
