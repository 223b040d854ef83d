import { describe, expect, it } from 'vitest';
import { introEvents, trackingEventName } from './tracking-events';

describe('trackingEventName', () => {
  it('keeps the name on the production host', () => {
    expect(trackingEventName('introLogoutClick', 'www.myvalue.id', 'www.myvalue.id')).toBe(
      'introLogoutClick',
    );
    expect(trackingEventName('introLogoutClick', 'WWW.MyValue.id', 'www.myvalue.id')).toBe(
      'introLogoutClick',
    );
  });

  it('adds Staging anywhere else', () => {
    expect(trackingEventName('introLogoutClick', 'localhost', 'www.myvalue.id')).toBe(
      'introLogoutClickStaging',
    );
    expect(trackingEventName('introMyCardClick', 'staging.myvalue.id', 'www.myvalue.id')).toBe(
      'introMyCardClickStaging',
    );
  });
});

describe('introEvents', () => {
  it('names the five SPEC 9 events', () => {
    expect(Object.values(introEvents)).toEqual([
      { event: 'introLogoutClick', label: 'Logout Action' },
      { event: 'introSettingClick', label: 'Setting Action' },
      { event: 'introReferralClick', label: 'Referral Action' },
      { event: 'introMyPointClick', label: 'My Point Action' },
      { event: 'introMyCardClick', label: 'My Card Action' },
    ]);
  });
});
