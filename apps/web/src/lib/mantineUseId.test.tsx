import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mantineUseId } from '../../build/mantine-use-id';
import { useId } from './mantineUseId';

describe("the build's useId for Mantine", () => {
  it("keeps one id per component from its first render on, in Mantine's format", () => {
    const seen: string[] = [];
    function Field() {
      const id = useId();
      seen.push(id);
      return <input id={id} aria-label="field" />;
    }
    const { rerender } = render(<Field />);
    rerender(<Field />);
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]).toMatch(/^mantine-\S+$/);
    expect(seen[0]).not.toContain(':');
  });

  it('returns the id a component was given', () => {
    function Named() {
      return <p>{useId('dob')}</p>;
    }
    expect(render(<Named />).container.textContent).toBe('dob');
  });

  it("is what the build resolves @mantine/hooks' use-id module to, and nothing else", () => {
    const plugin = mantineUseId();
    const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;
    const hooks = '/repo/node_modules/@mantine/hooks/esm/index.mjs';
    expect(resolve('./use-id/use-id.mjs', hooks)).toMatch(/src\/lib\/mantineUseId\.ts$/);
    expect(resolve('./use-idle/use-idle.mjs', hooks)).toBeNull();
    expect(resolve('./use-id/use-id.mjs', '/repo/src/elsewhere.ts')).toBeNull();
  });
});
