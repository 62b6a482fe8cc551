import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'releases/**',
      'node_modules/**',
      '.react-router/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Promises are awaited, or handed on with `void` and a reason: a forgotten one loses its error
    // and its ordering. Type-aware, so only over the TypeScript the project's tsconfig covers.
    files: [
      'app/**/*.{ts,tsx}',
      'documents/**/*.{ts,tsx}',
      'domain/**/*.ts',
      'server/**/*.{ts,tsx}',
      'tests/**/*.ts',
    ],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // An async handler on a JSX attribute (onClick={async () => …}) is React's own pattern.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // One import style: `~/…` across folders (see tsconfig.json), `./…` within one.
    files: [
      'app/**',
      'documents/**',
      'domain/**',
      'content/**',
      'server/**',
      'scripts/**',
      'tests/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*'], message: 'Import across folders with ~/ (tsconfig.json).' },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'documents/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      'react/prop-types': 'off',
      'react/no-unescaped-entities': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...jsxA11y.configs.recommended.rules,
    },
  },
);
