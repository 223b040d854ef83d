import { describe, expect, it } from 'vitest';
import { escapeHtml, serializeForScript } from './serialize';

describe('serializeForScript', () => {
  it('cannot close the script element it is inlined in', () => {
    const text = serializeForScript({ title: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script>' });
  });
});

describe('escapeHtml', () => {
  it('escapes markup', () => {
    expect(escapeHtml('<b>"Kopi" & teh</b>')).toBe('&lt;b&gt;&quot;Kopi&quot; &amp; teh&lt;/b&gt;');
  });
});
