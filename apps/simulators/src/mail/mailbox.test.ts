import { describe, expect, it } from 'vitest';
import { Mailbox } from './mailbox.ts';

const mail = (subject: string, to = ['ana@example.test']) => ({ from: 'Console <no-reply@example.test>', to, subject, text: subject, html: null });

describe('mailbox', () => {
  it('lists newest first and keeps only the newest beyond its capacity', () => {
    const box = new Mailbox(3, () => Date.UTC(2025, 0, 1));
    for (const subject of ['one', 'two', 'three', 'four']) box.add(mail(subject));
    expect(box.list().map((m) => m.subject)).toEqual(['four', 'three', 'two']);
    expect(box.list()[0]).toMatchObject({ receivedAt: '2025-01-01T00:00:00.000Z' });
  });

  it('filters by recipient in any case, and forgets everything on clear', () => {
    const box = new Mailbox();
    box.add(mail('to ana', ['Ana@Example.test']));
    box.add(mail('to both', ['ana@example.test', 'bo@example.test']));
    box.add(mail('to bo', ['bo@example.test']));
    expect(box.list('ANA@example.test').map((m) => m.subject)).toEqual(['to both', 'to ana']);
    box.clear();
    expect(box.list()).toEqual([]);
  });
});
