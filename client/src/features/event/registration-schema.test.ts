import { describe, expect, it } from 'vitest';
import { attendeeSchema, isIndonesianMobile } from './registration-schema';

function messages(values: { name: string; email: string; phoneNumber: string }) {
  const result = attendeeSchema.safeParse(values);
  if (result.success) return {};
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[String(issue.path[0])] ??= issue.message;
  return first;
}

const valid = { name: 'Budi Santoso', email: 'budi@contoh.id', phoneNumber: '081234567890' };

describe('attendeeSchema', () => {
  it('accepts a valid attendee and trims what was typed', () => {
    const result = attendeeSchema.safeParse({ ...valid, name: '  Budi Santoso ' });
    expect(result.success && result.data.name).toBe('Budi Santoso');
  });

  it('says in Indonesian what is wrong, field by field', () => {
    expect(messages({ name: '  ', email: 'budi@', phoneNumber: '12345' })).toEqual({
      name: 'Nama wajib diisi',
      email: 'Format email tidak valid',
      phoneNumber: 'Nomor HP tidak valid',
    });
    expect(messages({ ...valid, name: 'B' })).toEqual({ name: 'Nama minimal 2 huruf' });
    expect(messages({ ...valid, email: '', phoneNumber: '' })).toEqual({
      email: 'Email wajib diisi',
      phoneNumber: 'Nomor HP wajib diisi',
    });
  });
});

describe('isIndonesianMobile', () => {
  it.each(['081234567890', '6281234567890', '+6281234567890', '0812-3456-7890', '0812 3456 789'])(
    'accepts %s',
    (phone) => expect(isIndonesianMobile(phone)).toBe(true),
  );
  it.each(['12345', '0212345678', '+6591234567', '0812345', '08123456789012345', '08abc'])(
    'refuses %s',
    (phone) => expect(isIndonesianMobile(phone)).toBe(false),
  );
});
