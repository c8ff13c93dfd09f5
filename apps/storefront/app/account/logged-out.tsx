import { LOGIN_PATH, LOGOUT_DELAY_MS } from '@shop/domain';
import { useEffect } from 'react';
import { AppLink } from '../shell/app-link';

/**
 * behaviour.md#states: after logout, about one second later, a full-page load of the login page
 * replaces this history entry (the server already forgot the token and the cart).
 */
export function LoggedOut() {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      window.location.replace(LOGIN_PATH);
    }, LOGOUT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, []);
  return (
    <section className="account-page account-page--narrow">
      <h1>Log in</h1>
      <p role="status">You have been logged out.</p>
      <p>
        <AppLink to={LOGIN_PATH} reloadDocument>
          Log in again
        </AppLink>
      </p>
    </section>
  );
}
