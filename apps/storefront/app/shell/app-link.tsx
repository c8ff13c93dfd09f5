import type { ProductCardProps } from '@shop/ui/catalogue';
import type { LinkProps } from 'react-router';
import { Link } from 'react-router';

/**
 * The app's link: a React Router link that runs the page transition (slide from bottom,
 * out-in; see app.css) through the View Transitions API where the browser has it.
 */
export function AppLink(props: LinkProps) {
  return <Link viewTransition {...props} />;
}

/** How every @shop/ui component renders a link (one type across the library). */
type RenderLink = NonNullable<ProductCardProps['renderLink']>;

/** @shop/ui's links through the router, so the chrome, cards and summaries navigate client-side. */
export const renderLink: RenderLink = ({ href, ...props }) => <AppLink to={href} {...props} />;
