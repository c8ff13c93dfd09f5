import type { CompanyAddressNode } from '@shop/api/b2b';
import { Button } from '@shop/ui/button';
import { FieldGrid, FormAlert } from '@shop/ui/form';
import { Form, useNavigation } from 'react-router';
import type { FieldErrors } from './form-values';
import { TextField } from './text-field';

export interface CompanyAddressFormProps {
  /** The address being edited; none adds a new one. */
  address?: CompanyAddressNode;
  values?: Record<string, string>;
  errors?: readonly string[];
  fieldErrors?: FieldErrors;
}

const FLAG_LABELS = [
  ['isShipping', 'Shipping address'],
  ['isBilling', 'Billing address'],
  ['isDefaultShipping', 'Default shipping address'],
  ['isDefaultBilling', 'Default billing address'],
] as const;

/** The admin adds a company address, or edits one; a plain post (works without JavaScript). */
export function CompanyAddressForm({
  address,
  values,
  errors = [],
  fieldErrors = {},
}: CompanyAddressFormProps) {
  const navigation = useNavigation();
  const target = address ? String(address.id) : 'new';
  const submitting =
    navigation.state === 'submitting' && navigation.formData?.get('address_id') === target;
  const value = (key: string) => {
    if (values) return values[key] ?? '';
    const initial: unknown = address?.[key];
    return typeof initial === 'string' ? initial : '';
  };
  const checked = (key: (typeof FLAG_LABELS)[number][0]) =>
    values ? values[key] === '1' : address ? address[key] === 1 : key === 'isShipping';
  const field = (key: string) => ({ name: key, defaultValue: value(key), error: fieldErrors[key] });
  return (
    <Form
      method="post"
      className="account-form"
      noValidate
      aria-label={address ? 'Edit company address' : 'Add a company address'}
    >
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="address_id" value={target} />
      <FormAlert type="error" title="The address was not saved" messages={errors} />
      <FieldGrid columns={2}>
        <TextField label="Label" hint="e.g. Warehouse" {...field('label')} />
        <TextField label="Company" autoComplete="organization" {...field('company')} />
        <TextField label="First name" required autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last name" required autoComplete="family-name" {...field('lastName')} />
        <TextField
          label="Street"
          required
          autoComplete="address-line1"
          {...field('addressLine1')}
        />
        <TextField
          label="Street (line 2)"
          autoComplete="address-line2"
          {...field('addressLine2')}
        />
        <TextField label="City" required autoComplete="address-level2" {...field('city')} />
        <TextField label="State / province" autoComplete="address-level1" {...field('state')} />
        <TextField label="Postcode" required autoComplete="postal-code" {...field('zipCode')} />
        <TextField label="Country" required autoComplete="country-name" {...field('country')} />
        <TextField
          label="Country code"
          required
          hint="Two letters, e.g. AU"
          autoComplete="country"
          maxLength={2}
          {...field('countryCode')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          hint="0 or +63, then 10 digits"
          {...field('phoneNumber')}
        />
      </FieldGrid>
      <fieldset>
        <legend>Use</legend>
        {FLAG_LABELS.map(([name, label]) => (
          <label key={name} className="account-form__check">
            <input type="checkbox" name={name} value="1" defaultChecked={checked(name)} /> {label}
            {fieldErrors[name] ? (
              <span className="account-form__check-error" role="alert">
                {' '}
                {fieldErrors[name]}
              </span>
            ) : null}
          </label>
        ))}
      </fieldset>
      <Button type="submit" loading={submitting}>
        {address ? 'Save address' : 'Add address'}
      </Button>
    </Form>
  );
}
