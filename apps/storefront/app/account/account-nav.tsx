import { ACCOUNT_PATH, LOGIN_PATH } from '@shop/domain';
import { Button } from '@shop/ui/button';
import { Form, NavLink } from 'react-router';

/** The account's sections, and the logout button (a submission, so the chrome follows). */
export function AccountNav() {
  return (
    <nav className="account-nav" aria-label="Account">
      <ul>
        <li>
          <NavLink to={ACCOUNT_PATH} end viewTransition>
            Overview
          </NavLink>
        </li>
        <li>
          <NavLink to={`${ACCOUNT_PATH}#orders`} viewTransition>
            Orders
          </NavLink>
        </li>
        <li>
          <NavLink to={`${ACCOUNT_PATH}#addresses`} viewTransition>
            Addresses
          </NavLink>
        </li>
        <li>
          <NavLink to={`${ACCOUNT_PATH}/edit`} viewTransition>
            Edit profile
          </NavLink>
        </li>
        <li>
          <NavLink to={`${ACCOUNT_PATH}/password/change`} viewTransition>
            Change password
          </NavLink>
        </li>
      </ul>
      <Form method="post" action={LOGIN_PATH}>
        <input type="hidden" name="intent" value="logout" />
        <Button type="submit" variant="secondary" size="sm">
          Log out
        </Button>
      </Form>
    </nav>
  );
}
