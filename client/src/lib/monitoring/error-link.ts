import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { reportHttpFailure } from './monitoring';

/** Reports every failed GraphQL operation (network or GraphQL error) with method, URL and user. */
export function createReportingLink(uri: string): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : undefined;
    const message = CombinedGraphQLErrors.is(error)
      ? error.errors.map((item) => item.message).join('; ')
      : error.message;
    reportHttpFailure({
      method: 'POST',
      url: `${uri}#${operation.operationName ?? 'anonymous'}`,
      status,
      message,
    });
  });
}
