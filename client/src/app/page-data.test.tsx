import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PageDataProvider, usePageData } from './page-data';

function CategoryTitle() {
  return <p>{usePageData().category?.title ?? 'none'}</p>;
}

describe('the page data context (SPEC 3)', () => {
  it("holds the category a matched route's loader published", async () => {
    const routes: RouteObject[] = [
      {
        path: '/',
        element: (
          <PageDataProvider>
            <CategoryTitle />
          </PageDataProvider>
        ),
        children: [
          {
            path: 'category/:slug',
            loader: () => ({
              pageData: { category: { id: '1', slug: 'kuliner', title: 'Kuliner' } },
            }),
          },
        ],
      },
    ];
    const handler = createStaticHandler(routes);
    const render = async (path: string) => {
      const context = await handler.query(new Request(`http://localhost${path}`));
      if (context instanceof Response) throw new Error('unexpected redirect');
      return renderToString(
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
        />,
      );
    };
    expect(await render('/category/kuliner')).toContain('<p>Kuliner</p>');
    expect(await render('/')).toContain('<p>none</p>');
  });
});
