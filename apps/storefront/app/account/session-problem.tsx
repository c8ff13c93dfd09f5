import { LOGIN_PATH } from '@shop/domain';
import { FormAlert } from '@shop/ui/form';
import { AppLink } from '../shell/app-link';

/** What an account page shows when its customer could not be loaded. */
export function SessionProblem({
  state,
  errors = [],
}: {
  state: 'expired' | 'error' | 'guest';
  errors?: readonly string[];
}) {
  return (
    <section className="account-page">
      <h1>My account</h1>
      {state === 'guest' ? <p>Please log in to manage your trade account.</p> : null}
      {state === 'expired' ? (
        <FormAlert type="error" messages={['Your session has expired. Please log in again.']} />
      ) : null}
      {state === 'error' ? (
        <FormAlert type="error" title="The account could not be loaded" messages={errors} />
      ) : null}
      <p>
        <AppLink to={LOGIN_PATH}>Log in</AppLink>
      </p>
    </section>
  );
}
