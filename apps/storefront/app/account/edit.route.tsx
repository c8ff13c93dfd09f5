import { Button } from '@shop/ui/button';
import { FieldGrid, FormAlert } from '@shop/ui/form';
import { data, Form, useNavigation } from 'react-router';
import { accountSession } from './account.server';
import { AccountNav } from './account-nav';
import { NewPasswordFields } from './new-password-fields';
import { saveProfile } from './profile.server';
import { SessionProblem } from './session-problem';
import { TextField } from './text-field';
import { pageMeta } from '../shell/seo';
import accountStyles from './account.css?url';
import type { Route } from './+types/edit.route';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Edit profile',
    description: 'Update the profile of your trade account.',
    keywords: ['profile', 'account'],
  });

export async function loader({ request }: Route.LoaderArgs) {
  const session = await accountSession(request);
  if (session.state !== 'ready') return { session, customer: null };
  return { session: { state: 'ready' as const }, customer: session.customer };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await accountSession(request);
  if (session.state !== 'ready') return data({ result: null }, { status: 401 });
  const result = await saveProfile(session, session.customer, await request.formData());
  return data({ result }, { status: result.ok ? 200 : 400 });
}

export default function AccountEdit({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { session, customer } = loaderData;
  const result = actionData?.result ?? null;
  if (session.state !== 'ready')
    return (
      <SessionProblem state={session.state} errors={'errors' in session ? session.errors : []} />
    );
  // The loader pairs a ready session with its data; this only satisfies the types.
  if (customer === null) return <SessionProblem state="error" />;
  const failed = result && !result.ok ? result : null;
  const value = (key: string): string => {
    const typed = failed?.values[key];
    if (typed !== undefined) return typed;
    const stored = customer[key];
    return typeof stored === 'string' ? stored : '';
  };
  const field = (key: string) => ({
    name: key,
    defaultValue: value(key),
    error: failed?.fieldErrors[key],
  });
  const submitting = navigation.state === 'submitting';
  return (
    <div className="account-layout">
      <AccountNav />
      <section className="account-page" aria-labelledby="edit-title">
        <h1 id="edit-title">Edit profile</h1>
        {/* A key per answer: after a save the inputs show what the server now holds. */}
        <Form method="post" className="account-form" noValidate key={JSON.stringify(result)}>
          {result?.ok ? <FormAlert type="success" messages={[result.message]} /> : null}
          <FormAlert
            type="error"
            title="The profile was not saved"
            messages={failed?.errors ?? []}
          />
          <FieldGrid columns={2}>
            <TextField
              label="First name"
              required
              autoComplete="given-name"
              {...field('first_name')}
            />
            <TextField
              label="Last name"
              required
              autoComplete="family-name"
              {...field('last_name')}
            />
            <TextField label="Company" required autoComplete="organization" {...field('company')} />
            <TextField
              label="Phone"
              type="tel"
              required
              autoComplete="tel"
              hint="0 or +63, then 10 digits"
              {...field('phone')}
            />
            <TextField
              label="Email"
              type="email"
              required
              autoComplete="email"
              {...field('email')}
            />
          </FieldGrid>
          <fieldset className="account-form">
            <legend>Change password (optional)</legend>
            <p>Leave these empty to keep your password.</p>
            <NewPasswordFields errors={failed?.fieldErrors} required={false} />
            <TextField
              label="Current password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              hint="Needed to change your e-mail address or password"
              error={failed?.fieldErrors.currentPassword}
            />
          </fieldset>
          <Button type="submit" loading={submitting}>
            {submitting ? 'Saving...' : 'Save profile'}
          </Button>
        </Form>
      </section>
    </div>
  );
}
