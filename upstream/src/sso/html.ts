const BRAND = '#84329B';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Tagged template that escapes every interpolation unless it is already `Html`. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = string | number | Html | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  let out = strings[0] ?? '';
  parts.forEach((part, index) => {
    out += render(part) + (strings[index + 1] ?? '');
  });
  return new Html(out);
}

const styles = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:#F6F0F8;color:#2D1B33}
header{background:${BRAND};color:#fff;padding:16px 24px;font-weight:700;font-size:20px}
main{max-width:440px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:16px;padding:24px;box-shadow:0 4px 24px rgba(74,22,89,.12)}
h1{font-size:22px;margin:0 0 16px}
label{display:block;font-weight:600;margin:14px 0 6px}
input{width:100%;padding:12px;border:1px solid #CDB7D4;border-radius:10px;font-size:16px}
input:focus{outline:2px solid ${BRAND};border-color:${BRAND}}
button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:10px;background:${BRAND};color:#fff;font-size:16px;font-weight:700;cursor:pointer}
button:hover{background:#6F2585}
.tabs{display:flex;gap:8px;margin-bottom:16px}
.tabs a{flex:1;text-align:center;padding:10px;border-radius:10px;text-decoration:none;color:${BRAND};border:1px solid ${BRAND}}
.tabs a[aria-current=page]{background:${BRAND};color:#fff}
.error{background:#FDECEC;color:#9B1C1C;border-radius:10px;padding:12px;margin-bottom:12px}
table{width:100%;border-collapse:collapse}
td,th{text-align:left;padding:10px;border-bottom:1px solid #EEE}
.member-card{background:linear-gradient(135deg,#9B45B5,#4A1659);color:#fff;border-radius:16px;padding:24px;min-height:200px}
.muted{color:#6B5A70}
a{color:${BRAND}}
`;

/** A complete page: Indonesian, brand-coloured, no external resources. */
export function page(title: string, body: Html): string {
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${BRAND}">
<title>${escapeHtml(title)} - MyValue</title>
<style>${styles}</style>
</head>
<body>
<header>MyValue</header>
<main>
${body.value}
</main>
</body>
</html>
`;
}
