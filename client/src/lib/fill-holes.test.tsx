import { createContext, Suspense, useContext } from 'react';
import { renderToString, resume } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { fillHoles } from './fill-holes';
import { MemberPart, RenderPhaseContext, type RenderPhase } from './member-part';

/** Who is reading: what the member's parts show. */
const Reader = createContext('pengunjung');

function Greeting() {
  return <b>Halo {useContext(Reader)}</b>;
}

function Page() {
  return (
    <div>
      <header>
        <MemberPart fallback={<i>memuat</i>}>
          <Greeting />
        </MemberPart>
      </header>
      <main>
        <Suspense fallback={null}>
          <p>Promo untuk semua</p>
        </Suspense>
        <MemberPart>
          <div>
            <div>
              <Greeting /> <span>{'<div>'} di teks</span>
            </div>
            <MemberPart>
              <Greeting />
            </MemberPart>
          </div>
        </MemberPart>
      </main>
    </div>
  );
}

function tree(phase: RenderPhase, reader: string) {
  return (
    <RenderPhaseContext.Provider value={phase}>
      <Reader.Provider value={reader}>
        <Page />
      </Reader.Provider>
    </RenderPhaseContext.Provider>
  );
}

/** The shell as entry-server makes it: every member's part left as a hole. */
async function shell() {
  const controller = new AbortController();
  const rendering = prerender(tree('shell', 'pengunjung'), {
    signal: controller.signal,
    progressiveChunkSize: 2 ** 30,
    onError: () => {},
  });
  await new Promise((resolve) => setImmediate(resolve));
  controller.abort();
  const { prelude, postponed } = await rendering;
  return { html: await new Response(prelude).text(), postponed: JSON.stringify(postponed) };
}

async function resumed(postponed: string, reader: string) {
  const stream = await resume(tree('page', reader), JSON.parse(postponed));
  return new Response(stream).text();
}

describe('fillHoles', () => {
  it('makes from a shell and a member’s parts the page a whole render makes', async () => {
    const { html, postponed } = await shell();
    expect(html).toContain('<template id="B:');
    expect(html).not.toContain('Budi');

    const filled = fillHoles(
      html.replace(/<script>[^<]*<\/script>/g, ''),
      await resumed(postponed, 'Budi'),
    );
    expect(filled).toBe(renderToString(tree('page', 'Budi')));
  });

  it('gives null for anything it does not carry out, so the page is rendered whole', async () => {
    const { html, postponed } = await shell();
    const parts = await resumed(postponed, 'Budi');
    expect(fillHoles(html, `${parts}<script>$RX("B:0")</script>`)).toBeNull();
    expect(fillHoles(html, `${parts}<p>lain</p>`)).toBeNull();
    // A hole the parts do not fill.
    expect(fillHoles(`${html}<!--$?--><template id="B:99"></template><!--/$-->`, parts)).toBeNull();
  });
});
