import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { ConfirmPanel } from './ConfirmPanel';

const meta = {
  title: 'Overlays/ConfirmPanel',
  component: ConfirmPanel,
  parameters: {
    docs: {
      description: {
        component:
          'The Yes/No question in the page flow, for answers that are plain forms (no JavaScript, quick order, reorder). With JavaScript, an add from a modal asks with ConfirmDialog instead.',
      },
    },
  },
} satisfies Meta<typeof ConfirmPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NonContainerQuestion: Story = {
  args: {
    message:
      'Non-container products will be removed if you add container product. Do you want to continue?',
    children: (
      <form
        className="ui-confirm-panel__answers"
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <Button type="submit">Yes</Button>
        <Button type="button" variant="secondary">
          No
        </Button>
      </form>
    ),
  },
};
