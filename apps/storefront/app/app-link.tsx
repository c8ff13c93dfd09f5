import type { LinkProps } from 'react-router';
import { Link } from 'react-router';

/**
 * The app's link: a React Router link that runs the page transition (slide from bottom,
 * out-in; see app.css) through the View Transitions API where the browser has it.
 */
export function AppLink(props: LinkProps) {
  return <Link viewTransition {...props} />;
}
