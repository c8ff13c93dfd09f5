import type { CustomerAddress } from '@shop/api';
import { Button } from '@shop/ui/button';
import { FieldGrid, FormAlert } from '@shop/ui/form';
import { Form, useNavigation } from 'react-router';
import type { FieldErrors } from './form-values';
import { TextField } from './text-field';

export interface AddressFormProps {
  /** The address being edited; none adds a new one. */
  address?: CustomerAddress;
  values?: Record<string, string>;
  errors?: readonly string[];
  fieldErrors?: FieldErrors;
}

const initial = (address: CustomerAddress | undefined, key: string): string => {
  const value = address?.[key];
  return typeof value === 'string' ? value : '';
};

/** Adds an address, or edits one; posts to the account page's action. */
export function AddressForm({ address, values, errors = [], fieldErrors = {} }: AddressFormProps) {
  const navigation = useNavigation();
  const target = address ? String(address.id) : 'new';
  const submitting =
    navigation.state === 'submitting' && navigation.formData?.get('address_id') === target;
  const value = (key: string) => values?.[key] ?? initial(address, key);
  const field = (key: string) => ({ name: key, defaultValue: value(key), error: fieldErrors[key] });
  return (
    <Form
      method="post"
      className="account-form"
      noValidate
      aria-label={address ? 'Edit address' : 'Add an address'}
    >
      <input type="hidden" name="intent" value="address" />
      <input type="hidden" name="address_id" value={target} />
      <FormAlert type="error" title="The address was not saved" messages={errors} />
      <FieldGrid columns={2}>
        <TextField label="First name" required autoComplete="given-name" {...field('first_name')} />
        <TextField label="Last name" required autoComplete="family-name" {...field('last_name')} />
        <TextField label="Company" autoComplete="organization" {...field('company')} />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          hint="0 or +63, then 10 digits"
          {...field('phone')}
        />
        <TextField label="Street" required autoComplete="address-line1" {...field('street_1')} />
        <TextField label="Street (line 2)" autoComplete="address-line2" {...field('street_2')} />
        <TextField label="City" required autoComplete="address-level2" {...field('city')} />
        <TextField label="State / province" autoComplete="address-level1" {...field('state')} />
        <TextField label="Postcode" required autoComplete="postal-code" {...field('zip')} />
        <TextField label="Country" required autoComplete="country-name" {...field('country')} />
      </FieldGrid>
      <Button type="submit" loading={submitting}>
        {address ? 'Save address' : 'Add address'}
      </Button>
    </Form>
  );
}
