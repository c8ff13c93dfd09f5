import type { MouseEventHandler, ReactElement, ReactNode } from 'react';

export interface LinkRenderProps {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  'aria-current'?: 'page' | undefined;
}

/**
 * How a component renders a link. Defaults to a plain `<a>`; an app passes its router's
 * link, e.g. `renderLink={({ href, ...p }) => <Link to={href} {...p} />}`.
 */
export type RenderLink = (props: LinkRenderProps) => ReactElement;

export const defaultRenderLink: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);
