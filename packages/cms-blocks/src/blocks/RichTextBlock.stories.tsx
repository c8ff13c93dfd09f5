import { fixtureBlock } from '@shop/demo-content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type {
  ContactSubmitHandler,
  NewsletterSubmitHandler,
  RegisterSubmitHandler,
} from '../context/form-handlers';
import { BACKEND_ORIGIN, BlockPreview } from '../stories/BlockPreview';

// `rich_text` with the fixture content the backend seeds; photographs come from the
// reference backend (`npm start`), and fall back to /no-image.png without it.
const meta = {
  title: 'CMS blocks/Rich text',
  component: BlockPreview,
  args: {
    blok: fixtureBlock('rich_text'),
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
    const block = canvasElement.querySelector('[data-block="rich_text"]');
    await expect(block).not.toBeNull();
    await expect(block).not.toHaveAttribute('data-blok-uid');
  },
};

/** In the visual editor: outlined and clickable through the Storyblok bridge attributes. */
export const Draft: Story = {
  args: { mode: 'draft' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block="rich_text"]')).toHaveAttribute(
      'data-blok-uid',
    );
  },
};

/** Only the component name: every field falls back, nothing crashes. */
export const EmptyContent: Story = {
  args: { blok: { _uid: 'empty', component: 'rich_text' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: '' })).toBeNull();
  },
};

/** Hostile content: markup in text stays text, script nodes and javascript: links are dropped. */
export const Sanitised: Story = {
  args: {
    blok: {
      _uid: 'hostile',
      component: 'rich_text',
      content: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [{ type: 'text', text: '<script>alert(1)</script> stays visible as text.' }],
          },
          { type: 'script', content: [{ type: 'text', text: 'alert(2)' }] },
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'A javascript: link renders as text',
                marks: [{ type: 'link', attrs: { href: 'javascript:alert(3)', linktype: 'url' } }],
              },
            ],
          },
          {
            type: 'image',
            attrs: {
              src: '/images/content/warranty-label.jpg',
              alt: 'Warranty label',
              onerror: 'alert(4)',
            },
          },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect(canvasElement.innerHTML).not.toMatch(/onerror/);
  },
};
