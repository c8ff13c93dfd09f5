import { Button } from '@shop/ui/button';
import { FormAlert } from '@shop/ui/form';
import { data, Form, useNavigation } from 'react-router';
import { resetPassword, verifyResetToken } from './password.server';
import { NewPasswordFields } from './new-password-fields';
import { AppLink } from '../shell/app-link';
import { pageMeta } from '../shell/seo';
import accountStyles from './account.css?url';
import type { Route } from './+types/password-reset.route';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: 'Reset password',
    description: 'Choose a new password for your trade account.',
    keywords: ['password reset', 'account'],
  }),
  // The reset token is in this page's address: never send it on to another site. Not
  // `no-referrer`: under it a browser's form post says `Origin: null`, which React Router
  // refuses as cross-site, so the form failed without JavaScript.
  { name: 'referrer', content: 'same-origin' },
];

// behaviour.md#states: the token of the e-mailed link is verified first; only a valid one gets the form.
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  return { token: token ?? '', check: await verifyResetToken(token) };
}

export async function action({ request }: Route.ActionArgs) {
  const result = await resetPassword(await request.formData());
  return data({ result }, { status: result.ok ? 200 : 400 });
}

export default function PasswordReset({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { token, check } = loaderData;
  const result = actionData?.result ?? null;
  const failed = result && !result.ok ? result : null;
  const submitting = navigation.state === 'submitting';
  let body;
  if (result?.ok) {
    body = (
      <>
        <FormAlert type="success" messages={[result.message]} />
        <p>
          <AppLink to="/account/login">Log in</AppLink>
        </p>
      </>
    );
  } else if (!check.valid) {
    body = (
      <>
        <FormAlert type="error" title="The reset link cannot be used" messages={check.errors} />
        <p>
          <AppLink to="/account/password/forgot">Request a new link</AppLink>
        </p>
      </>
    );
  } else {
    body = (
      <Form method="post" className="account-form" noValidate>
        <input type="hidden" name="token" value={token} />
        <FormAlert
          type="error"
          title="The password was not reset"
          messages={failed?.errors ?? []}
        />
        <NewPasswordFields errors={failed?.fieldErrors} />
        <Button type="submit" loading={submitting}>
          {submitting ? 'Saving...' : 'Reset password'}
        </Button>
      </Form>
    );
  }
  return (
    <section className="account-page account-page--narrow" aria-labelledby="reset-title">
      <h1 id="reset-title">Reset password</h1>
      {body}
    </section>
  );
}
