import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import * as sectionCss from './section.css';

/**
 * A titled block of a page, with a "Lihat semua" link into the full list when there is one.
 * Plain elements and static classes (section.css.ts): the home page renders without Chakra.
 */
export function Section(props: { title: string; seeAllHref?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={sectionCss.root}>
      <div className={sectionCss.head}>
        <h2 className={sectionCss.title} id={headingId}>
          {props.title}
        </h2>
        {props.seeAllHref ? (
          <Link
            to={props.seeAllHref}
            aria-label={`Lihat semua ${props.title}`}
            className={sectionCss.all}
          >
            Lihat semua
          </Link>
        ) : null}
      </div>
      {props.children}
    </section>
  );
}
