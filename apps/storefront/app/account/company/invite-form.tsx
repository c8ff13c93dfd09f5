import { COMPANY_ROLE_LIST, COMPANY_ROLE_NAMES, COMPANY_ROLES } from '@shop/domain';
import { Button } from '@shop/ui/button';
import { Field, FieldGrid, FormAlert } from '@shop/ui/form';
import { Form, useNavigation } from 'react-router';
import { TextField } from '../text-field';
import type { CompanyActionResult } from './company-actions.server';

type Refusal = Extract<CompanyActionResult, { ok: false }>;

/**
 * An admin adds a colleague: B2B Edition's `userCreate` with `acceptEmail`, so the colleague
 * is mailed a link to set their own password. A refusal comes back with what was typed.
 */
export function InviteForm({ refusal }: { refusal: Refusal | null }) {
  const navigation = useNavigation();
  const submitting =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'invite';
  const field = (name: string) => ({
    name,
    defaultValue: refusal?.values[name] ?? '',
    error: refusal?.fieldErrors[name],
  });
  const roleError = refusal?.fieldErrors.companyRoleId;
  return (
    <section className="account-section" aria-labelledby="invite-title">
      <h2 id="invite-title">Add a user</h2>
      <p>They are e-mailed a link to set their password; it works once, for three days.</p>
      {/* A key per answer: a refusal's values fill the inputs again. */}
      <Form method="post" className="account-form" noValidate key={JSON.stringify(refusal)}>
        <input type="hidden" name="intent" value="invite" />
        <FormAlert type="error" title="The user was not added" messages={refusal?.errors ?? []} />
        <FieldGrid columns={2}>
          <TextField label="First name" required autoComplete="off" {...field('firstName')} />
          <TextField label="Last name" required autoComplete="off" {...field('lastName')} />
          <TextField label="Email" type="email" required autoComplete="off" {...field('email')} />
          <Field label="Role" required error={roleError ?? null} touched={Boolean(roleError)}>
            {(control) => (
              <select
                {...control}
                name="companyRoleId"
                className="ui-select"
                defaultValue={refusal?.values.companyRoleId ?? String(COMPANY_ROLES.juniorBuyer)}
              >
                {COMPANY_ROLE_LIST.map((role) => (
                  <option key={role} value={role}>
                    {COMPANY_ROLE_NAMES[role]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </FieldGrid>
        <Button type="submit" loading={submitting}>
          {submitting ? 'Adding...' : 'Add user'}
        </Button>
      </Form>
    </section>
  );
}
