import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    root: './',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
  },
});
