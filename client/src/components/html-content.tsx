import * as htmlCss from './html.css';
/**
 * HTML from the content API, rendered as it is: the gateway sanitised it (an allowlist of tags
 * and attributes), so the client ships no sanitiser. Static classes (html.css.ts):
 * `textSize` `sm` for small print (a promo's or a voucher's sections), `lg` for an article's
 * body (md on phones, lg from md up); unset, the text around it. A Chakra page that places it
 * with style props wraps it in `<Box asChild>` (it takes the class).
 */
export function HtmlContent({
  html,
  textSize,
  className,
}: {
  html: string;
  textSize?: 'sm' | 'lg';
  className?: string;
}) {
  const classes = [
    htmlCss.root,
    textSize === 'sm' ? htmlCss.sm : textSize === 'lg' ? htmlCss.lg : null,
    className,
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
