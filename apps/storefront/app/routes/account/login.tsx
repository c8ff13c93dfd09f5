import { ACCOUNT_PATH } from '@shop/domain';
import { Button } from '@shop/ui/button';
import { FormAlert } from '@shop/ui/form';
import { useEffect, useRef } from 'react';
import {
  data,
  Form,
  useNavigate,
  useNavigation,
  useRevalidator,
  useRouteLoaderData,
  useSearchParams,
} from 'react-router';
import type { loader as rootLoader } from '../../root';
import { login, logout } from '../../account/login.server';
import { completeLogin, completeLogout } from '../../account/session-flow';
import { TextField } from '../../account/text-field';
import { AppLink } from '../../app-link';
import { useBrowserApi } from '../../browser-api';
import { pageMeta } from '../../seo';
import accountStyles from '../../account/account.css?url';
import type { Route } from './+types/login';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Log in',
    description: 'Log in to see your trade pricing and order on account.',
    keywords: ['login', 'trade pricing', 'account'],
  });

// Login and logout are submissions to this route, so the root loader revalidates and the
// header follows (see shouldRevalidate in root.tsx); the cookies travel with the answer.
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'logout') {
    return data({ kind: 'logout' as const }, { headers: await logout(request) });
  }
  const { result, headers } = await login(request, form);
  return data({ kind: 'login' as const, result }, headers ? { headers } : undefined);
}

function LoggedOut() {
  const api = useBrowserApi();
  useEffect(() => completeLogout(api), [api]);
  return (
    <section className="account-page account-page--narrow">
      <h1>Log in</h1>
      <p role="status">You have been logged out.</p>
    </section>
  );
}

export default function Login({ actionData }: Route.ComponentProps) {
  const api = useBrowserApi();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const result = actionData?.kind === 'login' ? actionData.result : null;
  const customer = result?.ok ? result.customer : null;

  // Once the submission's revalidation is done (the root now has the customer, so the
  // header greets them): the browser side of the login, then the account. Leaving earlier
  // would abort that revalidation.
  const idle = navigation.state === 'idle';
  const completed = useRef<unknown>(null);
  const revalidator = useRevalidator();
  const chromeLoggedIn = useRouteLoaderData<typeof rootLoader>('root')?.chrome.loggedIn === true;
  useEffect(() => {
    if (customer === null || !idle || completed.current === customer) return;
    completed.current = customer;
    void (async () => {
      await completeLogin(api, customer);
      // The chrome only reloads after submissions: if that reload was cut short, ask again.
      if (!chromeLoggedIn) await revalidator.revalidate();
      await navigate(ACCOUNT_PATH, { replace: true, viewTransition: true });
    })();
  }, [api, customer, idle, navigate, chromeLoggedIn, revalidator]);

  if (actionData?.kind === 'logout') return <LoggedOut />;
  const failed = result && !result.ok ? result : null;
  const submitting =
    navigation.state === 'submitting' && navigation.formAction.endsWith('/account/login');
  return (
    <section className="account-page account-page--narrow">
      <h1>Log in</h1>
      <p>Log in to see your trade pricing and order on account.</p>
      {customer ? (
        <p role="status">
          Welcome back{customer.first_name ? `, ${customer.first_name}` : ''}.{' '}
          <AppLink to={ACCOUNT_PATH}>Go to your account</AppLink>
        </p>
      ) : (
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
      )}
    </section>
  );
}
