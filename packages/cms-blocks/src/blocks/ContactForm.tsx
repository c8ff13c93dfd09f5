import { FieldGrid } from '@shop/ui/form';
import { useId } from 'react';
import { useBlocks } from '../context/blocks-context';
import { Heading } from '../fields/Heading';
import { BlockForm } from '../forms/BlockForm';
import { contactFormValuesSchema } from '../forms/contact-form-schema';
import { TextField } from '../forms/TextField';
import { useSchemaForm } from '../forms/use-schema-form';
import { BlockRoot } from '../registry/BlockRoot';
import type { BlockProps } from './block-props';

const DEFAULT_SUCCESS = 'Thank you — our trade team will be in touch within one business day.';

/** The trade enquiry form; the app's `onContactSubmit` sends it once the domain rules pass. */
export function ContactForm({ blok }: BlockProps<'contact_form'>) {
  const titleId = useId();
  const { onContactSubmit } = useBlocks();
  const form = useSchemaForm(
    contactFormValuesSchema,
    { name: '', email: '', phone: '', company: '', message: '' },
    onContactSubmit,
    'contact',
  );
  const successMessage = blok.success_message || DEFAULT_SUCCESS;
  return (
    <BlockRoot blok={blok} className="cms-section cms-form-block" aria-labelledby={titleId}>
      <Heading id={titleId} className="cms-title">
        {blok.title || 'Send us an enquiry'}
      </Heading>
      {blok.intro ? <p className="cms-lead">{blok.intro}</p> : null}
      <BlockForm
        form={form}
        labelledBy={titleId}
        successMessage={successMessage}
        submitLabel={blok.submit_label || 'Send enquiry'}
        submittingLabel="Sending..."
      >
        <FieldGrid columns={2}>
          <TextField
            label="Name"
            name="name"
            autoComplete="name"
            required
            {...form.field('name')}
          />
          <TextField
            label="Company"
            name="company"
            autoComplete="organization"
            {...form.field('company')}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            {...form.field('email')}
          />
          <TextField
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            hint="0 or +63, then 10 digits"
            {...form.field('phone')}
          />
        </FieldGrid>
        <TextField label="Message" name="message" multiline required {...form.field('message')} />
      </BlockForm>
    </BlockRoot>
  );
}
