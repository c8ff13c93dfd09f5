import { ACCOUNT_PATH } from '@shop/domain';
import { Button } from '@shop/ui/button';
import { FormAlert } from '@shop/ui/form';
import { data, Form, redirect, useNavigation, useSearchParams } from 'react-router';
import { LoggedOut } from './logged-out';
import { login, logout } from './login.server';
import { TextField } from './text-field';
import { AppLink } from '../shell/app-link';
import { pageMeta } from '../shell/seo';
import { buyerSession } from '../platform/buyer-session.server';
import accountStyles from './account.css?url';
import type { Route } from './+types/login.route';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Log in',
    description: 'Log in to see your trade pricing and order on account.',
    keywords: ['login', 'trade pricing', 'account'],
  });

// Login and logout are submissions to this route, so the root loader revalidates and the
// header follows (see shouldRevalidate in root.tsx); the cookies travel with the answer. A
// login goes on to the account (the redirect target of behaviour.md#states), with or without JavaScript;
// the shell then merges a guest's wishlist into the customer's (wishlist/guest-merge.tsx).
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'logout') {
    return data({ kind: 'logout' as const, result: null }, { headers: await logout(request) });
  }
  const { result, headers } = await login(request, form, buyerSession(context).cartId);
  if (result.ok) return redirect(ACCOUNT_PATH, headers ? { headers } : undefined);
  return data({ kind: 'login' as const, result }, { status: 400 });
}

export default function Login({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  if (actionData?.kind === 'logout') return <LoggedOut />;
  const failed = actionData?.kind === 'login' ? actionData.result : null;
  const submitting =
    navigation.state === 'submitting' && navigation.formAction.endsWith('/account/login');
  return (
    <section className="account-page account-page--narrow">
      <h1>Log in</h1>
      <p>Log in to see your trade pricing and order on account.</p>
      <Form method="post" className="account-form" noValidate>
        <FormAlert type="error" title="Login failed" messages={failed?.errors ?? []} />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={failed?.email ?? searchParams.get('email') ?? ''}
          error={failed?.fieldErrors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={failed?.fieldErrors.password}
        />
        <Button type="submit" loading={submitting}>
          {submitting ? 'Logging in...' : 'Log in'}
        </Button>
        <p className="account-form__links">
          <AppLink to="/account/password/forgot">Forgot your password?</AppLink>
          <AppLink to="/register">Apply for a trade account</AppLink>
        </p>
      </Form>
    </section>
  );
}
