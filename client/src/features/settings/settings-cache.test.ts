import { ApolloLink, gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../lib/apollo';
import { otpDigits } from './otp-input';

const Header = gql`
  query Header {
    viewer {
      user {
        valueId
        fullName
        email
        photo
      }
      profile {
        canUpdateName
      }
    }
  }
`;
const Result = gql`
  query Result {
    result {
      user {
        valueId
        fullName
        email
      }
      profile {
        canUpdateName
      }
    }
  }
`;

function seeded() {
  const client = createApolloClient({ link: ApolloLink.empty() });
  client.cache.writeQuery({
    query: Header,
    data: {
      viewer: {
        __typename: 'Viewer',
        user: {
          __typename: 'User',
          valueId: 'MV1',
          fullName: 'Uji Coba',
          email: 'uji@contoh.id',
          photo: '/no-avatar.png',
        },
        profile: { __typename: 'Profile', canUpdateName: true },
      },
    },
  });
  return client;
}

describe('the settings results update what the header shows', () => {
  it("merges a mutation's user and profile into the member's, by value id", () => {
    const client = seeded();
    client.cache.writeQuery({
      query: Result,
      data: {
        result: {
          __typename: 'ProfileResult',
          user: { __typename: 'User', valueId: 'MV1', fullName: 'Rina Wati', email: 'r@contoh.id' },
          profile: { __typename: 'Profile', canUpdateName: false },
        },
      },
    });
    const header = client.cache.readQuery<{
      viewer: { user: Record<string, string>; profile: { canUpdateName: boolean } };
    }>({ query: Header });
    expect(header?.viewer.user).toMatchObject({
      fullName: 'Rina Wati',
      email: 'r@contoh.id',
      photo: '/no-avatar.png',
    });
    expect(header?.viewer.profile.canUpdateName).toBe(false);
  });

  it("replaces the photo in place (the uploader's cache.modify)", () => {
    const client = seeded();
    client.cache.modify({
      id: client.cache.identify({ __typename: 'User', valueId: 'MV1' }),
      fields: { photo: () => 'http://storage/avatars/a.png' },
    });
    const header = client.cache.readQuery<{ viewer: { user: { photo: string } } }>({
      query: Header,
    });
    expect(header?.viewer.user.photo).toBe('http://storage/avatars/a.png');
  });
});

describe('otpDigits', () => {
  it('keeps the digits of a pasted message, at most six', () => {
    expect(otpDigits('Kode: 123 456')).toBe('123456');
    expect(otpDigits('12-34-56-78')).toBe('123456');
    expect(otpDigits('abc')).toBe('');
  });
});
