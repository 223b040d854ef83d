import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';

/**
 * What the settings forms start from: the member's contact details (the same `User` object
 * as the header, by value id), the profile and the professions to pick from.
 */
export const SettingsQuery = graphql(`
  query AccountSettings {
    viewer {
      user {
        valueId
        firstName
        lastName
        fullName
        email
        phone
        emailVerified
        phoneVerified
        photo
      }
      profile {
        birthDate
        gender
        profession {
          id
          name
        }
        address {
          provinceId
          cityId
          districtId
          zipcode
        }
        canUpdateName
        nextNameUpdateDate
      }
      professions {
        id
        name
      }
    }
  }
`);

export const ProvincesQuery = graphql(`
  query Provinces {
    provinces {
      id
      name
    }
  }
`);

export const CitiesQuery = graphql(`
  query Cities($provinceId: ID!) {
    cities(provinceId: $provinceId) {
      id
      name
    }
  }
`);

export const DistrictsQuery = graphql(`
  query Districts($cityId: ID!) {
    districts(cityId: $cityId) {
      id
      name
    }
  }
`);

export const ZipcodesQuery = graphql(`
  query Zipcodes($districtId: ID!) {
    zipcodes(districtId: $districtId) {
      id
      zipcode
      name
    }
  }
`);

/**
 * The page's data, before render: the settings and the provinces at once; then, when the member
 * has an address, its city, district and postcode lists at once, so the address form renders
 * with every list filled and the saved choice selected.
 */
export async function loadSettings(client: ApolloClient): Promise<void> {
  const [settings] = await Promise.all([
    client.query({ query: SettingsQuery, errorPolicy: 'all' }),
    client.query({ query: ProvincesQuery, errorPolicy: 'all' }),
  ]);
  const address = settings.data?.viewer?.profile.address;
  if (!address) return;
  await Promise.all([
    client.query({
      query: CitiesQuery,
      variables: { provinceId: address.provinceId },
      errorPolicy: 'all',
    }),
    client.query({
      query: DistrictsQuery,
      variables: { cityId: address.cityId },
      errorPolicy: 'all',
    }),
    client.query({
      query: ZipcodesQuery,
      variables: { districtId: address.districtId },
      errorPolicy: 'all',
    }),
  ]);
}
