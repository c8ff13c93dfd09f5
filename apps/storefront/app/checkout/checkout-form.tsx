import type { Address } from '@shop/api';
import { priceForGroup, roundToCents } from '@shop/domain';
import { Button } from '@shop/ui/button';
import { AddressPicker, NEW_ADDRESS, OrderReview } from '@shop/ui/cart';
import { Field, Input } from '@shop/ui/form';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { AppLink } from '../app-link';
import { payableTotals, type CartView } from '../cart/cart-view';
import { useCartStore } from '../stores/cart';
import { ADDRESS_FIELDS, addressLines } from './order-address';

export interface CheckoutFormProps {
  addresses: readonly Address[];
  cart: CartView;
  customerGroup: string | null;
  idempotencyKey: string;
  /** From the action after a refused submit: messages and what was typed. */
  result?: {
    errors: { fields: Record<string, string>; form: string[] };
    values: Record<string, string>;
  } | null;
}

function AddressFields({
  prefix,
  values,
  errors,
}: {
  prefix: 'billing' | 'shipping';
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  return (
    <>
      {ADDRESS_FIELDS.map((field) => {
        const name = `${prefix}_${field.name}`;
        return (
          <Field
            key={name}
            label={field.label}
            required={field.required}
            error={errors[name] ?? null}
            touched={name in errors}
          >
            {(control) => (
              <Input
                {...control}
                name={name}
                autoComplete={`${prefix} ${field.autoComplete}`}
                defaultValue={values[name] ?? ''}
              />
            )}
          </Field>
        );
      })}
    </>
  );
}

function initialChoice(
  prefix: string,
  values: Record<string, string>,
  addresses: readonly Address[],
): string {
  return values[prefix] ?? (addresses[0] ? String(addresses[0].id) : NEW_ADDRESS);
}

/** Addresses, order number, notes and the review, placed once (SPEC §2 /checkout). */
export function CheckoutForm({
  addresses,
  cart,
  customerGroup,
  idempotencyKey,
  result,
}: CheckoutFormProps) {
  const navigation = useNavigation();
  const updating = useCartStore((state) => state.updating);
  const values = result?.values ?? {};
  const errors = result?.errors.fields ?? {};
  const [billing, setBilling] = useState(() => initialChoice('billing', values, addresses));
  const [shipping, setShipping] = useState(() => initialChoice('shipping', values, addresses));
  const [sameAddress, setSameAddress] = useState(
    () => result === null || result === undefined || values.shipping_same === 'on',
  );
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const saved = addresses.map((address) => ({
    id: String(address.id),
    lines: addressLines(address),
  }));
  const totals = payableTotals(cart, customerGroup);

  return (
    <Form method="post" className="checkout-form" noValidate>
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <AddressPicker
        legend="Billing address"
        name="billing"
        addresses={saved}
        value={billing}
        onChange={setBilling}
        error={errors.billing ?? null}
      >
        <AddressFields prefix="billing" values={values} errors={errors} />
      </AddressPicker>
      <label className="checkout-form__same">
        <input
          type="checkbox"
          name="shipping_same"
          checked={sameAddress}
          onChange={(event) => {
            setSameAddress(event.currentTarget.checked);
          }}
        />{' '}
        Ship to the billing address
      </label>
      {sameAddress ? null : (
        <AddressPicker
          legend="Shipping address"
          name="shipping"
          addresses={saved}
          value={shipping}
          onChange={setShipping}
          error={errors.shipping ?? null}
        >
          <AddressFields prefix="shipping" values={values} errors={errors} />
        </AddressPicker>
      )}
      <Field
        label="Customer order number"
        hint="Your own reference, at most 30 characters"
        error={errors.order_number ?? null}
        touched={'order_number' in errors}
      >
        {(control) => (
          <Input {...control} name="order_number" defaultValue={values.order_number ?? ''} />
        )}
      </Field>
      <Field
        label="Order notes"
        error={errors.order_notes ?? null}
        touched={'order_notes' in errors}
      >
        {(control) => (
          <textarea
            {...control}
            className="ui-input"
            name="order_notes"
            rows={4}
            defaultValue={values.order_notes ?? ''}
          />
        )}
      </Field>
      <OrderReview
        lines={cart.lines.map((line) => {
          const unitPrice = priceForGroup(line.listPrice, customerGroup).price;
          return {
            id: line.id,
            name: line.name,
            sku: line.sku,
            quantity: line.quantity,
            unitPrice,
            lineTotal: roundToCents(unitPrice * line.quantity),
          };
        })}
        subtotal={totals.subtotal}
        taxes={totals.taxes}
        total={totals.total}
      />
      <div className="checkout-form__actions">
        <AppLink to={cart.isContainer ? '/container/build' : '/'}>Back to the cart</AppLink>
        <Button type="submit" size="lg" loading={submitting} disabled={updating}>
          {submitting ? 'Placing order...' : 'Place order'}
        </Button>
      </div>
    </Form>
  );
}
