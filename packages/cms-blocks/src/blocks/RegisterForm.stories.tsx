import { fixtureBlock } from '@shop/demo-content';
import { PASSWORDS_DO_NOT_MATCH_MESSAGE } from '@shop/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type {
  ContactSubmitHandler,
  NewsletterSubmitHandler,
  RegisterSubmitHandler,
} from '../context/form-handlers';
import { BACKEND_ORIGIN, BlockPreview } from '../stories/BlockPreview';

// `register_form` with the fixture content the backend seeds; photographs come from the
// reference backend (`npm start`), and fall back to /no-image.png without it.
const meta = {
  title: 'CMS blocks/Register form',
  component: BlockPreview,
  args: {
    blok: fixtureBlock('register_form'),
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
    const block = canvasElement.querySelector('[data-block="register_form"]');
    await expect(block).not.toBeNull();
    await expect(block).not.toHaveAttribute('data-blok-uid');
  },
};

/** In the visual editor: outlined and clickable through the Storyblok bridge attributes. */
export const Draft: Story = {
  args: { mode: 'draft' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block="register_form"]')).toHaveAttribute(
      'data-blok-uid',
    );
  },
};

/** Only the component name: every field falls back, nothing crashes. */
export const EmptyContent: Story = {
  args: { blok: { _uid: 'empty', component: 'register_form' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: '' })).toBeNull();
  },
};

/** domain's registrationSchema: mismatched passwords are reported on the confirmation. */
export const PasswordMismatch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Maria');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Santos');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Company' }), 'Casa Design Co.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '09171234567');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'maria@casadesign.ph');
    await userEvent.type(canvas.getByLabelText('Password *'), 'correct horse');
    await userEvent.type(canvas.getByLabelText('Confirm password *'), 'correct hose');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply now' }));
    await expect(canvas.getByLabelText('Confirm password *')).toHaveAccessibleDescription(
      PASSWORDS_DO_NOT_MATCH_MESSAGE,
    );
    await expect(args.onRegisterSubmit).not.toHaveBeenCalled();
  },
};
