import type { FragmentType } from '@apollo/client';
import { CardLink } from '../../components/card-link';
import { ContentImage } from '../../components/content-image';
import { SkeletonBlock } from '../../components/skeleton';
import { graphql } from '../../gql';
import { formatDate } from '../../lib/format';
import { fragmentData } from '../../lib/fragment-data';
import { paths } from '../../lib/paths';
import * as articleCss from './article.css';
import * as cardCss from '../../components/card.css';
import * as cardSkeletonCss from '../../components/card-skeleton.css';

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
        className={cardCss.thumb}
      />
      <div className={articleCss.cardText}>
        {article.category ? (
          <p className={articleCss.cardKicker}>{article.category.title}</p>
        ) : null}
        <h3 className={articleCss.cardHeadline}>{article.title}</h3>
        <p className={articleCss.cardSummary}>{article.summary}</p>
        <div className={articleCss.cardDate}>
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
        </div>
      </div>
    </CardLink>
  );
}

/** The card's shape while its list loads: same box, so nothing moves when the data lands. */
export function ArticleCardSkeleton() {
  return (
    <div
      className={`${cardSkeletonCss.root} ${articleCss.cardSkeletonRowUntilSm}`}
      aria-hidden="true"
    >
      <SkeletonBlock className={articleCss.skeletonThumb} style={{ aspectRatio: '800 / 450' }} />
      <div className={`${cardSkeletonCss.body} ${articleCss.cardSkeletonBodyArticle}`}>
        <SkeletonBlock style={{ height: '0.75rem', width: '30%' }} />
        <SkeletonBlock style={{ height: '2lh' }} />
        <SkeletonBlock className={articleCss.skeletonHideBelowSm} style={{ height: '2lh' }} />
        <SkeletonBlock style={{ height: '0.75rem', width: '25%' }} />
      </div>
    </div>
  );
}
