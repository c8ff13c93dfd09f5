import { fixtureBlock } from '@shop/demo-content';
import { REQUIRED_MESSAGE } from '@shop/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type {
  ContactSubmitHandler,
  NewsletterSubmitHandler,
  RegisterSubmitHandler,
} from '../context/form-handlers';
import { BACKEND_ORIGIN, BlockPreview } from '../stories/BlockPreview';

// `contact_form` with the fixture content the backend seeds; photographs come from the
// reference backend (`npm start`), and fall back to /no-image.png without it.
const meta = {
  title: 'CMS blocks/Contact form',
  component: BlockPreview,
  args: {
    blok: fixtureBlock('contact_form'),
    mode: 'published',
    assetBaseUrl: BACKEND_ORIGIN,
    onContactSubmit: fn<ContactSubmitHandler>(() => Promise.resolve()),
    onRegisterSubmit: fn<RegisterSubmitHandler>(() => Promise.resolve()),
    onNewsletterSubmit: fn<NewsletterSubmitHandler>(() => Promise.resolve()),
  },
  argTypes: { mode: { control: 'inline-radio', options: ['published', 'draft'] } },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What shoppers see: no editor attributes. */
export const Published: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-block="contact_form"]');
    await expect(block).not.toBeNull();
    await expect(block).not.toHaveAttribute('data-blok-uid');
  },
};

/** In the visual editor: outlined and clickable through the Storyblok bridge attributes. */
export const Draft: Story = {
  args: { mode: 'draft' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block="contact_form"]')).toHaveAttribute(
      'data-blok-uid',
    );
  },
};

/** Only the component name: every field falls back, nothing crashes. */
export const EmptyContent: Story = {
  args: { blok: { _uid: 'empty', component: 'contact_form' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: '' })).toBeNull();
  },
};

/** Submitting empty shows the domain's messages and never calls the app. */
export const ValidationMessages: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send enquiry' }));
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      REQUIRED_MESSAGE,
    );
    await expect(args.onContactSubmit).not.toHaveBeenCalled();
  },
};

/** A valid enquiry goes to `onContactSubmit`, then the block's success message shows. */
export const SubmitsToTheApp: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Maria Santos');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'maria@casadesign.ph');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Message' }),
      'Quote for 40 dining chairs, walnut.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send enquiry' }));
    await expect(args.onContactSubmit).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('status')).toHaveTextContent('in touch');
  },
};

/** Errors the server returned are listed above the button. */
export const ServerErrors: Story = {
  args: {
    onContactSubmit: fn<ContactSubmitHandler>(() =>
      Promise.resolve({
        ok: false as const,
        errors: ['Email is not allowed', 'Please try again later'],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Maria Santos');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'maria@casadesign.ph');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Send enquiry' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Email is not allowed');
  },
};
