import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/styles/index.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    // Breakpoints of behaviour.md#constants, so every story can be checked at each width.
    viewport: {
      options: {
        xs: { name: 'Mobile 320', styles: { width: '320px', height: '640px' } },
        sm: { name: 'Large mobile 640', styles: { width: '640px', height: '900px' } },
        md: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' } },
        lg: { name: 'Laptop 1024', styles: { width: '1024px', height: '768px' } },
        xl: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
        '2xl': { name: 'Wide 1536', styles: { width: '1536px', height: '900px' } },
      },
    },
    // Accessibility violations fail the story's test (Storybook UI and `test:storybook`).
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
