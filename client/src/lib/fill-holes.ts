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

/**
 * Where what was opened just before `from` closes: the first `close` not matched by an opening
 * (any other match of `tokens`) after it. React escapes `<` in text and attributes, so the
 * tokens found are its own markup.
 */
function closingAt(html: string, from: number, tokens: RegExp, close: string): number {
  tokens.lastIndex = from;
  let depth = 1;
  for (let token = tokens.exec(html); token; token = tokens.exec(html)) {
    depth += token[0] === close ? -1 : 1;
    if (depth === 0) return token.index;
  }
  return -1;
}

/** The end of the hidden part whose content starts at `from`: its `</div>`. */
const closingDivAt = (html: string, from: number) =>
  closingAt(html, from, /<div[\s>]|<\/div>/g, '</div>');

/** The end of the boundary whose content starts at `from`: its `<!--/$-->`, nested ones skipped. */
const boundaryEndAt = (html: string, from: number) =>
  closingAt(html, from, /<!--\$[?!~]?-->|<!--\/\$-->/g, '<!--/$-->');

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
