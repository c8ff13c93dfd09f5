import { FieldGrid } from '@shop/ui/form';
import { useId } from 'react';
import { useBlocks } from '../context/blocks-context';
import { Heading } from '../fields/Heading';
import { BlockForm } from '../forms/BlockForm';
import { registrationFormSchema } from '../forms/registration-values';
import { TextField } from '../forms/TextField';
import { useSchemaForm } from '../forms/use-schema-form';
import { BlockRoot } from '../registry/BlockRoot';
import type { BlockProps } from './block-props';
import { RichText } from '../rich-text/RichText';

const DEFAULT_SUCCESS =
  'Thank you for applying. We will review your trade account and email you within two business days.';

/** The trade account application (/register), checked with domain's registration rules. */
export function RegisterForm({ blok }: BlockProps<'register_form'>) {
  const titleId = useId();
  const { onRegisterSubmit } = useBlocks();
  const form = useSchemaForm(
    registrationFormSchema,
    {
      first_name: '',
      last_name: '',
      company: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
    },
    onRegisterSubmit,
    'registration',
  );
  const successMessage = blok.success_message || DEFAULT_SUCCESS;
  return (
    <BlockRoot blok={blok} className="cms-section cms-form-block" aria-labelledby={titleId}>
      <Heading id={titleId} level={1} className="cms-title">
        {blok.title || 'Apply for a trade account'}
      </Heading>
      <RichText document={blok.intro} />
      <BlockForm
        form={form}
        labelledBy={titleId}
        successMessage={successMessage}
        submitLabel={blok.submit_label || 'Apply now'}
        submittingLabel="Submitting..."
      >
        <FieldGrid columns={2}>
          <TextField
            label="First name"
            name="first_name"
            autoComplete="given-name"
            required
            {...form.field('first_name')}
          />
          <TextField
            label="Last name"
            name="last_name"
            autoComplete="family-name"
            required
            {...form.field('last_name')}
          />
          <TextField
            label="Company"
            name="company"
            autoComplete="organization"
            required
            {...form.field('company')}
          />
          <TextField
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            required
            hint="0 or +63, then 10 digits"
            {...form.field('phone')}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            {...form.field('email')}
          />
          <span aria-hidden="true" />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            hint="At least 8 characters"
            {...form.field('password')}
          />
          <TextField
            label="Confirm password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            {...form.field('confirmPassword')}
          />
        </FieldGrid>
      </BlockForm>
    </BlockRoot>
  );
}
