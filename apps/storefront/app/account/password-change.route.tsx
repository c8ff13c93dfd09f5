import { Button } from '@shop/ui/button';
import { FormAlert } from '@shop/ui/form';
import { data, Form, useNavigation } from 'react-router';
import { accountSession } from './account.server';
import { AccountNav } from './account-nav';
import { NewPasswordFields } from './new-password-fields';
import { changePassword } from './password.server';
import { SessionProblem } from './session-problem';
import { TextField } from './text-field';
import { pageMeta } from '../shell/seo';
import accountStyles from './account.css?url';
import type { Route } from './+types/password-change.route';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Change password',
    description: 'Change the password of your trade account.',
    keywords: ['password', 'account'],
  });

// Not in the guard's list (behaviour.md#guards): a guest gets the page with a prompt to log in.
export async function loader({ request }: Route.LoaderArgs) {
  const session = await accountSession(request);
  return session.state === 'ready' ? { session: { state: 'ready' as const } } : { session };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await accountSession(request);
  if (session.state !== 'ready') return data({ result: null }, { status: 401 });
  const result = await changePassword(session, session.customer, await request.formData());
  return data({ result }, { status: result.ok ? 200 : 400 });
}

export default function PasswordChange({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { session } = loaderData;
  if (session.state !== 'ready')
    return (
      <SessionProblem state={session.state} errors={'errors' in session ? session.errors : []} />
    );
  const result = actionData?.result ?? null;
  const failed = result && !result.ok ? result : null;
  const submitting = navigation.state === 'submitting';
  return (
    <div className="account-layout">
      <AccountNav />
      <section className="account-page" aria-labelledby="password-title">
        <h1 id="password-title">Change password</h1>
        <Form method="post" className="account-form" noValidate key={JSON.stringify(result)}>
          {result?.ok ? <FormAlert type="success" messages={[result.message]} /> : null}
          <FormAlert
            type="error"
            title="The password was not changed"
            messages={failed?.errors ?? []}
          />
          <TextField
            label="Current password"
            name="currentPassword"
            type="password"
            required
            autoComplete="current-password"
            error={failed?.fieldErrors.currentPassword}
          />
          <NewPasswordFields errors={failed?.fieldErrors} />
          <Button type="submit" loading={submitting}>
            {submitting ? 'Updating...' : 'Change password'}
          </Button>
        </Form>
      </section>
    </div>
  );
}
