import { cx } from 'class-variance-authority';
import { defaultRenderLink, type RenderLink } from '../lib/link';

export interface TradeInvitationProps {
  /** Default `/account/login`. */
  loginHref?: string;
  /** Default `/register`. */
  registerHref?: string;
  renderLink?: RenderLink;
  className?: string;
}

/** behaviour.md#product: what guests see instead of prices — log in, or apply for a trade account. */
export function TradeInvitation({
  loginHref = '/account/login',
  registerHref = '/register',
  renderLink = defaultRenderLink,
  className,
}: TradeInvitationProps) {
  return (
    <aside
      aria-label="Trade account"
      data-slot="trade-invitation"
      className={cx('ui-trade-invitation', className)}
    >
      <p>
        {renderLink({ href: loginHref, children: 'Log in' })} for trade pricing and to build your
        container.
      </p>
      <p>
        Not a trade customer yet?{' '}
        {renderLink({ href: registerHref, children: 'Apply for a trade account' })}
      </p>
    </aside>
  );
}
