import root from '../../eslint.config.js';

export default [
  ...root,
  {
    // HTTP tests assert on whatever JSON the server sent; typing every response body
    // again in the tests would duplicate the routes without checking anything more.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
];
