import type { FragmentType } from '@apollo/client';
import { graphql } from '../../gql';
import { fragmentData } from '../../lib/fragment-data';

/**
 * What every settings mutation asks for, for `showRefusal`: saved or not, and why. The schema
 * answers with one of two types (the profile's changes, and those that only report success),
 * so there is one fragment for each; a form reads them with `profileOutcome`/`messageOutcome`.
 */
const ProfileOutcomeFragment = graphql(`
  fragment SettingsOutcome_profileResult on ProfileResult {
    ok
    error {
      code
      message
    }
    fieldErrors {
      field
      message
    }
  }
`);

const MessageOutcomeFragment = graphql(`
  fragment SettingsOutcome_messageResult on MessageResult {
    ok
    error {
      code
      message
    }
    fieldErrors {
      field
      message
    }
    message
  }
`);

/** A profile mutation's outcome (`...SettingsOutcome_profileResult`), none when none came. */
export function profileOutcome(result: FragmentType<typeof ProfileOutcomeFragment> | undefined) {
  return result && fragmentData(ProfileOutcomeFragment, result);
}

/** The outcome of a mutation that only reports success (`...SettingsOutcome_messageResult`). */
export function messageOutcome(result: FragmentType<typeof MessageOutcomeFragment> | undefined) {
  return result && fragmentData(MessageOutcomeFragment, result);
}
