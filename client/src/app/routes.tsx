import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router-dom';
import { CategoryRoute, categoryLoader } from '../routes/category/category-route';
import { HomeRoute } from '../routes/home/home-route';
import { AppShell, AppShellError } from './app-shell';

/** The route table, built per Apollo client so loaders fetch through the same cache. */
export function createRoutes(client: ApolloClient): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppShell />,
      errorElement: <AppShellError />,
      children: [
        { index: true, element: <HomeRoute /> },
        { path: 'category/:slug', element: <CategoryRoute />, loader: categoryLoader(client) },
      ],
    },
  ];
}
