import { fixtureBlock } from '@shop/demo-content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type {
  ContactSubmitHandler,
  NewsletterSubmitHandler,
  RegisterSubmitHandler,
} from '../context/form-handlers';
import { BACKEND_ORIGIN, BlockPreview } from '../stories/BlockPreview';

// `image_content_cta` with the fixture content the backend seeds; photographs come from the
// reference backend (`npm start`), and fall back to /no-image.png without it.
const meta = {
  title: 'CMS blocks/Image-content call to action',
  component: BlockPreview,
  args: {
    blok: fixtureBlock('image_content_cta'),
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
    const block = canvasElement.querySelector('[data-block="image_content_cta"]');
    await expect(block).not.toBeNull();
    await expect(block).not.toHaveAttribute('data-blok-uid');
  },
};

/** In the visual editor: outlined and clickable through the Storyblok bridge attributes. */
export const Draft: Story = {
  args: { mode: 'draft' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block="image_content_cta"]')).toHaveAttribute(
      'data-blok-uid',
    );
  },
};

/** Only the component name: every field falls back, nothing crashes. */
export const EmptyContent: Story = {
  args: { blok: { _uid: 'empty', component: 'image_content_cta' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: '' })).toBeNull();
  },
};
