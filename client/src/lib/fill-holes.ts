// A member's parts put into the holes of a stored shell on the server, so the page the member
// gets is the one a whole render would have made (docs/architecture.md, "Members' pages").
//
// React's `resume` writes each finished part as `<div hidden id="S:n">…</div>` followed by a
// script `$RC("B:m","S:n")` that moves it, in the browser, into the hole the prerender left:
// `<!--$?--><template id="B:m"></template>fallback<!--/$-->`. Done here instead, the hole
// becomes `<!--$-->…<!--/$-->`, a finished boundary as `renderToString` writes it: the page
// works without JavaScript, shows no fallback first, and needs no reveal script. Anything else
// in React's output (a part that failed, a segment of another kind) gives null: the caller then
// renders the page whole.

/** `$RC("B:m","S:n")`: the finished boundary m, whose content is the hidden part n. */
const COMPLETE_BOUNDARY = /\$RC\("([^"]+)","([^"]+)"\)/g;
/** React's other instructions, which this does not carry out. */
const OTHER_INSTRUCTION = /\$R[SXR]\(/;

/** The end of the element opened before `from`, counting the `<div>`s within (React escapes `<` in text and attributes). */
function closingDivAt(html: string, from: number): number {
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = from;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return tag.index;
  }
  return -1;
}

/** The end of the boundary whose content starts at `from`: its `<!--/$-->`, nested ones skipped. */
function boundaryEndAt(html: string, from: number): number {
  const markers = /<!--\$[?!~]?-->|<!--\/\$-->/g;
  markers.lastIndex = from;
  let depth = 1;
  for (let marker = markers.exec(html); marker; marker = markers.exec(html)) {
    depth += marker[0] === '<!--/$-->' ? -1 : 1;
    if (depth === 0) return marker.index;
  }
  return -1;
}

/** Each finished boundary's content, by boundary id; null when React wrote anything else. */
function finishedParts(resumed: string): Map<string, string> | null {
  const parts = new Map<string, string>();
  let rest = resumed;
  for (const [call, boundary, segment] of resumed.matchAll(COMPLETE_BOUNDARY)) {
    const open = `<div hidden id="${segment}">`;
    const start = resumed.indexOf(open);
    if (start < 0) return null;
    const end = closingDivAt(resumed, start + open.length);
    if (end < 0) return null;
    parts.set(boundary!, resumed.slice(start + open.length, end));
    rest = rest.replace(resumed.slice(start, end + '</div>'.length), '').replace(call, '');
  }
  // What may be left: the scripts' shells and React's runtime, and preloads of the parts'
  // images (the images are in the page itself).
  const leftover = rest
    .replace(/<script[^>]*>[\s\S]*?<\/script>/g, (script) =>
      OTHER_INSTRUCTION.test(script) ? script : '',
    )
    .replace(/<link rel="preload"[^>]*>/g, '');
  return leftover.trim() === '' ? parts : null;
}

/** The shell `document` with the parts `resumed` holds in their holes, or null (see above). */
export function fillHoles(document: string, resumed: string): string | null {
  const parts = finishedParts(resumed);
  if (!parts) return null;
  let html = document;
  // In the order React wrote them: a part may hold holes of its own, filled after it.
  for (const [boundary, content] of parts) {
    const hole = `<!--$?--><template id="${boundary}"></template>`;
    const start = html.indexOf(hole);
    if (start < 0) return null;
    const end = boundaryEndAt(html, start + hole.length);
    if (end < 0) return null;
    html = `${html.slice(0, start)}<!--$-->${content}${html.slice(end)}`;
  }
  return html.includes('<!--$?--><template id="') ? null : html;
}
