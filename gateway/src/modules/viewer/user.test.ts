import { describe, expect, it } from 'vitest';
import { fullName, mergeUser, NO_AVATAR_PATH, photoUrl } from './user.js';

describe('fullName', () => {
  it('capitalises each word', () => {
    expect(fullName('budi', 'SANTOSO')).toBe('Budi Santoso');
    expect(fullName('siti  nur', 'rahma')).toBe('Siti Nur Rahma');
  });

  it('copes with an empty last name', () => {
    expect(fullName('budi', '')).toBe('Budi');
  });
});

describe('photoUrl', () => {
  const storage = 'http://127.0.0.1:8090/storage';

  it('keeps an absolute URL', () => {
    expect(photoUrl('https://cdn.example.id/a.png', storage)).toBe('https://cdn.example.id/a.png');
  });

  it('prefixes a path with the storage base', () => {
    expect(photoUrl('avatars/budi.svg', storage)).toBe(`${storage}/avatars/budi.svg`);
    expect(photoUrl('/avatars/budi.svg', storage)).toBe(`${storage}/avatars/budi.svg`);
  });

  it('falls back to the no-avatar image', () => {
    expect(photoUrl(null, storage)).toBe(NO_AVATAR_PATH);
    expect(photoUrl('  ', storage)).toBe(NO_AVATAR_PATH);
  });
});

describe('mergeUser', () => {
  const profile = {
    id: 1,
    valueID: 'MV-1',
    firstName: 'budi',
    lastName: 'santoso',
    email: 'budi@contoh.id',
    emailVerified: false,
    phone: null,
    phoneVerified: false,
    photo: null,
  };

  it('lets an active introspection override the profile', () => {
    const user = mergeUser(profile, { active: true, emailVerified: true, photo: 'a.svg' });
    expect(user.emailVerified).toBe(true);
    expect(user.photo).toBe('a.svg');
    expect(user.firstName).toBe('budi');
  });

  it('ignores an inactive introspection', () => {
    expect(mergeUser(profile, { active: false, emailVerified: true }).emailVerified).toBe(false);
  });
});
