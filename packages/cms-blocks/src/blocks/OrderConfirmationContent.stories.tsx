import { fixtureBlock } from '@shop/demo-content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { OrderSummaryContext } from '../context/order-summary';
import type {
  ContactSubmitHandler,
  NewsletterSubmitHandler,
  RegisterSubmitHandler,
} from '../context/form-handlers';
import { BACKEND_ORIGIN, BlockPreview } from '../stories/BlockPreview';

// `order_confirmation_content` with the fixture content the backend seeds; photographs come from the
// reference backend (`npm start`), and fall back to /no-image.png without it.
const meta = {
  title: 'CMS blocks/Order confirmation content',
  component: BlockPreview,
  args: {
    blok: fixtureBlock('order_confirmation_content'),
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
    const block = canvasElement.querySelector('[data-block="order_confirmation_content"]');
    await expect(block).not.toBeNull();
    await expect(block).not.toHaveAttribute('data-blok-uid');
  },
};

/** In the visual editor: outlined and clickable through the Storyblok bridge attributes. */
export const Draft: Story = {
  args: { mode: 'draft' },
  play: async ({ canvasElement }) => {
    await expect(
      canvasElement.querySelector('[data-block="order_confirmation_content"]'),
    ).toHaveAttribute('data-blok-uid');
  },
};

/** Only the component name: every field falls back, nothing crashes. */
export const EmptyContent: Story = {
  args: { blok: { _uid: 'empty', component: 'order_confirmation_content' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: '' })).toBeNull();
  },
};

/**
 * On the app's success page: the placed order's summary (the app's, through
 * `OrderSummaryContext`) under the title, before what happens next.
 */
export const WithOrderSummary: Story = {
  decorators: [
    (Story) => (
      <OrderSummaryContext
        value={
          <div role="status" data-testid="order-summary">
            Order number <strong>1042</strong>
          </div>
        }
      >
        <Story />
      </OrderSummaryContext>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    const summary = canvas.getByTestId('order-summary');
    // Heading first, then the order, then the editors' text and steps.
    await expect(
      heading.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const steps = canvasElement.querySelector('.cms-steps');
    await expect(steps).not.toBeNull();
    await expect(
      summary.compareDocumentPosition(steps as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};
