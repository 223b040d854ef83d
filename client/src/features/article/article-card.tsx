import type { FragmentType } from '@apollo/client';
import { CardLink } from '../../components/card-link';
import { ContentImage } from '../../components/content-image';
import { SkeletonBlock } from '../../components/skeleton';
import { graphql } from '../../gql';
import { formatDate } from '../../lib/format';
import { fragmentData } from '../../lib/fragment-data';
import { paths } from '../../lib/paths';

export const ArticleCardFragment = graphql(`
  fragment ArticleCard_article on Article {
    id
    slug
    title
    image
    summary
    publishedAt
    category {
      id
      title
    }
  }
`);

/** One article in any list: image (16:9), category, title, summary, date. The whole card links. */
export function ArticleCard(props: {
  article: FragmentType<typeof ArticleCardFragment>;
  /** The first screen's largest image loads eagerly with high priority. */
  priority?: boolean;
}) {
  const article = fragmentData(ArticleCardFragment, props.article);

  // On phones a compact row (thumbnail beside the text), so a list is not a wall of images;
  // from `sm` up the usual card with the image on top.
  return (
    <CardLink to={paths.article(article.slug)} testId="article-card" layout="row-until-sm">
      <ContentImage
        src={article.image}
        alt={article.title}
        width={800}
        height={450}
        priority={props.priority}
        className="mv-card__thumb"
      />
      <div className="mv-card__text">
        {article.category ? <p className="mv-card__kicker">{article.category.title}</p> : null}
        <h3 className="mv-card__headline">{article.title}</h3>
        <p className="mv-card__summary">{article.summary}</p>
        <div className="mv-card__date">
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
        </div>
      </div>
    </CardLink>
  );
}

/** The card's shape while its list loads: same box, so nothing moves when the data lands. */
export function ArticleCardSkeleton() {
  return (
    <div className="mv-card-skeleton mv-card-skeleton--row-until-sm" aria-hidden="true">
      <SkeletonBlock className="mv-skeleton--thumb" style={{ aspectRatio: '800 / 450' }} />
      <div className="mv-card-skeleton__body mv-card-skeleton__body--article">
        <SkeletonBlock style={{ height: '0.75rem', width: '30%' }} />
        <SkeletonBlock style={{ height: '2lh' }} />
        <SkeletonBlock className="mv-skeleton--hide-below-sm" style={{ height: '2lh' }} />
        <SkeletonBlock style={{ height: '0.75rem', width: '25%' }} />
      </div>
    </div>
  );
}
