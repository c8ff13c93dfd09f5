import type { ReactNode } from 'react';

/**
 * Stand-in body for a page whose data or components have not landed yet; the route,
 * its guard and its metadata are already final.
 */
export function PagePlaceholder({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <section className="page-placeholder" data-placeholder>
      <h1>{heading}</h1>
      {children}
    </section>
  );
}
