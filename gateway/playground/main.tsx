// GraphiQL, bundled with everything it needs: the playground works with no request leaving
// the machine (Apollo's default landing page loads from a CDN).
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createRoot } from 'react-dom/client';

const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  // Apollo's CSRF prevention accepts requests that carry this header.
  headers: { 'apollo-require-preflight': 'true' },
});

const initialQuery = `# The header of every page, in one operation.
query Header {
  viewer {
    user { fullName email valueId photo }
    tier { name }
    point
    cards { totalCount }
    referral { code }
  }
  categories(pageSize: 50) {
    items { slug title link }
  }
}
`;

createRoot(document.getElementById('playground')!).render(
  <GraphiQL fetcher={fetcher} defaultQuery={initialQuery} />,
);
