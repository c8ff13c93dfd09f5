import type { CustomerAddress } from '@shop/api';
import { ADDRESS_BOOK_FULL_MESSAGE, addressBookHasRoom } from '@shop/domain';
import { Button } from '@shop/ui/button';
import { FormAlert } from '@shop/ui/form';
import { AppLink } from '../shell/app-link';
import type { Loaded } from './account-data.server';
import { AddressForm } from './address-form';
import type { AddressResult } from './addresses.server';
import { addressLine } from './order-view';

const text = (address: CustomerAddress, key: string): string => {
  const value = address[key];
  return typeof value === 'string' ? value : '';
};

/**
 * Addresses live on the account page: the redirect table (behaviour.md#guards) sends /account/address to /,
 * so the list, the edit form (`?address={id}`) and the add form sit under /account.
 */
export function AddressBook({
  addresses,
  editing,
  result,
}: {
  addresses: Loaded<CustomerAddress>;
  /** The id being edited (`?address=`), or null. */
  editing: string | null;
  result: AddressResult | null;
}) {
  const failed = result && !result.ok ? result : null;
  const failedFor = (target: string) =>
    failed?.target === target
      ? { values: failed.values, errors: failed.errors, fieldErrors: failed.fieldErrors }
      : {};
  const editingId = result?.ok ? null : (failed?.target ?? editing);
  return (
    <section id="addresses" className="account-section" aria-labelledby="addresses-title">
      <h2 id="addresses-title">Addresses</h2>
      {result?.ok ? <FormAlert type="success" messages={[result.message]} /> : null}
      <FormAlert type="error" title="Addresses could not be loaded" messages={addresses.errors} />
      {addresses.items.length === 0 && addresses.errors.length === 0 ? (
        <p>No saved addresses yet.</p>
      ) : null}
      <ul className="account-addresses">
        {addresses.items.map((address) => (
          <li key={address.id} className="account-card">
            {String(address.id) === editingId ? (
              <AddressForm address={address} {...failedFor(String(address.id))} />
            ) : (
              <>
                <address>
                  {addressLine([`${text(address, 'first_name')} ${text(address, 'last_name')}`])}
                  {address.company ? <div>{address.company}</div> : null}
                  <div>{addressLine([address.street_1, address.street_2])}</div>
                  <div>{addressLine([address.city, address.state, address.zip])}</div>
                  <div>{address.country}</div>
                  {address.phone ? <div>{address.phone}</div> : null}
                </address>
                <div className="account-card__actions">
                  <Button asChild variant="secondary" size="sm">
                    <AppLink
                      to={`?address=${String(address.id)}#addresses`}
                      preventScrollReset
                      aria-label={`Edit address ${addressLine([address.street_1, address.city])}`}
                    >
                      Edit
                    </AppLink>
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      <h3>Add an address</h3>
      {addressBookHasRoom(addresses.items.length) ? (
        <AddressForm {...failedFor('new')} />
      ) : (
        <p role="status">{ADDRESS_BOOK_FULL_MESSAGE}</p>
      )}
    </section>
  );
}
