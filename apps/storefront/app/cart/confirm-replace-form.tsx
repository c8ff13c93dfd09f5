import { Button } from '@shop/ui/button';
import { ConfirmPanel } from '@shop/ui/confirm-dialog';
import { Form } from 'react-router';
import { AppLink } from '../shell/app-link';

/**
 * The question of behaviour.md#cart-states on a page that adds many lines at once (reorder, a
 * container list's approval), asked before anything was added: Yes posts `intent` again with
 * the same add key (the container products replace the cart's non-container lines); No
 * leaves the cart as it is.
 */
export function ConfirmReplaceForm({
  message,
  addKey,
  intent,
}: {
  message: string;
  addKey: string;
  intent: string;
}) {
  return (
    <ConfirmPanel message={message}>
      <Form method="post" className="ui-confirm-panel__answers">
        <input type="hidden" name="add_key" value={addKey} />
        <Button type="submit" name="intent" value={intent}>
          Yes
        </Button>
        <Button asChild variant="secondary">
          <AppLink to=".">No</AppLink>
        </Button>
      </Form>
    </ConfirmPanel>
  );
}
