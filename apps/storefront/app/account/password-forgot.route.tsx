import { Button } from '@shop/ui/button';
import { FormAlert } from '@shop/ui/form';
import { data, Form, useNavigation } from 'react-router';
import { requestReset } from './password.server';
import { TextField } from './text-field';
import { AppLink } from '../shell/app-link';
import { pageMeta } from '../shell/seo';
import accountStyles from './account.css?url';
import type { Route } from './+types/password-forgot.route';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Forgot password',
    description: 'Request a link to reset the password of your trade account.',
    keywords: ['password reset', 'account'],
  });

export async function action({ request }: Route.ActionArgs) {
  const result = await requestReset(await request.formData());
  return data({ result }, { status: result.ok ? 200 : 400 });
}

export default function PasswordForgot({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = actionData?.result ?? null;
  const failed = result && !result.ok ? result : null;
  const submitting = navigation.state === 'submitting';
  return (
    <section className="account-page account-page--narrow" aria-labelledby="forgot-title">
      <h1 id="forgot-title">Forgot password</h1>
      {result?.ok ? (
        <FormAlert type="success" messages={[result.message]} />
      ) : (
        <Form method="post" className="account-form" noValidate>
          <p>
            Enter the e-mail of your trade account and we will send you a link to reset the
            password.
          </p>
          <FormAlert
            type="error"
            title="The reset was not requested"
            messages={failed?.errors ?? []}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            required
            autoComplete="email"
            defaultValue={failed?.email}
            error={failed?.fieldErrors.email}
          />
          <Button type="submit" loading={submitting}>
            {submitting ? 'Sending...' : 'Send reset link'}
          </Button>
        </Form>
      )}
      <p>
        <AppLink to="/account/login">Back to log in</AppLink>
      </p>
    </section>
  );
}
