// /account/company/addresses: the company's shipping and billing addresses, which its users
// are offered at checkout. Every user of the company sees them; the admin adds, edits,
// deletes and sets the default shipping and billing address (plain posts, redirected after:
// everything works without JavaScript). A customer in no company is told it is not theirs.
import type { CompanyAddressNode } from '@shop/api/b2b';
import { Button } from '@shop/ui/button';
import { FormAlert } from '@shop/ui/form';
import { data, Form, redirect } from 'react-router';
import { accountSession } from './account.server';
import { AccountNav } from './account-nav';
import { holdsForCompany, loadCompanyAccess } from './company-access.server';
import { COMPANY_ADDRESSES_PATH } from './company-paths';
import {
  DONE_MESSAGES,
  loadCompanyAddresses,
  writeCompanyAddress,
  type CompanyAddressFailure,
} from './company-addresses.server';
import { CompanyAddressForm } from './company-address-form';
import { addressLine } from './order-view';
import { SessionProblem } from './session-problem';
import { AppLink } from '../shell/app-link';
import { pageMeta } from '../shell/seo';
import accountStyles from './account.css?url';
import type { Route } from './+types/company-addresses.route';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Company addresses',
    description: 'Your company’s shipping and billing addresses.',
    keywords: ['addresses', 'company', 'shipping', 'billing'],
  });

export async function loader({ request }: Route.LoaderArgs) {
  const session = await accountSession(request);
  if (session.state !== 'ready') return data({ session, page: null }, { status: 401 });
  const access = await loadCompanyAccess(session, session.customer);
  if (access === null)
    return data({ session: { state: 'ready' as const }, page: null }, { status: 403 });
  const params = new URL(request.url).searchParams;
  const addresses = await loadCompanyAddresses(session, access);
  return {
    session: { state: 'ready' as const },
    page: {
      companyName: access.companyName,
      addresses,
      manage: holdsForCompany(access, 'create_address'),
      editing: params.get('edit'),
      done: DONE_MESSAGES[params.get('done') ?? ''] ?? null,
    },
  };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await accountSession(request);
  if (session.state !== 'ready') return data({ failure: null }, { status: 401 });
  const access = await loadCompanyAccess(session, session.customer);
  if (access === null) return data({ failure: null }, { status: 403 });
  const result = await writeCompanyAddress(session, access, await request.formData());
  if ('done' in result) return redirect(`${COMPANY_ADDRESSES_PATH}?done=${result.done}`);
  return data({ failure: result.failure }, { status: 400 });
}

function AddressCard({ address }: { address: CompanyAddressNode }) {
  const uses = [
    address.isDefaultShipping ? 'Default shipping' : address.isShipping ? 'Shipping' : null,
    address.isDefaultBilling ? 'Default billing' : address.isBilling ? 'Billing' : null,
  ].filter(Boolean);
  return (
    <>
      {address.label ? <h3>{address.label}</h3> : null}
      <p className="account-card__uses">{uses.join(' · ')}</p>
      <address>
        {addressLine([`${address.firstName} ${address.lastName}`])}
        {address.company ? <div>{address.company}</div> : null}
        <div>{addressLine([address.addressLine1, address.addressLine2])}</div>
        <div>{addressLine([address.city, address.state, address.zipCode])}</div>
        <div>{address.country}</div>
        {address.phoneNumber ? <div>{address.phoneNumber}</div> : null}
      </address>
    </>
  );
}

function AdminActions({ address }: { address: CompanyAddressNode }) {
  const name = address.label || addressLine([address.addressLine1, address.city]);
  const post = (intent: string, label: string, ariaLabel: string) => (
    <Form method="post" key={intent}>
      <input type="hidden" name="address_id" value={address.id} />
      <Button
        type="submit"
        name="intent"
        value={intent}
        variant="secondary"
        size="sm"
        aria-label={ariaLabel}
      >
        {label}
      </Button>
    </Form>
  );
  return (
    <div className="account-card__actions">
      <Button asChild variant="secondary" size="sm">
        <AppLink to={`?edit=${String(address.id)}`} preventScrollReset aria-label={`Edit ${name}`}>
          Edit
        </AppLink>
      </Button>
      {address.isDefaultShipping
        ? null
        : post(
            'default-shipping',
            'Make default shipping',
            `Make ${name} the default shipping address`,
          )}
      {address.isDefaultBilling
        ? null
        : post(
            'default-billing',
            'Make default billing',
            `Make ${name} the default billing address`,
          )}
      {post('delete', 'Delete', `Delete ${name}`)}
    </div>
  );
}

export default function CompanyAddresses({ loaderData, actionData }: Route.ComponentProps) {
  const { session, page } = loaderData;
  if (session.state !== 'ready')
    return (
      <SessionProblem state={session.state} errors={'errors' in session ? session.errors : []} />
    );
  if (page === null)
    return (
      <div className="account-layout">
        <AccountNav />
        <section className="account-page" aria-labelledby="company-addresses-title">
          <h1 id="company-addresses-title">Company addresses</h1>
          <p>Company addresses are for the users of a company account.</p>
        </section>
      </div>
    );
  const failure: CompanyAddressFailure | null = actionData?.failure ?? null;
  const failedFor = (target: string) =>
    failure?.target === target
      ? { values: failure.values, errors: failure.errors, fieldErrors: failure.fieldErrors }
      : {};
  const editingId = failure?.target ?? page.editing;
  return (
    <div className="account-layout">
      <AccountNav />
      <section className="account-page" aria-labelledby="company-addresses-title">
        <h1 id="company-addresses-title">Company addresses</h1>
        <p>
          The shipping and billing addresses of {page.companyName}, offered at checkout.
          {page.manage ? null : ' Your company’s administrator manages them.'}
        </p>
        {page.done ? <FormAlert type="success" messages={[page.done]} /> : null}
        <FormAlert
          type="error"
          title="The addresses could not be loaded"
          messages={page.addresses.errors}
        />
        {page.addresses.items.length === 0 && page.addresses.errors.length === 0 ? (
          <p>No company addresses yet.</p>
        ) : null}
        <ul className="account-addresses" aria-label="Company addresses">
          {page.addresses.items.map((address) => (
            <li key={address.id} className="account-card">
              {page.manage && String(address.id) === editingId ? (
                <CompanyAddressForm address={address} {...failedFor(String(address.id))} />
              ) : (
                <>
                  {failure && failure.target === String(address.id) ? (
                    <FormAlert type="error" messages={failure.errors} />
                  ) : null}
                  <AddressCard address={address} />
                  {page.manage ? <AdminActions address={address} /> : null}
                </>
              )}
            </li>
          ))}
        </ul>
        {page.manage ? (
          <>
            <h2>Add a company address</h2>
            <CompanyAddressForm {...failedFor('new')} />
          </>
        ) : null}
      </section>
    </div>
  );
}
