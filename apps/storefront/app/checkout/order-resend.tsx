import { Button } from '@shop/ui/button';
import { Form, useNavigation } from 'react-router';

interface OrderResendProps {
  /** What the buyer submitted, sent again as it was. */
  values: Record<string, string>;
  idempotencyKey: string;
  cartId: string;
}

/**
 * The submit that could not be confirmed, ready to send again with its own key: shown when
 * the cart is already gone (the order that was not confirmed did consume it), so the
 * checkout form itself cannot be shown. The backend answers the order the key placed.
 */
export function OrderResend({ values, idempotencyKey, cartId }: OrderResendProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  return (
    <Form method="post" className="checkout-form">
      {Object.entries(values)
        .filter(([name]) => name !== 'idempotency_key' && name !== 'cart_id')
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <input type="hidden" name="cart_id" value={cartId} />
      <Button type="submit" loading={submitting}>
        {submitting ? 'Checking your order...' : 'Submit again'}
      </Button>
    </Form>
  );
}
