import type { CustomerAddress } from '@shop/api';
import { orderNumberSchema, priceForGroup, roundToCents } from '@shop/domain';
import { Button } from '@shop/ui/button';
import { AddressPicker, NEW_ADDRESS, OrderReview } from '@shop/ui/cart';
import { Field, Input } from '@shop/ui/form';
import { useState, type ChangeEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { AppLink } from '../shell/app-link';
import { payableTotals, type CartView } from '../cart/cart-view';
import { CART_PATH, CONTAINER_BUILD_PATH } from '../cart/cart-paths';
import { useCartUpdating } from '../cart/use-cart-fetcher';
import { ADDRESS_FIELDS, addressLines } from './order-address';
import { ProductionSlotNotices } from '../container/production-slot-notices';
import type { SlotView } from '../container/production-slots.server';

export interface CheckoutFormProps {
  addresses: readonly CustomerAddress[];
  cart: CartView;
  customerGroup: string | null;
  idempotencyKey: string;
  /** Each factory's next production slot, shown and sent with the order so it keeps the date. */
  slots?: readonly SlotView[];
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

/**
 * The server's message for a field until the buyer edits it; from then on the field's own
 * rule, checked as they type — a fixed value never keeps showing the old error.
 */
function useRecheckedError(serverError: string | null, check: (text: string) => string | null) {
  const [typed, setTyped] = useState<string | null>(null);
  return {
    error: typed === null ? serverError : check(typed),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setTyped(event.currentTarget.value);
    },
  };
}

function initialChoice(
  prefix: string,
  values: Record<string, string>,
  addresses: readonly CustomerAddress[],
): string {
  return values[prefix] ?? (addresses[0] ? String(addresses[0].id) : NEW_ADDRESS);
}

/** Addresses, order number, notes and the review, placed once (/checkout, behaviour.md#routes). */
export function CheckoutForm({
  addresses,
  cart,
  customerGroup,
  idempotencyKey,
  slots = [],
  result,
}: CheckoutFormProps) {
  const navigation = useNavigation();
  const updating = useCartUpdating();
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
  const orderNumber = useRecheckedError(errors.order_number ?? null, (text) => {
    const parsed = orderNumberSchema.safeParse(text);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid order number');
  });

  return (
    <Form method="post" className="checkout-form" noValidate>
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <div className="checkout-form__fields">
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
          error={orderNumber.error}
          touched={orderNumber.error !== null}
        >
          {(control) => (
            <Input
              {...control}
              name="order_number"
              defaultValue={values.order_number ?? ''}
              onChange={orderNumber.onChange}
            />
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
      </div>
      {/* Beside the form from 1024 px (it stays in view while the buyer fills the form),
          under it on phones; the order is placed from here. */}
      <aside className="checkout-form__summary" aria-label="Order summary">
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
        <ProductionSlotNotices slots={slots} withFields />
        <div className="checkout-form__actions">
          <Button type="submit" size="lg" fullWidth loading={submitting} disabled={updating}>
            {submitting ? 'Placing order...' : 'Place order'}
          </Button>
          <Button asChild variant="secondary" fullWidth>
            <AppLink to={cart.isContainer ? CONTAINER_BUILD_PATH : CART_PATH}>
              Back to the cart
            </AppLink>
          </Button>
        </div>
      </aside>
    </Form>
  );
}
