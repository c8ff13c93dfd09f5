export { cx } from 'class-variance-authority';
