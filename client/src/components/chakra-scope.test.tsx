import { Button } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChakraScope } from './chakra-scope';

describe('ChakraScope on the server', () => {
  const render = () =>
    renderToString(
      <ChakraScope>
        <Button colorPalette="brand">Klaim</Button>
      </ChakraScope>,
    );

  it("writes the widget's own styles, not the token variables, preflight or global CSS", () => {
    const html = render();
    expect(html).toMatch(/<style data-emotion="css [^"]+">[^<]*var\(--chakra-colors-brand-solid\)/);
    expect(html).not.toMatch(/--chakra-colors-brand-500:/);
    expect(html).not.toContain('mv-runtime-tokens');
    expect(html).not.toContain('@layer reset{');
  });

  it('writes them again in every render: each page carries all of its styles', () => {
    const first = render();
    expect(render()).toBe(first);
  });
});
