import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AlertBar } from './AlertBar';
import { alertLinks } from './navigation.fixtures';

describe('AlertBar', () => {
  it('shows guests only the public links', () => {
    render(<AlertBar links={alertLinks} loggedIn={false} />);
    const nav = screen.getByRole('navigation', { name: 'Announcements' });
    expect(nav).toHaveTextContent('Apply for a trade account');
    expect(screen.queryByRole('link', { name: 'Track your orders' })).not.toBeInTheDocument();
  });

  it('shows logged-in customers every link, and nothing when there are none', () => {
    const { rerender } = render(<AlertBar links={alertLinks} loggedIn />);
    expect(screen.getByRole('link', { name: 'Track your orders' })).toHaveAttribute(
      'href',
      '/account',
    );
    rerender(<AlertBar links={[]} loggedIn />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
